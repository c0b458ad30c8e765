/**
 * Where a big screen may draw a point. A place whose coordinates are missing, not numbers, at 0,0 (a
 * device that has no fix answers 0,0) or outside the box where Chinese coordinates lie is not drawn
 * (never at 0,0 in the Gulf of Guinea, never at the city centre as a guess): it is listed as an
 * anomaly under the map with what was given, so someone can correct it.
 *
 * @example
 *   placePoints([{ id: 1, name: '朝晖新村', lng: 120.17, lat: 30.29 }, { id: 2, name: '桶 7', lng: 0, lat: 0 }])
 *   // { drawn: [朝晖新村], anomalies: [{ point: 桶 7, reason: 'zero' }] }
 */
import { inChina } from '../geo';

/** A place a screen's map layer answers (its handler's rows; other fields are kept for panels and popups). */
export type ScreenPoint = {
  id: string | number;
  name: string;
  lng?: number | string | null;
  lat?: number | string | null;
  /** The device that reports this place's position and values through the live store (kit/live). */
  deviceId?: string | null;
  /** What the popup shows after the name (a figure, a state); null is shown as "--". */
  value?: string | number | null;
  /** A colour of its own (a state's), over the layer's. */
  color?: string;
};

/** Why a point is not drawn. */
export type AnomalyReason = 'missing' | 'zero' | 'outside';

export type PointAnomaly<P extends ScreenPoint = ScreenPoint> = { point: P; reason: AnomalyReason };

/** A coordinate as a number, or null when it is missing or not a number ("", null, "abc", NaN). */
export function coordinate(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Whether lng/lat may be drawn, and if not, why. */
export function checkLngLat(lng: unknown, lat: unknown): { ok: true; at: [number, number] } | { ok: false; reason: AnomalyReason } {
  const x = coordinate(lng);
  const y = coordinate(lat);
  if (x === null || y === null) return { ok: false, reason: 'missing' };
  if (x === 0 && y === 0) return { ok: false, reason: 'zero' };
  if (!inChina([x, y])) return { ok: false, reason: 'outside' };
  return { ok: true, at: [x, y] };
}

/** Splits a layer's places into those drawn (with their position) and the anomalies. */
export function placePoints<P extends ScreenPoint>(points: readonly P[]): { drawn: { point: P; at: [number, number] }[]; anomalies: PointAnomaly<P>[] } {
  const drawn: { point: P; at: [number, number] }[] = [];
  const anomalies: PointAnomaly<P>[] = [];
  for (const point of points) {
    const c = checkLngLat(point.lng, point.lat);
    if (c.ok) drawn.push({ point, at: c.at });
    else anomalies.push({ point, reason: c.reason });
  }
  return { drawn, anomalies };
}
