/** Places, pure: a point in a polygon (ray casting over [lng, lat] rings). */
export type LngLat = [number, number];

export function inRing(p: LngLat, ring: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The outer ring of a stored polygon (GeoJSON text or object, or a ring), or null. */
export function ringOf(shape: unknown): LngLat[] | null {
  let v = shape;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  const g = v as { type?: string; coordinates?: unknown } | null;
  const ring = g && g.type === 'Polygon' && Array.isArray(g.coordinates) ? (g.coordinates[0] as unknown) : v;
  return Array.isArray(ring) && ring.length >= 3 && ring.every((p) => Array.isArray(p) && p.length >= 2) ? (ring as LngLat[]) : null;
}
