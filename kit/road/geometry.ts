/**
 * Plane geometry for the road rules: a local flat projection in metres around an origin
 * (equirectangular, within 0.1 % of the great-circle distance over a city), polyline lengths and
 * slices, and a grid of polyline segments to find the roads near a point quickly.
 */
import type { LngLat } from '../geo';

const R = 6371008.8; // the mean Earth radius kit/geo's distanceMetres uses
const RAD = Math.PI / 180;
/** Slack on every tolerance test, so a point exactly on the tolerance line counts despite rounding. */
export const EPSILON_M = 0.001;

/** Metres east and north of an origin. */
export type Projection = { x: (p: LngLat) => number; y: (p: LngLat) => number; kx: number; ky: number; lng0: number; lat0: number };

export function projection(origin: LngLat): Projection {
  const [lng0, lat0] = origin;
  const kx = Math.cos(lat0 * RAD) * R * RAD;
  const ky = R * RAD;
  return { x: (p) => (p[0] - lng0) * kx, y: (p) => (p[1] - lat0) * ky, kx, ky, lng0, lat0 };
}

/** Squared distance from (px, py) to the segment (ax, ay)–(bx, by). */
export function segDist2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let f = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  if (f < 0) f = 0;
  else if (f > 1) f = 1;
  const ex = ax + f * dx - px;
  const ey = ay + f * dy - py;
  return ex * ex + ey * ey;
}

/** The length of a polyline in metres (on the projection around its first point). */
export function pathLength(path: readonly LngLat[]): number {
  if (path.length < 2) return 0;
  const pr = projection(path[0]!);
  let sum = 0;
  for (let i = 1; i < path.length; i++) sum += Math.hypot(pr.x(path[i]!) - pr.x(path[i - 1]!), pr.y(path[i]!) - pr.y(path[i - 1]!));
  return sum;
}

/** The part of a polyline from `fromM` to `toM` metres along it (clamped to its length). */
export function slicePath(path: readonly LngLat[], fromM: number, toM: number): LngLat[] {
  if (path.length < 2) return path.map((p) => [p[0], p[1]] as LngLat);
  const pr = projection(path[0]!);
  const out: LngLat[] = [];
  let at = 0;
  const lerp = (a: LngLat, b: LngLat, f: number): LngLat => [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.hypot(pr.x(b) - pr.x(a), pr.y(b) - pr.y(a));
    const end = at + len;
    if (end >= fromM && at <= toM && len > 0) {
      if (!out.length) out.push(lerp(a, b, Math.max(0, (fromM - at) / len)));
      out.push(lerp(a, b, Math.min(1, (toM - at) / len)));
    }
    at = end;
    if (at >= toM) break;
  }
  return out;
}

/**
 * Segments of several polylines (each with its own tolerance) in grid cells, to answer "is this point
 * within the tolerance of any of them" without testing every segment.
 */
export class SegmentGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly segs: number[] = []; // ax, ay, bx, by, tolerance
  readonly pr: Projection;
  private readonly cell: number;

  constructor(lines: readonly { path: readonly LngLat[]; tolerance: number }[], origin?: LngLat) {
    const first = lines.find((l) => l.path.length)?.path[0] ?? ([120, 30] as LngLat);
    this.pr = projection(origin ?? first);
    this.cell = Math.max(25, ...lines.map((l) => l.tolerance * 2));
    for (const l of lines) {
      const pts = l.path.map((p) => [this.pr.x(p), this.pr.y(p)] as const);
      if (pts.length === 1) pts.push(pts[0]!);
      for (let i = 1; i < pts.length; i++) {
        const [ax, ay] = pts[i - 1]!;
        const [bx, by] = pts[i]!;
        const k = this.segs.length / 5;
        this.segs.push(ax, ay, bx, by, l.tolerance);
        const t = l.tolerance;
        // Long segments in pieces no longer than a cell, so a diagonal one takes the cells along it, not its whole box.
        const pieces = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / this.cell));
        const seen = new Set<number>();
        for (let j = 0; j < pieces; j++) {
          const [px0, py0] = [ax + ((bx - ax) * j) / pieces, ay + ((by - ay) * j) / pieces];
          const [px1, py1] = [ax + ((bx - ax) * (j + 1)) / pieces, ay + ((by - ay) * (j + 1)) / pieces];
          this.forCells(Math.min(px0, px1) - t, Math.min(py0, py1) - t, Math.max(px0, px1) + t, Math.max(py0, py1) + t, (key) => {
            if (seen.has(key)) return;
            seen.add(key);
            const list = this.cells.get(key);
            if (list) list.push(k);
            else this.cells.set(key, [k]);
          });
        }
      }
    }
  }

  private forCells(x0: number, y0: number, x1: number, y1: number, f: (key: number) => void) {
    const c = this.cell;
    for (let cx = Math.floor(x0 / c); cx <= Math.floor(x1 / c); cx++)
      for (let cy = Math.floor(y0 / c); cy <= Math.floor(y1 / c); cy++) f(cx * 1_000_003 + cy);
  }

  /** Whether the point lies within the tolerance of some line (a millimetre's slack for rounding). */
  near(p: LngLat): boolean {
    const px = this.pr.x(p);
    const py = this.pr.y(p);
    const c = this.cell;
    const list = this.cells.get(Math.floor(px / c) * 1_000_003 + Math.floor(py / c));
    if (!list) return false;
    const s = this.segs;
    for (const k of list) {
      const o = k * 5;
      const t = s[o + 4]! + EPSILON_M;
      if (segDist2(px, py, s[o]!, s[o + 1]!, s[o + 2]!, s[o + 3]!) <= t * t) return true;
    }
    return false;
  }
}
