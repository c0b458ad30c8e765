/**
 * Helpers of the area's handlers: days and months back from today, chart shapes the kit's boards draw
 * (`SeriesData`, `PieItem`, `StatItem`), and reading ids from a request.
 */
import { formatDate, HandlerError, type HandlerContext } from '../../../kit/resource';
import type { PieItem, SeriesData, StatItem } from '../../../kit/charts/shapes';

export type { PieItem, SeriesData, StatItem };

/** The server's clock (never the wall clock): a handler's `ctx.store.devices.now()`. */
type Clock = Pick<HandlerContext, 'store'>;

export const today = (ctx: Clock) => formatDate(new Date(ctx.store.devices.now()));
export const dayOffset = (ctx: Clock, n: number) => formatDate(new Date(ctx.store.devices.now() - n * 86_400_000));

/** The last `n` days, oldest first, ending today (by the server's clock). */
export const lastDays = (ctx: Clock, n: number) => Array.from({ length: n }, (_, i) => dayOffset(ctx, n - 1 - i));

/** The last `n` months 'YYYY-MM', oldest first, ending this month (by the server's clock). */
export function lastMonths(ctx: Clock, n: number): string[] {
  const now = new Date(ctx.store.devices.now());
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (n - 1 - i), 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

export const round2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

/** A positive integer parameter, or a clear refusal naming it. */
export function idParam(ctx: HandlerContext, name = 'id'): number {
  const v = ctx.input[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HandlerError(ctx.t('ljszy.param.missing', { name }));
  return n;
}

/** A 'YYYY-MM-DD' parameter (default today). */
export function dateParam(ctx: HandlerContext, name = 'date'): string {
  const v = ctx.input[name];
  if (v === undefined || v === '') return today(ctx);
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new HandlerError(ctx.t('ljszy.param.date', { name }));
  return v;
}

/** A list of ids given as an array, JSON text or comma-separated text. */
export function idsParam(ctx: HandlerContext, name: string): number[] {
  const v = ctx.input[name];
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.replace(/^\[|\]$/g, '').split(',') : [];
  return list.map((x) => Number(String(x).trim())).filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, 500);
}

/** One series per key over the given categories from grouped rows. */
export function seriesOf(rows: Record<string, unknown>[], categoryKey: string, seriesKey: string, valueKey: string, categories: string[], nameOf: (key: string) => string, top = 6): SeriesData {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(String(r[seriesKey]), (totals.get(String(r[seriesKey])) ?? 0) + Number(r[valueKey] ?? 0));
  const keys = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k]) => k);
  return {
    categories,
    series: keys.map((k) => ({
      name: nameOf(k),
      data: categories.map((c) => round2(rows.filter((r) => String(r[seriesKey]) === k && r[categoryKey] === c).reduce((s, r) => s + Number(r[valueKey] ?? 0), 0))),
    })),
  };
}

/** The route's facility ids (kept as JSON text on the route). */
export function routeFacilityIds(route: Record<string, unknown> | null): number[] {
  try {
    const ids: unknown = JSON.parse(String(route?.facilityIds ?? '[]'));
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isSafeInteger) : [];
  } catch {
    return [];
  }
}

/** Distance in km between two WGS-84 points (haversine). */
export function distanceKm(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(12742 * Math.asin(Math.sqrt(h)) * 100) / 100;
}
