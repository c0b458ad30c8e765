/** Calendar dates (YYYY-MM-DD) and months (YYYY-MM) in UTC arithmetic: no time zone moves a day. */

const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const fmt = (t: number) => new Date(t).toISOString().slice(0, 10);

export const addDays = (d: string, n: number): string => fmt(ms(d) + n * 86_400_000);
/** Calendar days from `a` to `b` (negative when b is before a). */
export const daysBetween = (a: string, b: string): number => Math.round((ms(b) - ms(a)) / 86_400_000);
export const monthStart = (month: string): string => `${month}-01`;
/** The last day of a month. */
export const monthEnd = (month: string): string => addDays(`${nextMonth(month)}-01`, -1);
export const daysInMonth = (month: string): number => Number(monthEnd(month).slice(8, 10));
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const k = y * 12 + (m - 1) + n;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
}
export const isMonth = (v: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
