/**
 * Overtime and the law's caps (劳动法 §41: at most 1 h a day normally, 3 h a day and 36 h a month at
 * most; §44: paid at 150 % on a workday, 200 % on a rest day without time off in lieu, 300 % on a
 * statutory holiday). A day or month **beyond** the cap is flagged (exactly 3 h or 36 h is not).
 */
import { weekday } from './time';

export const DAY_CAP_HOURS = 3;
export const MONTH_CAP_HOURS = 36;
export const OVERTIME_KINDS = ['workday', 'restday', 'holiday'] as const;
export type OvertimeKind = (typeof OVERTIME_KINDS)[number];
export const PAY_FACTORS: Record<OvertimeKind, number> = { workday: 1.5, restday: 2, holiday: 3 };

/**
 * The statutory holidays (法定节假日) of 2026 paid at 300 %: New Year's Day, four days of the Spring
 * Festival, Qingming, two of Labour Day, Dragon Boat, Mid-Autumn and three of National Day (the State
 * Council's notice; the other days of the breaks are rest days, 200 %).
 */
export const HOLIDAYS = new Set([
  '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-04-05', '2026-05-01', '2026-05-02',
  '2026-06-19', '2026-09-25', '2026-10-01', '2026-10-02', '2026-10-03',
]);

/** The kind of a date's overtime when nobody said otherwise: a holiday, Saturday and Sunday rest days, else a workday. */
export const defaultKind = (date: string): OvertimeKind => (HOLIDAYS.has(date) ? 'holiday' : weekday(date) >= 6 ? 'restday' : 'workday');

export type OvertimeEntry = { person: string; date: string; hours: number; kind: OvertimeKind };

export type OvertimeMonth = {
  person: string;
  month: string;
  workday: number;
  restday: number;
  holiday: number;
  total: number;
  /** Hours as paid: each kind's hours times its factor (workday 1.5, rest day 2, holiday 3). */
  payHours: number;
  /** Days whose overtime adds up to more than 3 h. */
  daysOverCap: string[];
  /** The month's overtime is more than 36 h. */
  overMonthCap: boolean;
};

const round = (n: number) => Math.round(n * 100) / 100;

/** Each day's total per person ('person|date' → hours). */
export function dayTotals(entries: readonly OvertimeEntry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) out.set(`${e.person}|${e.date}`, (out.get(`${e.person}|${e.date}`) ?? 0) + e.hours);
  return out;
}

/** Whether a day's overtime (hours) is beyond the daily cap. */
export const overDayCap = (hours: number) => hours > DAY_CAP_HOURS + 1e-9;
/** Whether a month's overtime (hours) is beyond the monthly cap. */
export const overMonthCap = (hours: number) => hours > MONTH_CAP_HOURS + 1e-9;

/** One row per person and month ('YYYY-MM'), in the order persons first appear. */
export function overtimeMonths(entries: readonly OvertimeEntry[]): OvertimeMonth[] {
  const rows = new Map<string, OvertimeMonth>();
  const days = dayTotals(entries);
  for (const e of entries) {
    const month = e.date.slice(0, 7);
    const key = `${e.person}|${month}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { person: e.person, month, workday: 0, restday: 0, holiday: 0, total: 0, payHours: 0, daysOverCap: [], overMonthCap: false }));
    r[e.kind] = round(r[e.kind] + e.hours);
    r.total = round(r.total + e.hours);
    r.payHours = round(r.payHours + e.hours * PAY_FACTORS[e.kind]);
    if (overDayCap(days.get(`${e.person}|${e.date}`) ?? 0) && !r.daysOverCap.includes(e.date)) r.daysOverCap.push(e.date);
  }
  for (const r of rows.values()) {
    r.overMonthCap = overMonthCap(r.total);
    r.daysOverCap.sort();
  }
  return [...rows.values()];
}
