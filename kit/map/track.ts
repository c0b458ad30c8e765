/**
 * A track's figures and its drawing, plain TS: distance, duration, stops and speeding from every
 * point (never decimated), and a decimated path for drawing (Douglas–Peucker in degrees, keeping the
 * first and last points), so 50,000 points draw as a few thousand.
 *
 * @example
 *   const stats = trackStats(points, { speedLimit: 60 });
 *   const path = decimate(points.map((p) => [p.lng, p.lat]), 0.00005);
 */
import { distanceMetres, type LngLat } from '../geo';
import type { TrackColumns } from '../contract';

export type TrackPoint = { t: number; lng: number; lat: number; speed: number | null };

/** The points of a columnar track (`readings/track` with `columns=1`, half the JSON of the objects). */
export function trackFromColumns(c: TrackColumns): TrackPoint[] {
  const out: TrackPoint[] = new Array<TrackPoint>(c.t.length);
  for (let i = 0; i < c.t.length; i++) out[i] = { t: c.t[i]!, lng: c.lng[i]!, lat: c.lat[i]!, speed: c.speed[i] ?? null };
  return out;
}
export type Stop = { from: number; to: number; at: LngLat };
export type Speeding = { from: number; to: number; maxKmh: number };
export type TrackStats = { distanceMetres: number; durationMs: number; stops: Stop[]; speeding: Speeding[] };

/**
 * Figures of a track: distance along every point, duration, stops (no more than `stopRadius` metres
 * moved for at least `stopMs`) and stretches over `speedLimit` km/h (the reported speed, else the
 * speed between points).
 */
export function trackStats(points: TrackPoint[], o: { speedLimit?: number; stopMs?: number; stopRadius?: number } = {}): TrackStats {
  const limit = o.speedLimit ?? 60;
  const stopMs = o.stopMs ?? 180_000;
  const stopRadius = o.stopRadius ?? 30;
  let distance = 0;
  const stops: Stop[] = [];
  const speeding: Speeding[] = [];
  let anchor = 0;
  let fast: Speeding | null = null;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const d = distanceMetres([a.lng, a.lat], [b.lng, b.lat]);
    distance += d;
    const kmh = b.speed ?? (b.t > a.t ? (d / ((b.t - a.t) / 1000)) * 3.6 : 0);
    if (kmh > limit) {
      if (fast) {
        fast.to = b.t;
        fast.maxKmh = Math.max(fast.maxKmh, kmh);
      } else fast = { from: a.t, to: b.t, maxKmh: kmh };
    } else if (fast) {
      speeding.push(fast);
      fast = null;
    }
    const p0 = points[anchor]!;
    if (distanceMetres([p0.lng, p0.lat], [b.lng, b.lat]) > stopRadius) {
      if (a.t - p0.t >= stopMs) stops.push({ from: p0.t, to: a.t, at: [p0.lng, p0.lat] });
      anchor = i;
    }
  }
  if (fast) speeding.push(fast);
  const last = points[points.length - 1];
  const p0 = points[anchor];
  if (last && p0 && last.t - p0.t >= stopMs && anchor < points.length - 1) stops.push({ from: p0.t, to: last.t, at: [p0.lng, p0.lat] });
  return { distanceMetres: distance, durationMs: points.length ? last!.t - points[0]!.t : 0, stops, speeding };
}

/** Douglas–Peucker (iterative): the points of `path` that keep it within `tolerance` degrees. */
export function decimate(path: LngLat[], tolerance: number): LngLat[] {
  if (path.length <= 2) return path.slice();
  const keep = new Uint8Array(path.length);
  keep[0] = keep[path.length - 1] = 1;
  const stack: [number, number][] = [[0, path.length - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length) {
    const [s, e] = stack.pop()!;
    const [ax, ay] = path[s]!;
    const [bx, by] = path[e]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len = dx * dx + dy * dy;
    let worst = -1;
    let worstD = t2;
    for (let i = s + 1; i < e; i++) {
      const [px, py] = path[i]!;
      let u = len ? ((px - ax) * dx + (py - ay) * dy) / len : 0;
      u = Math.max(0, Math.min(1, u));
      const d = (ax + u * dx - px) ** 2 + (ay + u * dy - py) ** 2;
      if (d > worstD) {
        worst = i;
        worstD = d;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([s, worst], [worst, e]);
    }
  }
  return path.filter((_, i) => keep[i]);
}

/** The index of the last point at or before `t` (binary search; points in time order). */
export function indexAt(points: TrackPoint[], t: number): number {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (points[mid]!.t <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
