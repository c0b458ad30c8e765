import type { LngLat } from '../geo';
import { EPSILON_M, pathLength, projection, segDist2, slicePath } from './geometry';

/** A reading of a vehicle's track: time (ms), WGS-84 position, speed (km/h; null or absent when unknown). */
export type TrackPoint = { t: number; lng: number; lat: number; speed?: number | null };

export type CompletionOptions = {
  /** The road's matching tolerance (m): a track passing at most this far from a point of the road covers it. */
  tolerance: number;
  /** The shift window (ms, inclusive): only readings with from ≤ t ≤ to count. Absent: the whole track. */
  from?: number;
  to?: number;
  /** Visits a point needs to count as covered (the job's required passes); default 1. */
  passes?: number;
  /** Readings further apart than this (ms) are not joined: where the vehicle went between them is unknown. Default 5 min. */
  maxGap?: number;
  /** Metres between samples along the road; default 5. */
  step?: number;
};

export type Coverage = {
  /** Share (0–1) of the road's samples covered; null when unknown (no track: no device or no readings) or the road has no length. */
  completion: number | null;
  /** The road's length (m). */
  length: number;
  /** completion × length (m); null when completion is. */
  coveredLength: number | null;
  /** Metres between samples (the length split into equal pieces of at most `step`). */
  step: number;
  /** Per sample, in order along the road (sample k sits at (k + ½)·step): covered or not. */
  covered: boolean[];
  /** Per sample: the visits, i.e. unbroken runs of track segments passing within the tolerance in one direction. */
  visits: number[];
};

type Samples = { xs: Float64Array; ys: Float64Array; tx: Float64Array; ty: Float64Array; minX: number; minY: number; maxX: number; maxY: number; step: number; length: number; cell: number; nx: number; ny: number; start: Int32Array; items: Int32Array; lng0: number; lat0: number; kx: number; ky: number };
const cache = new WeakMap<readonly LngLat[], Map<string, Samples>>();

function samplesOf(road: readonly LngLat[], step: number, tolerance: number): Samples {
  const cell = Math.max(20, tolerance * 2, step * 2);
  const key = `${step}|${cell}`;
  let byKey = cache.get(road);
  const hit = byKey?.get(key);
  if (hit) return hit;
  const pr = projection(road[0] ?? [0, 0]);
  const length = pathLength(road);
  const n = length > 0 ? Math.ceil(length / step) : 0;
  const piece = n ? length / n : step;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const tx = new Float64Array(n);
  const ty = new Float64Array(n);
  let seg = 1;
  let segStart = 0;
  let segLen = road.length > 1 ? Math.hypot(pr.x(road[1]!) - pr.x(road[0]!), pr.y(road[1]!) - pr.y(road[0]!)) : 0;
  for (let k = 0; k < n; k++) {
    const at = (k + 0.5) * piece;
    while (seg < road.length - 1 && segStart + segLen < at) {
      segStart += segLen;
      seg++;
      segLen = Math.hypot(pr.x(road[seg]!) - pr.x(road[seg - 1]!), pr.y(road[seg]!) - pr.y(road[seg - 1]!));
    }
    const a = road[seg - 1]!;
    const b = road[seg]!;
    const f = segLen > 0 ? Math.min(1, Math.max(0, (at - segStart) / segLen)) : 0;
    const x = pr.x(a) + (pr.x(b) - pr.x(a)) * f;
    const y = pr.y(a) + (pr.y(b) - pr.y(a)) * f;
    xs[k] = x;
    ys[k] = y;
    // The road's direction at the sample (a unit vector), to tell a vehicle turning back.
    const sl = Math.hypot(pr.x(b) - pr.x(a), pr.y(b) - pr.y(a));
    tx[k] = sl > 0 ? (pr.x(b) - pr.x(a)) / sl : 0;
    ty[k] = sl > 0 ? (pr.y(b) - pr.y(a)) / sl : 0;
  }
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let k = 0; k < n; k++) {
    minX = Math.min(minX, xs[k]!);
    maxX = Math.max(maxX, xs[k]!);
    minY = Math.min(minY, ys[k]!);
    maxY = Math.max(maxY, ys[k]!);
  }
  // The samples by grid cell over the road's box (cell size ≥ the tolerance), compressed: the samples
  // of cell c are items[start[c] … start[c + 1]). A road too large for a dense grid takes coarser cells.
  let size = cell;
  while (n && (Math.floor((maxX - minX) / size) + 1) * (Math.floor((maxY - minY) / size) + 1) > 4_000_000) size *= 2;
  const nx = n ? Math.floor((maxX - minX) / size) + 1 : 0;
  const ny = n ? Math.floor((maxY - minY) / size) + 1 : 0;
  const cellOf = new Int32Array(n);
  const start = new Int32Array(nx * ny + 1);
  for (let k = 0; k < n; k++) {
    cellOf[k] = Math.floor((xs[k]! - minX) / size) * ny + Math.floor((ys[k]! - minY) / size);
    start[cellOf[k]! + 1]!++;
  }
  for (let c = 0; c < nx * ny; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, nx * ny);
  const items = new Int32Array(n);
  for (let k = 0; k < n; k++) items[fill[cellOf[k]!]!++] = k;
  const s: Samples = { xs, ys, tx, ty, minX, minY, maxX, maxY, step: piece, length, cell: size, nx, ny, start, items, lng0: pr.lng0, lat0: pr.lat0, kx: pr.kx, ky: pr.ky };
  if (!byKey) cache.set(road, (byKey = new Map()));
  byKey.set(key, s);
  return s;
}

