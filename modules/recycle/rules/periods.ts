/**
 * The statistics' periods: days, months or years of local dates (YYYY-MM-DD), and the checked range a
 * statistics call reads (default: the last 12 months to today; at most two years).
 */
export type Period = 'day' | 'month' | 'year';

export const isPeriod = (v: unknown): v is Period => v === 'day' || v === 'month' || v === 'year';

/** The period a date or time (YYYY-MM-DD…) falls in: 2026-11-28, 2026-11 or 2026. */
export function periodOf(when: string, period: Period): string {
  return period === 'day' ? when.slice(0, 10) : period === 'month' ? when.slice(0, 7) : when.slice(0, 4);
}

const DAY = 86_400_000;
const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every period from `from` to `to` (dates), in order. */
export function periodsBetween(from: string, to: string, period: Period): string[] {
  const out: string[] = [];
  if (period === 'day') for (let t = utc(from); t <= utc(to); t += DAY) out.push(iso(t));
  else if (period === 'month') {
    let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
    const end = to.slice(0, 7);
    for (;;) {
      const key = `${y}-${String(m).padStart(2, '0')}`;
      out.push(key);
      if (key >= end) break;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
  } else for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) out.push(String(y));
  return out;
}

/** A checked range of dates: blank = the last 12 months to `today`; null when invalid or longer than two years. */
export function rangeOf(from: unknown, to: unknown, today: string): { from: string; to: string } | null {
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  const f = blank(from) ? iso(utc(`${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`) + 31 * DAY).slice(0, 8) + '01' : String(from).slice(0, 10);
  const t = blank(to) ? today : String(to).slice(0, 10);
  if (!DATE.test(f) || !DATE.test(t) || Number.isNaN(utc(f)) || Number.isNaN(utc(t)) || iso(utc(f)) !== f || iso(utc(t)) !== t) return null;
  if (f > t || utc(t) - utc(f) > 731 * DAY) return null;
  return { from: f, to: t };
}
