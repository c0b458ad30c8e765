/**
 * Grid clustering in screen space (plain TS, no map library): points falling into the same square of
 * `cellPx` pixels become one cluster at their mean position. One pass over typed arrays, so 10,000
 * points cluster in about a millisecond on every pan and zoom.
 *
 * @example
 *   const clusters = gridCluster(xs, ys, { cellPx: 60, width: 800, height: 600 });
 */
export type Cluster = {
  /** Mean screen position of the cluster's points. */
  x: number;
  y: number;
  count: number;
  /** Index (in the input) of the cluster's first point: the point itself when `count` is 1. */
  first: number;
};

export type GridOptions = { cellPx: number; width: number; height: number; /** Pixels beyond the edges still counted. */ margin?: number };

/** Clusters the points at screen positions (xs[i], ys[i]); points off the (widened) screen are left out. */
export function gridCluster(xs: ArrayLike<number>, ys: ArrayLike<number>, o: GridOptions): Cluster[] {
  const margin = o.margin ?? o.cellPx;
  const cols = Math.ceil((o.width + 2 * margin) / o.cellPx) + 1;
  const rows = Math.ceil((o.height + 2 * margin) / o.cellPx) + 1;
  const cells = cols * rows;
  const count = new Uint32Array(cells);
  const sumX = new Float64Array(cells);
  const sumY = new Float64Array(cells);
  const first = new Int32Array(cells).fill(-1);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]! + margin;
    const y = ys[i]! + margin;
    if (!(x >= 0 && y >= 0 && x < cols * o.cellPx && y < rows * o.cellPx)) continue;
    const cell = Math.floor(x / o.cellPx) + Math.floor(y / o.cellPx) * cols;
    const n = count[cell]!;
    if (n === 0) first[cell] = i;
    count[cell] = n + 1;
    sumX[cell] = sumX[cell]! + xs[i]!;
    sumY[cell] = sumY[cell]! + ys[i]!;
  }
  const out: Cluster[] = [];
  for (let c = 0; c < cells; c++) {
    const n = count[c]!;
    if (n > 0) out.push({ x: sumX[c]! / n, y: sumY[c]! / n, count: n, first: first[c]! });
  }
  return out;
}

/** The cluster under a screen position (within `radius` pixels of its centre), nearest first. */
export function clusterAt(clusters: Cluster[], x: number, y: number, radius: number): Cluster | null {
  let best: Cluster | null = null;
  let bestD = radius * radius;
  for (const c of clusters) {
    const d = (c.x - x) ** 2 + (c.y - y) ** 2;
    if (d <= bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}
