// Days and times relative to now, in the server's calendar (as every module's seed writes them). `now` is
// always the server's clock (a seed's `now`, a handler's `ctx.store.devices.now()`), never the wall clock.
import { formatDate } from '../../../kit/resource';

export const DAY_MS = 86_400_000;
export const dayOffset = (n: number, now: number) => formatDate(new Date(now - n * DAY_MS));
export const stamp = (ms: number) => formatDate(new Date(ms), true);
export const today = (now: number) => formatDate(new Date(now));

/** The last `n` days, oldest first, ending today (by `now`). */
export const lastDays = (n: number, now: number) => Array.from({ length: n }, (_, i) => dayOffset(n - 1 - i, now));

/** A 'YYYY-MM-DD' parameter, default `fallback`; anything else is refused with `message`. */
export function dayParam(value: unknown, fallback: string): string | null {
  if (value === undefined || value === null || value === '') return fallback;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** A positive integer id from a request value, or null. */
export function idOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
