/**
 * The ranges the lists read: days (`YYYY-MM-DD`, local time), months (`YYYY-MM`) and times
 * (`YYYY-MM-DD HH:mm:ss` or milliseconds), each checked; blank means the last seven days (months: this
 * month and the two before). Refused when backwards, malformed or longer than the device store answers.
 */
import { HandlerError, type ModuleDevices } from '../../../kit/resource';

type T = (key: string, p?: Record<string, string | number>) => string;
const DAY = 86_400_000;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Local midnight of a `YYYY-MM-DD` day; NaN when it is not one. */
export function dayStart(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m) return NaN;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]) ? d.getTime() : NaN;
}

function checked(from: number, to: number, devices: Pick<ModuleDevices, 'maxRangeDays'>, t: T) {
  // One day less than the store answers: the day before the range gives the first day's starting level.
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to || to - from > (devices.maxRangeDays - 1) * DAY) throw new HandlerError(t('cljk.error.range', { days: devices.maxRangeDays - 1 }));
  return { from, to };
}

/** `[from, to)` of the days `start`–`end` (both included); by default the last seven days up to now. */
export function dayRange(start: unknown, end: unknown, devices: Pick<ModuleDevices, 'now' | 'maxRangeDays'>, t: T): { from: number; to: number } {
  const day = (v: unknown) => {
    const ms = dayStart(String(v));
    if (Number.isNaN(ms)) throw new HandlerError(t('cljk.error.day'));
    return ms;
  };
  const today = new Date(devices.now());
  const to = blank(end) ? devices.now() : day(end) + DAY;
  const from = blank(start) ? new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6).getTime() : day(start);
  return checked(from, to, devices, t);
}

/** `[from, to)` of the months `start`–`end` (both included); by default this month and the two before. */
export function monthRange(start: unknown, end: unknown, devices: Pick<ModuleDevices, 'now' | 'maxRangeDays'>, t: T): { from: number; to: number } {
  const month = (v: unknown, next = false) => {
    const m = /^(\d{4})-(\d{2})$/.exec(String(v).trim());
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new HandlerError(t('cljk.error.month'));
    return new Date(Number(m[1]), Number(m[2]) - 1 + (next ? 1 : 0), 1).getTime();
  };
  const now = new Date(devices.now());
  const to = blank(end) ? devices.now() : month(end, true);
  const from = blank(start) ? new Date(now.getFullYear(), now.getMonth() - 2, 1).getTime() : month(start);
  return checked(from, to, devices, t);
}

/** A time given as `YYYY-MM-DD HH:mm:ss`, `YYYY-MM-DD` or milliseconds; NaN when none of these. */
function timeOf(v: unknown): number {
  const s = String(v).trim();
  if (/^\d{10,}$/.test(s)) return Number(s);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return dayStart(s);
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s) ? new Date(s.replace(' ', 'T')).getTime() : NaN;
}

/** `[from, to]` of two times (an end given as a day means the whole day); by default the last seven days. */
export function timeRange(start: unknown, end: unknown, devices: Pick<ModuleDevices, 'now' | 'maxRangeDays'>, t: T): { from: number; to: number } {
  const endDay = !blank(end) && /^\d{4}-\d{2}-\d{2}$/.test(String(end).trim());
  const to = blank(end) ? devices.now() : timeOf(end) + (endDay ? DAY : 0);
  const from = blank(start) ? to - 7 * DAY : timeOf(start);
  return checked(from, to, devices, t);
}
