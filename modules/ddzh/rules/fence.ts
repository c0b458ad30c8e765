/**
 * Fences and a job's progress read from positions. A fence is a circle: a point on the map and a
 * radius in metres; a position exactly on the edge is inside. A job's progress is read from the
 * positions (and the load weight, where the device reports one) taken AT OR AFTER its acceptance: a
 * vehicle or crew that merely passed the origin before it was accepted starts nothing.
 *
 * Events, in order: arrived (first position inside the origin's fence), loaded (the weight rose by at
 * least LOAD_KG since arrival, while inside the origin), left (first position outside the origin after
 * arriving), arrivedDest (first position inside the destination's fence after leaving the origin),
 * unloaded (the weight fell by at least LOAD_KG while inside the destination). The job is done at
 * arrivedDest, and for a job that carries garbage only once it is also unloaded.
 */
import { distanceMetres, type LngLat } from '../../../kit/geo';

export type Fence = { at: LngLat; radius: number };
export type Position = { t: number; lng: number; lat: number; weight?: number | null };
export type ProgressEvent = { event: 'arrived' | 'loaded' | 'left' | 'arrivedDest' | 'unloaded'; t: number; at: LngLat };
export type Progress = { events: ProgressEvent[]; started: number | null; done: number | null };

/** The smallest weight change (kg) read as a load or an unload: a bin lift is about 200 kg. */
export const LOAD_KG = 100;

export const inside = (p: LngLat, fence: Fence): boolean => distanceMetres(p, fence.at) <= fence.radius;

/** What the positions since `acceptedAt` (inclusive) say about a job from `origin` to `dest`. */
export function progress(points: readonly Position[], acceptedAt: number, origin: Fence, dest: Fence, carriesGarbage: boolean): Progress {
  const events: ProgressEvent[] = [];
  const seen = new Set<string>();
  const add = (event: ProgressEvent['event'], p: Position) => {
    if (seen.has(event)) return;
    seen.add(event);
    events.push({ event, t: p.t, at: [p.lng, p.lat] });
  };
  let stage: 'toOrigin' | 'atOrigin' | 'toDest' | 'atDest' = 'toOrigin';
  let weightAtArrival: number | null = null;
  let weightAtDest: number | null = null;
  for (const p of [...points].sort((a, b) => a.t - b.t)) {
    if (p.t < acceptedAt) continue;
    const at: LngLat = [p.lng, p.lat];
    const w = typeof p.weight === 'number' ? p.weight : null;
    if (stage === 'toOrigin' && inside(at, origin)) {
      add('arrived', p);
      stage = 'atOrigin';
      weightAtArrival = w;
    }
    if (stage === 'atOrigin') {
      if (w !== null && weightAtArrival === null) weightAtArrival = w;
      if (inside(at, origin)) {
        if (w !== null && weightAtArrival !== null && w - weightAtArrival >= LOAD_KG) add('loaded', p);
        continue;
      }
      add('left', p);
      stage = 'toDest';
    }
    if (stage === 'toDest' && inside(at, dest)) {
      add('arrivedDest', p);
      stage = 'atDest';
      weightAtDest = w;
    }
    if (stage === 'atDest' && inside(at, dest)) {
      if (w !== null && weightAtDest === null) weightAtDest = w;
      if (w !== null && weightAtDest !== null && weightAtDest - w >= LOAD_KG) add('unloaded', p);
    }
  }
  const at = (e: ProgressEvent['event']) => events.find((x) => x.event === e)?.t ?? null;
  const arrivedDest = at('arrivedDest');
  const done = arrivedDest === null ? null : carriesGarbage ? at('unloaded') : arrivedDest;
  return { events, started: at('arrived'), done };
}
