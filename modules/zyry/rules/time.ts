/**
 * China time (UTC+8, no daylight saving) on the epoch milliseconds the device store keeps: the demo
 * city's shifts, rest windows and work dates are read on this clock whatever the server's zone is.
 */
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of an instant in China. */
export function chinaDate(t: number): string {
  const d = new Date(t + OFFSET);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in China. */
export function chinaStamp(t: number): string {
  const d = new Date(t + OFFSET);
  return `${chinaDate(t)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The instant of a China date and clock time ('HH:mm'); `dayOffset` moves it by whole days. */
export function chinaAt(date: string, clock = '00:00', dayOffset = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = clock.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d + dayOffset, h, mi) - OFFSET;
}

/** A date `n` days after `date`. */
export const addDays = (date: string, n: number) => chinaDate(chinaAt(date, '12:00', n));

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const weekday = (date: string) => ((new Date(chinaAt(date, '12:00') + OFFSET).getUTCDay() + 6) % 7) + 1;

/** Whole days from `from` to `to` (dates). */
export const daysBetween = (from: string, to: string) => Math.round((chinaAt(to) - chinaAt(from)) / DAY);

/** Milliseconds of [a, b) that fall inside any of `windows` (which may overlap each other). */
export function overlapMs(a: number, b: number, windows: readonly { from: number; to: number }[]): number {
  // The common case first, without allocating: no window, or one window, meets [a, b).
  let hits = 0, one = 0;
  for (const w of windows) {
    const x = Math.min(b, w.to) - Math.max(a, w.from);
    if (x > 0) {
      hits++;
      one = x;
    }
  }
  if (hits <= 1) return one;
  const cut = windows.map((w) => [Math.max(a, w.from), Math.min(b, w.to)] as const).filter(([x, y]) => y > x).sort((p, q) => p[0] - q[0]);
  let total = 0;
  let end = -Infinity;
  for (const [x, y] of cut) {
    const start = Math.max(x, end);
    if (y > start) total += y - start;
    end = Math.max(end, y);
  }
  return total;
}
