/**
 * Whether a stored place can be drawn: both coordinates are numbers, it is not the 0,0 a failed GPS
 * fix or a blank import leaves, and it lies in China (where the demo city and every tenant are). A
 * place that fails is listed as an anomaly, never drawn.
 */
import { inChina } from '../../kit/geo/coords';

export type Place = { location?: unknown; lng?: unknown; lat?: unknown };

/** The place's [lng, lat] when it can be drawn, else null. */
export function validPoint(place: Place): [number, number] | null {
  const loc = (place.location && typeof place.location === 'object' ? place.location : place) as { lng?: unknown; lat?: unknown };
  const lng = typeof loc.lng === 'number' ? loc.lng : Number.NaN;
  const lat = typeof loc.lat === 'number' ? loc.lat : Number.NaN;
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  if (Math.abs(lng) < 1e-6 && Math.abs(lat) < 1e-6) return null;
  return inChina([lng, lat]) ? [lng, lat] : null;
}

/** Why a place cannot be drawn: no coordinates, 0,0, or outside China; null when it can. */
export function pointProblem(place: Place): 'missing' | 'zero' | 'outside' | null {
  if (validPoint(place)) return null;
  const loc = (place.location && typeof place.location === 'object' ? place.location : place) as { lng?: unknown; lat?: unknown };
  if (typeof loc.lng !== 'number' || typeof loc.lat !== 'number' || !Number.isFinite(loc.lng) || !Number.isFinite(loc.lat)) return 'missing';
  return Math.abs(loc.lng) < 1e-6 && Math.abs(loc.lat) < 1e-6 ? 'zero' : 'outside';
}
