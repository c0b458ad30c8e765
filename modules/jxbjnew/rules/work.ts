/**
 * The road-work module's own choices and calendar rules (plain data, no I/O): job types, road grades
 * and classes, the shifts of a plan and when a plan works on a date. The completion, deviation and
 * empty-running rules over tracks are kit/road's (shared with 道路保洁), see rules/measure.ts.
 */
import { ROAD_JOBS } from '../../../kit/road';

/** Sweeping, washing, dust suppression: kit/road's jobs. */
export const JOB_TYPES = ROAD_JOBS;
export const ROAD_GRADES = ['first', 'second', 'third'] as const;
export const ROAD_CLASSES = ['expressway', 'arterial', 'secondary', 'branch'] as const;
export const FREQUENCIES = ['daily', 'workdays', 'alternate'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** A job's result: met (≥ the standard, no deviation), deviation, running (the shift is not over), planned (not started), noTrack (a device, no positions), noDevice. */
export const WORK_STATUSES = ['met', 'deviation', 'running', 'planned', 'noTrack', 'noDevice'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
/** What says a vehicle is working: moving within its job's speed band, or (washers, sprinklers) its water level falling too. */
export const WORK_SIGNALS = ['speed', 'water'] as const;
export type WorkSignal = (typeof WORK_SIGNALS)[number];

/** The shifts of a plan (the crew's shift codes of kit/people): on and off in China time; an off before the on is the next day. */
export const SHIFTS: Record<string, { on: string; off: string }> = {
  D: { on: '05:00', off: '13:00' },
  Z: { on: '08:30', off: '17:30' },
  N: { on: '22:00', off: '06:00' },
};

const CHINA = 8 * 3600_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Midnight of a date (YYYY-MM-DD) in China time, as epoch ms. */
export const dayStart = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) - CHINA;

/** The date (China time) of an instant. */
export const chinaDate = (t: number) => new Date(t + CHINA).toISOString().slice(0, 10);

/** `date` plus `n` days. */
export const addDays = (date: string, n: number) => new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + n)).toISOString().slice(0, 10);

/** A shift's window on its date: a night shift 22:00–06:00 of 11-20 runs to 06:00 of 11-21 (one day's work). */
export function shiftWindow(date: string, shift: string): { from: number; to: number } {
  const s = SHIFTS[shift] ?? SHIFTS.D!;
  const from = dayStart(date) + minutesOf(s.on) * 60_000;
  let to = dayStart(date) + minutesOf(s.off) * 60_000;
  if (to <= from) to += 86_400_000;
  return { from, to };
}

/**
 * Whether a plan works on `date`: every day (daily), Monday to Saturday (workdays: street crews work
 * Saturdays), or every other day counted from the plan's start (alternate); never outside its dates.
 */
export function planned(p: { frequency: string; startDate: string; endDate?: string | null }, date: string): boolean {
  if (date < p.startDate || (p.endDate && date > p.endDate)) return false;
  if (p.frequency === 'workdays') return new Date(`${date}T00:00:00Z`).getUTCDay() !== 0;
  if (p.frequency === 'alternate') return Math.round((dayStart(date) - dayStart(p.startDate)) / 86_400_000) % 2 === 0;
  return true;
}
