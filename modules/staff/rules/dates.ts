/** Calendar dates as `YYYY-MM-DD` text, computed in UTC so no time zone or daylight change shifts a day. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date (`2026-02-30` is not). */
export function isDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const dayNumber = (text: string) => Math.round(Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / 86_400_000);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date `days` after (or before) `text`. */
export function addDays(text: string, days: number): string {
  const d = new Date((dayNumber(text) + days) * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The date `months` calendar months after `text`; a day the target month lacks becomes its last day
 * (29 February plus 12 months is 28 February of a common year).
 */
export function addMonths(text: string, months: number): string {
  const total = Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12), month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(Number(text.slice(8, 10)), last))}`;
}
