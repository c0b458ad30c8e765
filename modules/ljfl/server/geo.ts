/**
 * Where the demo's districts are: each district code's centre from the kit's real district outlines
 * (kit/geo/hangzhou.ts), so seeded places fall inside their district on the board's map.
 */
import { DISTRICT_NAMES } from '../../../kit/geo/demoCity';
import { districts } from '../../../kit/geo/hangzhou';

/** District code → [lng, lat] of its label centre. */
export const DISTRICT_CENTRES: Record<string, [number, number]> = Object.fromEntries(
  Object.entries(DISTRICT_NAMES).map(([code, name]) => {
    const d = districts.find((x) => x.name === name);
    return [code, (d?.centre ?? [120.17, 30.275]) as [number, number]];
  }),
);

/** A geoPoint value, or null when the stored value is not a valid WGS-84 point in China. */
export function pointOf(v: unknown): { lng: number; lat: number } | null {
  const p = v as { lng?: unknown; lat?: unknown } | null;
  if (!p || typeof p.lng !== 'number' || typeof p.lat !== 'number') return null;
  if (!Number.isFinite(p.lng) || !Number.isFinite(p.lat) || p.lng < 73 || p.lng > 136 || p.lat < 3 || p.lat > 54) return null;
  return { lng: p.lng, lat: p.lat };
}
