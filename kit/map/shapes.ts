/**
 * Lines and polygons as the resource fields `geoLine` and `geoPolygon` store them: GeoJSON geometry
 * text (`{"type":"LineString","coordinates":[[lng,lat],…]}`, or a Polygon with one closed ring), WGS-84.
 * Plain TS, shared by the form (browser) and validation (server).
 */
import type { LngLat } from '../geo';

export type ShapeKind = 'line' | 'polygon';

/** Most vertices a stored shape may have. */
export const MAX_VERTICES = 5000;

const isPosition = (p: unknown): p is LngLat =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;

/** The vertices of a stored shape (a polygon's ring without its closing point), or null if it is not one. */
export function parseShape(text: string, kind: ShapeKind): LngLat[] | null {
  let g: unknown;
  try {
    g = JSON.parse(text);
  } catch {
    return null;
  }
  const geometry = g as { type?: unknown; coordinates?: unknown };
  if (kind === 'line') {
    if (geometry?.type !== 'LineString' || !Array.isArray(geometry.coordinates)) return null;
    const path = geometry.coordinates as unknown[];
    return path.length >= 2 && path.length <= MAX_VERTICES && path.every(isPosition) ? path.map((p) => [p[0], p[1]] as LngLat) : null;
  }
  if (geometry?.type !== 'Polygon' || !Array.isArray(geometry.coordinates) || geometry.coordinates.length !== 1) return null;
  const ring = geometry.coordinates[0] as unknown[];
  if (!Array.isArray(ring) || ring.length < 4 || ring.length > MAX_VERTICES + 1 || !ring.every(isPosition)) return null;
  const a = ring[0] as LngLat;
  const z = ring[ring.length - 1] as LngLat;
  if (a[0] !== z[0] || a[1] !== z[1]) return null;
  return ring.slice(0, -1).map((p) => [(p as LngLat)[0], (p as LngLat)[1]] as LngLat);
}

/** The stored text of a shape's vertices ('' when there are too few to make one). */
export function shapeText(kind: ShapeKind, vertices: LngLat[]): string {
  const round = (p: LngLat): LngLat => [Math.round(p[0] * 1e6) / 1e6, Math.round(p[1] * 1e6) / 1e6];
  if (kind === 'line') return vertices.length >= 2 ? JSON.stringify({ type: 'LineString', coordinates: vertices.map(round) }) : '';
  if (vertices.length < 3) return '';
  const ring = vertices.map(round);
  return JSON.stringify({ type: 'Polygon', coordinates: [[...ring, ring[0]]] });
}

/** Whether a value is a valid stored shape of the kind. */
export const shapeCheck = (text: string, kind: ShapeKind): boolean => parseShape(text, kind) !== null;