/**
 * The completion of a road by a track: the share of the road's length covered by the track within
 * the tolerance during the window. The road is sampled every `step` metres; a sample is covered when
 * at least `passes` visits reach it, a visit being an unbroken run of track segments (consecutive
 * readings in the window, at most `maxGap` apart; a lone reading counts as a segment of no length)
 * passing within the tolerance (inclusive) in one direction along the road: turning back starts a new
 * visit (there and back is two passes). Readings are taken in time order (sorted if they are not).
 * `track` null = unknown (no device, or no readings): completion null; an empty track: completion 0.
 */
export function roadCompletion(road: readonly LngLat[], track: readonly TrackPoint[] | null, options: CompletionOptions): Coverage {
  const { tolerance, from = -Infinity, to = Infinity, passes = 1, maxGap = 5 * 60_000, step = 5 } = options;
  const s = samplesOf(road, step, tolerance);
  const n = s.xs.length;
  const visits = new Array<number>(n).fill(0);
  const base = { length: s.length, step: s.step, visits };
  if (!track || !n) return { ...base, completion: null, coveredLength: null, covered: new Array<boolean>(n).fill(false) };
  let pts = track;
  for (let i = 1; i < pts.length; i++)
    if (pts[i]!.t < pts[i - 1]!.t) {
      pts = [...track].sort((a, b) => a.t - b.t);
      break;
    }
  const last = new Int32Array(n).fill(-2);
  const lastDir = new Int8Array(n);
  const lim = (tolerance + EPSILON_M) ** 2;
  const { xs, ys, tx, ty, start, items, nx, ny, cell, lng0, lat0, kx, ky } = s;
  let segNo = 0;
  const { minX, minY, maxX, maxY } = s;
  const cover = (ax: number, ay: number, bx: number, by: number) => {
    // Far from the whole road: nothing to test.
    if (Math.max(ax, bx) < minX - tolerance || Math.min(ax, bx) > maxX + tolerance || Math.max(ay, by) < minY - tolerance || Math.min(ay, by) > maxY + tolerance) return;
    // A long segment in pieces no longer than a cell: the cells along it, not its whole box (a sample
    // reached by two pieces of one segment is one visit: same segNo).
    const len = Math.hypot(bx - ax, by - ay);
    const pieces = Math.max(1, Math.ceil(len / cell));
    for (let j = 0; j < pieces; j++) {
      const px0 = ax + ((bx - ax) * j) / pieces;
      const py0 = ay + ((by - ay) * j) / pieces;
      const px1 = ax + ((bx - ax) * (j + 1)) / pieces;
      const py1 = ay + ((by - ay) * (j + 1)) / pieces;
      if (Math.max(px0, px1) < minX - tolerance || Math.min(px0, px1) > maxX + tolerance || Math.max(py0, py1) < minY - tolerance || Math.min(py0, py1) > maxY + tolerance) continue;
      const cx0 = Math.max(0, Math.floor((Math.min(px0, px1) - tolerance - minX) / cell));
      const cx1 = Math.min(nx - 1, Math.floor((Math.max(px0, px1) + tolerance - minX) / cell));
      const cy0 = Math.max(0, Math.floor((Math.min(py0, py1) - tolerance - minY) / cell));
      const cy1 = Math.min(ny - 1, Math.floor((Math.max(py0, py1) + tolerance - minY) / cell));
      for (let cx = cx0; cx <= cx1; cx++)
        for (let cy = cy0; cy <= cy1; cy++) {
          const c = cx * ny + cy;
          for (let i = start[c]!, end = start[c + 1]!; i < end; i++) {
            const k = items[i]!;
            if (last[k] === segNo || segDist2(xs[k]!, ys[k]!, ax, ay, bx, by) > lim) continue;
            // Moving along the road (not across it): +1 with the road's direction, −1 against it.
            const along = len > 0 ? ((bx - ax) * tx[k]! + (by - ay) * ty[k]!) / len : 0;
            const dir = along > 0.5 ? 1 : along < -0.5 ? -1 : 0;
            if (last[k] !== segNo - 1) {
              visits[k]!++;
              lastDir[k] = dir;
            } else if (dir !== 0) {
              if (lastDir[k] !== 0 && dir !== lastDir[k]) visits[k]!++;
              lastDir[k] = dir;
            }
            last[k] = segNo;
          }
        }
    }
  };
  let joined = false; // whether the previous in-window reading began or ended a segment
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    if (p.t < from || p.t > to) continue;
    const ax = (p.lng - lng0) * kx;
    const ay = (p.lat - lat0) * ky;
    const q = pts[i + 1];
    if (q && q.t <= to && q.t - p.t <= maxGap) {
      cover(ax, ay, (q.lng - lng0) * kx, (q.lat - lat0) * ky);
      segNo++;
      joined = true;
    } else {
      if (!joined) cover(ax, ay, ax, ay);
      segNo += 2; // a gap ends the visit
      joined = false;
    }
  }
  const need = Math.max(1, passes);
  const covered = visits.map((v) => v >= need);
  const completion = covered.filter(Boolean).length / n;
  return { ...base, completion, coveredLength: completion * s.length, covered };
}

/**
 * The road cut into runs of covered and uncovered samples, each with its piece of the road's line,
 * for a map to draw (e.g. covered green, uncovered red).
 */
export function coverageRuns(road: readonly LngLat[], coverage: Coverage): { covered: boolean; path: LngLat[] }[] {
  const runs: { covered: boolean; path: LngLat[] }[] = [];
  const c = coverage.covered;
  let start = 0;
  for (let k = 1; k <= c.length; k++)
    if (k === c.length || c[k] !== c[start]) {
      runs.push({ covered: c[start]!, path: slicePath(road, start * coverage.step, k * coverage.step) });
      start = k;
    }
  return runs;
}
