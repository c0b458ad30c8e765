/**
 * A collector's or a vehicle's positions between two places over a time span, pure and the same on
 * every call (the demo has no device on the households' collectors: the path is drawn from where it
 * went, a point every 30 s along a gently bending line, at most 240 points).
 */
import type { TrackColumns } from '../../../kit/contract';

export type TrackPoint = { t: number; lng: number; lat: number; speed: number | null };
type P = { lng: number; lat: number };

const R = 6371000;
const metres = (a: P, b: P) => {
  const dx = ((b.lng - a.lng) * Math.PI) / 180 * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  const dy = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.sqrt(dx * dx + dy * dy) * R;
};

export function trackBetween(from: P, to: P, startMs: number, endMs: number): TrackPoint[] {
  if (!(endMs > startMs)) return [];
  const n = Math.min(240, Math.max(2, Math.floor((endMs - startMs) / 30_000) + 1));
  const step = (endMs - startMs) / (n - 1);
  const bend = 0.15;
  const pts: TrackPoint[] = [];
  for (let i = 0; i < n; i++) {
    const f = i / (n - 1);
    const off = Math.sin(f * Math.PI) * bend;
    const lng = from.lng + (to.lng - from.lng) * f - (to.lat - from.lat) * off;
    const lat = from.lat + (to.lat - from.lat) * f + (to.lng - from.lng) * off;
    pts.push({ t: Math.round(startMs + step * i), lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6, speed: null });
  }
  for (let i = 1; i < n; i++) pts[i]!.speed = Math.round((metres(pts[i - 1]!, pts[i]!) / ((pts[i]!.t - pts[i - 1]!.t) / 1000)) * 3.6 * 10) / 10;
  pts[0]!.speed = 0;
  return pts;
}

/** The same positions as columns (newHistoryPosition: half the JSON of the objects). */
export const toColumns = (pts: TrackPoint[]): TrackColumns => ({ t: pts.map((p) => p.t), lng: pts.map((p) => p.lng), lat: pts.map((p) => p.lat), speed: pts.map((p) => p.speed) });
