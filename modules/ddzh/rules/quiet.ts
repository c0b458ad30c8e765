/**
 * Quiet hours: an alarm raised between `start` and `end` (local 'HH:mm'; start after end spans
 * midnight, e.g. 22:00–06:00) is held until the next `release` time (e.g. 07:30) and shown then.
 * The start is inside the quiet hours, the end is not. Answers the epoch it is held until, or null
 * when it goes out at once.
 */
const minutesOf = (hhmm: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const mm = Number(m[2]);
  return h < 24 && mm < 60 ? h * 60 + mm : null;
};

export const validHhmm = (v: unknown) => typeof v === 'string' && minutesOf(v) !== null;

export function heldUntil(t: number, start: string, end: string, release: string): number | null {
  const s = minutesOf(start);
  const e = minutesOf(end);
  const r = minutesOf(release);
  if (s === null || e === null || r === null || s === e) return null;
  const d = new Date(t);
  const m = d.getHours() * 60 + d.getMinutes() + d.getSeconds() / 60;
  const quiet = s < e ? m >= s && m < e : m >= s || m < e;
  if (!quiet) return null;
  const out = new Date(d);
  out.setHours(Math.floor(r / 60), r % 60, 0, 0);
  while (out.getTime() <= t) out.setDate(out.getDate() + 1);
  return out.getTime();
}
