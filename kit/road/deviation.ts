import { distanceMetres, type LngLat } from '../geo';
import type { TrackPoint } from './completion';
import { SegmentGrid } from './geometry';

/** A road of a line, as the deviation rules need it: its line and its matching tolerance (m). */
export type RoadLine = { path: readonly LngLat[]; tolerance: number };

/** An episode of a deviation: first and last time (ms) and the readings in it. */
export type Episode = { from: number; to: number; points: number };

/** The completion below which a job is a deviation (90 %). */
export const COMPLETION_TARGET = 0.9;

/** Whether a job's completion is a deviation: below the target; unknown (null) is not judged. */
export const belowTarget = (completion: number | null, target = COMPLETION_TARGET): boolean => completion !== null && completion < target;

type Window = { from?: number; to?: number };
const inWindow = (track: readonly TrackPoint[], w: Window) => track.filter((p) => p.t >= (w.from ?? -Infinity) && p.t <= (w.to ?? Infinity));

/** Runs of consecutive readings where `bad` holds; an episode ends at the first reading where it no longer does. */
function episodes(track: readonly TrackPoint[], bad: (p: TrackPoint) => boolean, keep: (ms: number) => boolean): Episode[] {
  const out: Episode[] = [];
  let open: Episode | null = null;
  for (const p of track) {
    if (bad(p)) {
      if (open) {
        open.to = p.t;
        open.points++;
      } else open = { from: p.t, to: p.t, points: 1 };
    } else if (open) {
      open.to = p.t;
      if (keep(open.to - open.from)) out.push(open);
      open = null;
    }
  }
  if (open && keep(open.to - open.from)) out.push(open);
  return out;
}

/**
 * A vehicle leaving its line: episodes where its readings are farther than each road's tolerance from
 * every road of the line, lasting longer than `minMs` (from the first reading off the line to the first
 * back on it, or the last reading).
 */
export function offLine(track: readonly TrackPoint[], line: readonly RoadLine[], options: Window & { minMs: number }): Episode[] {
  const grid = new SegmentGrid(line);
  return episodes(inWindow(track, options), (p) => !grid.near([p.lng, p.lat]), (ms) => ms > options.minMs);
}

/**
 * Speeding over the work rule: episodes of readings faster than `maxKmh` (equal is allowed) lasting at
 * least `minMs` (default 0: any such reading); with `line`, only while on the line's roads (working).
 * Readings without a speed are not judged.
 */
export function speeding(track: readonly TrackPoint[], maxKmh: number, options: Window & { minMs?: number; line?: readonly RoadLine[] } = {}): Episode[] {
  const grid = options.line ? new SegmentGrid(options.line) : null;
  const minMs = options.minMs ?? 0;
  return episodes(
    inWindow(track, options),
    (p) => p.speed != null && p.speed > maxKmh && (!grid || grid.near([p.lng, p.lat])),
    (ms) => ms >= minMs,
  );
}

/**
 * Empty running: total km = the distance between consecutive readings in the window; working km = the
 * part of it with both readings within tolerance of a road of the plan; rate = (total − working) /
 * total, null when total is 0 or the track is unknown (null).
 */
export function emptyRunning(track: readonly TrackPoint[] | null, plan: readonly RoadLine[], options: Window = {}): { totalKm: number | null; workingKm: number | null; rate: number | null } {
  if (!track) return { totalKm: null, workingKm: null, rate: null };
  const grid = new SegmentGrid(plan);
  const pts = inWindow(track, options).sort((a, b) => a.t - b.t);
  let total = 0;
  let working = 0;
  let prevNear = false;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const near = plan.length > 0 && grid.near([p.lng, p.lat]);
    if (i > 0) {
      const q = pts[i - 1]!;
      const d = distanceMetres([q.lng, q.lat], [p.lng, p.lat]);
      total += d;
      if (near && prevNear) working += d;
    }
    prevNear = near;
  }
  const totalKm = total / 1000;
  return { totalKm, workingKm: working / 1000, rate: total > 0 ? (total - working) / total : null };
}
