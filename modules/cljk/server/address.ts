/**
 * Offline address lookup (gpsPosition/getAddress and the export with addresses): the district, the
 * nearest road and the nearest landmark of the shipped base map (kit/geo/hangzhou.ts, drawn by hand,
 * off by up to a few hundred metres), never an online geocoder.
 */
import { distanceMetres, districts, places, roads, type LngLat } from '../../../kit/geo';

/** Whether a point lies inside a ring (ray casting). */
function inside([x, y]: LngLat, ring: readonly LngLat[]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** The metres from a point to a segment (flat within a city: degrees scaled by the latitude). */
function toSegment(p: LngLat, a: LngLat, b: LngLat): number {
  const k = Math.cos((p[1] * Math.PI) / 180);
  const [dx, dy] = [(b[0] - a[0]) * k, b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const f = len === 0 ? 0 : Math.max(0, Math.min(1, (((p[0] - a[0]) * k) * dx + (p[1] - a[1]) * dy) / len));
  return distanceMetres(p, [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
}

/**
 * What getAddress answers: the parts and one line in the caller's language (`西湖区 文三路—天目山路附近，距西湖约
 * 2.1 公里`; `西湖区, near 文三路—天目山路, about 2.1 km from 西湖`: the base map's names are Chinese).
 */
export type Address = { district: string; road: string; roadMetres: number; landmark: string; landmarkMetres: number; address: string };

type T = (key: string, params?: Record<string, string | number>) => string;

const distanceText = (m: number, t: T) => (m < 1000 ? t('cljk.address.metres', { n: Math.round(m / 10) * 10 }) : t('cljk.address.kilometres', { n: (m / 1000).toFixed(1) }));

/** The address of a WGS-84 point from the base map, its line written with `t` (the caller's language). */
export function addressOf(p: LngLat, t: T): Address {
  const district = districts.find((d) => inside(p, d.ring))?.name ?? '';
  let road = { name: '', m: Infinity };
  for (const r of roads) for (let i = 1; i < r.path.length; i++) {
    const m = toSegment(p, r.path[i - 1]!, r.path[i]!);
    if (m < road.m) road = { name: r.name, m };
  }
  let place = { name: '', m: Infinity };
  for (const x of places) {
    const m = distanceMetres(p, x.at);
    if (m < place.m) place = { name: x.name, m };
  }
  const near = road.m <= 500 ? t('cljk.address.nearRoad', { road: road.name }) : t('cljk.address.fromRoad', { road: road.name, distance: distanceText(road.m, t) });
  const line = t('cljk.address.line', { district: district ? t('cljk.address.district', { district }) : '', near, landmark: place.name, distance: distanceText(place.m, t) });
  return { district, road: road.name, roadMetres: Math.round(road.m), landmark: place.name, landmarkMetres: Math.round(place.m), address: line };
}
