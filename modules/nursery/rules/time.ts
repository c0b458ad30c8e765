/** Days as `YYYY-MM-DD` on the China calendar (UTC+8, no daylight saving), as the demo city lives them. */
const CHINA_MS = 8 * 3600_000;

/** The China calendar day of an instant (ms). */
export const chinaDate = (ms: number): string => new Date(ms + CHINA_MS).toISOString().slice(0, 10);

/** `day` plus `n` days (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
