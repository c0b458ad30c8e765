/**
 * Inside a worker's assigned area (a fence: a closed ring of [lng, lat]). A point on the fence's edge
 * or at a corner counts as inside: a worker sweeping the kerb the fence was drawn along is on post.
 */
import type { LngLat } from '../../../kit/geo';

/** Degrees: about 1 cm at Hangzhou's latitude, for "on the edge". */
const EDGE = 1e-7;

function onSegment(p: LngLat, a: LngLat, b: LngLat): boolean {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (Math.abs(cross) > EDGE * Math.max(len, EDGE)) return false;
  return p[0] >= Math.min(a[0], b[0]) - EDGE && p[0] <= Math.max(a[0], b[0]) + EDGE && p[1] >= Math.min(a[1], b[1]) - EDGE && p[1] <= Math.max(a[1], b[1]) + EDGE;
}

/** Whether `p` lies inside the ring or on its edge (ray casting; the ring may or may not repeat its first point). */
export function insideFence(p: LngLat, ring: readonly LngLat[]): boolean {
  if (ring.length < 3) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!, b = ring[j]!;
    if (onSegment(p, a, b)) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** The ring of a GeoJSON Polygon text (a geoPolygon field's value), or null when it is no polygon. */
export function ringOf(text: unknown): LngLat[] | null {
  if (typeof text !== 'string' || !text) return null;
  try {
    const g = JSON.parse(text) as { type?: string; coordinates?: LngLat[][] };
    return g.type === 'Polygon' && Array.isArray(g.coordinates?.[0]) ? g.coordinates[0] : null;
  } catch {
    return null;
  }
}

/** A ring as the GeoJSON Polygon text a geoPolygon field stores (closed). */
export function polygonText(ring: readonly LngLat[]): string {
  const closed = ring.length && (ring[0]![0] !== ring.at(-1)![0] || ring[0]![1] !== ring.at(-1)![1]) ? [...ring, ring[0]!] : [...ring];
  return JSON.stringify({ type: 'Polygon', coordinates: [closed] });
}
