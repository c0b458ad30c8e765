/**
 * Helpers of the sorting data's server code: days and months back from today, rounding that keeps
 * unknown as null, and reading a request's parameters with a clear refusal.
 */
import { formatDate, HandlerError, type HandlerContext } from '../../../kit/resource';
import { enumValues } from '../enums';

export type Row = Record<string, unknown>;

/** The day `n` days before `from` (the server's clock: `ctx.store.devices.now()`). */
export const dayOffset = (n: number, from: number) => formatDate(new Date(from - n * 86_400_000));

/** The last `n` months 'YYYY-MM', oldest first, ending with the month of `at` (the server's clock). */
export function lastMonths(n: number, at: number): string[] {
  const now = new Date(at);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (n - 1 - i), 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

/** Rounds to `d` places; null and non-numbers stay null (unknown is never 0). */
export function round(n: unknown, d = 2): number | null {
  if (n === null || n === undefined || n === '') return null;
  const v = Number(n);
  return Number.isFinite(v) ? Math.round(v * 10 ** d) / 10 ** d : null;
}

/** `a ÷ b` as a percentage with one decimal, or null when either is unknown or `b` is 0. */
export function percent(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : Math.round((a / b) * 1000) / 10;
}

/** The number of days a statistic covers (default 30, at most 366). */
export function daysParam(ctx: HandlerContext): number {
  const v = ctx.input.days;
  if (v === undefined || v === '' || v === null) return 30;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 366) throw new HandlerError(ctx.t('jlzs.stats.badDays'));
  return n;
}

/** The district a statistic is narrowed to, or null for all. */
export function districtParam(ctx: HandlerContext): string | null {
  const v = ctx.input.district;
  if (v === undefined || v === '' || v === null) return null;
  if (!(enumValues.district as readonly string[]).includes(String(v))) throw new HandlerError(ctx.t('jlzs.stats.badDistrict', { district: String(v).slice(0, 40) }));
  return String(v);
}

/** A date-only end of a range over a datetime column reaches to the end of that day. */
export const dayEnd = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 23:59:59` : v);

/** Whether a grouped boolean holds true (SQLite answers 1, PostgreSQL true). */
export const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
