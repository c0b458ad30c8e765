/**
 * The rules of 审批中心 (ht) that protect people, as pure functions over plain values: which kind of
 * day an overtime falls on (workday / rest day / statutory holiday) and its pay factor (150 % / 200 % /
 * 300 %), the legal caps (3 h a day, 36 h a month: flagged, never refused — the work was done and must
 * be paid), how long an application is (overtime: end − start; leave: per calendar day at most 8 h), and
 * the per-person monthly summary payroll needs. Computed from approved items only; the server feeds
 * them (server/reports.ts) and the tests check them at their edges (tests/modules/ht/rules.test.ts).
 *
 * @example
 *   dayKindOf('2026-10-01')                   // 'holiday'
 *   hoursBetween('2026-11-02 18:00:00', '2026-11-02 21:30:00')   // 3.5
 *   leaveHours('2026-11-02 08:00:00', '2026-11-03 12:00:00')     // 8 + 4 = 12
 */
import { HOLIDAYS } from './holidays';

export type DayKind = 'workday' | 'restDay' | 'holiday';
export const DAY_KINDS: readonly DayKind[] = ['workday', 'restDay', 'holiday'];
/** Pay factor in per cent of the normal hourly wage (劳动法第四十四条). */
export const PAY_FACTOR: Record<DayKind, number> = { workday: 150, restDay: 200, holiday: 300 };
/** 劳动法第四十一条: overtime at most 3 h a day and 36 h a month. */
export const DAILY_CAP_HOURS = 3;
export const MONTHLY_CAP_HOURS = 36;
/** A leave day counts at most this many hours (one standard working day). */
export const LEAVE_DAY_HOURS = 8;
/** One overtime application covers at most this long; one leave at most this many calendar days. */
export const MAX_OVERTIME_HOURS = 12;
export const MAX_LEAVE_DAYS = 31;

export const LEAVE_TYPES = ['annual', 'sick', 'personal', 'marriage', 'maternity', 'bereavement', 'injury', 'compensatory'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Minutes since the epoch of a wall-clock date or date-time text (no time zone: the city's clock); NaN when unreadable. */
export function minutesOf(text: string): number {
  const m = STAMP.exec(text.trim());
  if (!m) return NaN;
  const [, y, mo, d, h = '0', mi = '0'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) return NaN;
  return ms / 60_000;
}

/** The date (YYYY-MM-DD) of a minute count. */
export const dateOfMinutes = (minutes: number): string => new Date(minutes * 60_000).toISOString().slice(0, 10);
export const addDays = (date: string, n: number): string => dateOfMinutes(minutesOf(date) + n * 1440);

/** Statutory holidays are holidays; Saturdays and Sundays rest days; the rest workdays. */
export function dayKindOf(date: string): DayKind {
  if (HOLIDAYS.has(date)) return 'holiday';
  const weekday = new Date(minutesOf(date) * 60_000).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'restDay' : 'workday';
}

/** Hours from start to end, to 0.1 h (an end at or before the start: 0). */
export function hoursBetween(start: string, end: string): number {
  const d = minutesOf(end) - minutesOf(start);
  return d > 0 ? Math.round(d / 6) / 10 : 0;
}

/**
 * Leave hours: each calendar day the leave touches counts its overlap, at most LEAVE_DAY_HOURS (a
 * leave from 08:00 to 12:00 is 4 h, a leave over two whole days 16 h).
 */
export function leaveHours(start: string, end: string): number {
  const s = minutesOf(start), e = minutesOf(end);
  if (!(e > s)) return 0;
  let total = 0;
  for (let day = Math.floor(s / 1440) * 1440; day < e; day += 1440) {
    const overlap = Math.min(e, day + 1440) - Math.max(s, day);
    total += Math.min(LEAVE_DAY_HOURS * 60, Math.max(0, overlap));
  }
  return Math.round(total / 6) / 10;
}

/** What is wrong with an application's times, as a catalogue key (null: fine). */
export function timesProblem(kind: string, start: string, end: string): string | null {
  const s = minutesOf(start), e = minutesOf(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return 'ht.rule.timesRequired';
  if (e <= s) return 'ht.rule.endAfterStart';
  if (kind === 'overtime' && e - s > MAX_OVERTIME_HOURS * 60) return 'ht.rule.overtimeTooLong';
  if (kind === 'leave' && e - s > MAX_LEAVE_DAYS * 1440) return 'ht.rule.leaveTooLong';
  return null;
}

/** An approved overtime item as the rules read it: it belongs to the date its start falls on. */
export type OvertimeItem = { id: number; personId: number; start: string; end: string; hours: number };

export type OvertimeLine = OvertimeItem & {
  workDate: string;
  dayKind: DayKind;
  factor: number;
  /** hours × factor / 100: the hours paid at the normal rate. */
  payHours: number;
  /** The person's approved overtime that day, this item included. */
  dayTotal: number;
  overDailyCap: boolean;
  /** The person's approved overtime in the item's month. */
  monthTotal: number;
  overMonthlyCap: boolean;
};

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Each item with its day kind, factor, pay hours and the caps it is part of breaking. */
export function overtimeLines(items: readonly OvertimeItem[]): OvertimeLine[] {
  const byDay = new Map<string, number>(), byMonth = new Map<string, number>();
  for (const i of items) {
    const date = i.start.slice(0, 10);
    byDay.set(`${i.personId}|${date}`, (byDay.get(`${i.personId}|${date}`) ?? 0) + i.hours);
    byMonth.set(`${i.personId}|${date.slice(0, 7)}`, (byMonth.get(`${i.personId}|${date.slice(0, 7)}`) ?? 0) + i.hours);
  }
  return items.map((i) => {
    const workDate = i.start.slice(0, 10);
    const dayKind = dayKindOf(workDate);
    const dayTotal = r1(byDay.get(`${i.personId}|${workDate}`) ?? 0);
    const monthTotal = r1(byMonth.get(`${i.personId}|${workDate.slice(0, 7)}`) ?? 0);
    return {
      ...i, workDate, dayKind, factor: PAY_FACTOR[dayKind], payHours: r1((i.hours * PAY_FACTOR[dayKind]) / 100),
      dayTotal, overDailyCap: dayTotal > DAILY_CAP_HOURS, monthTotal, overMonthlyCap: monthTotal > MONTHLY_CAP_HOURS,
    };
  });
}

export type LeaveItem = { personId: number; leaveType: LeaveType; start: string; end: string };

/** One person's month: overtime by kind of day with pay hours and caps, leave hours by type. */
export type MonthSummary = {
  personId: number;
  overtimeWorkday: number;
  overtimeRestDay: number;
  overtimeHoliday: number;
  overtimeTotal: number;
  payHours: number;
  daysOverDailyCap: number;
  overMonthlyCap: boolean;
  leave: Record<LeaveType, number>;
  leaveTotal: number;
};

/**
 * The month's summary per person from approved items: overtime counted on the date it starts (a
 * night overtime from 22:00 to 01:00 belongs to the first day); leave counted only for the part of
 * it inside the month.
 */
export function monthSummaries(month: string, overtime: readonly OvertimeItem[], leave: readonly LeaveItem[]): MonthSummary[] {
  const out = new Map<number, MonthSummary>();
  const of = (personId: number) => {
    let s = out.get(personId);
    if (!s) {
      s = { personId, overtimeWorkday: 0, overtimeRestDay: 0, overtimeHoliday: 0, overtimeTotal: 0, payHours: 0, daysOverDailyCap: 0, overMonthlyCap: false,
        leave: Object.fromEntries(LEAVE_TYPES.map((t) => [t, 0])) as Record<LeaveType, number>, leaveTotal: 0 };
      out.set(personId, s);
    }
    return s;
  };
  const inMonth = overtime.filter((o) => o.start.slice(0, 7) === month);
  const days = new Set<string>();
  for (const line of overtimeLines(inMonth)) {
    const s = of(line.personId);
    if (line.dayKind === 'workday') s.overtimeWorkday += line.hours;
    else if (line.dayKind === 'restDay') s.overtimeRestDay += line.hours;
    else s.overtimeHoliday += line.hours;
    s.overtimeTotal += line.hours;
    s.payHours += line.payHours;
    if (line.overDailyCap && !days.has(`${line.personId}|${line.workDate}`)) {
      days.add(`${line.personId}|${line.workDate}`);
      s.daysOverDailyCap += 1;
    }
  }
  const first = `${month}-01 00:00:00`, next = `${addDays(`${month}-28`, 4).slice(0, 7)}-01 00:00:00`;
  for (const l of leave) {
    const start = l.start > first ? l.start : first, end = l.end < next ? l.end : next;
    const h = leaveHours(start, end);
    if (h <= 0) continue;
    const s = of(l.personId);
    s.leave[l.leaveType] += h;
    s.leaveTotal += h;
  }
  return [...out.values()].map((s) => ({
    ...s,
    overtimeWorkday: r1(s.overtimeWorkday), overtimeRestDay: r1(s.overtimeRestDay), overtimeHoliday: r1(s.overtimeHoliday),
    overtimeTotal: r1(s.overtimeTotal), payHours: r1(s.payHours), overMonthlyCap: r1(s.overtimeTotal) > MONTHLY_CAP_HOURS,
    leave: Object.fromEntries(Object.entries(s.leave).map(([k, v]) => [k, r1(v)])) as Record<LeaveType, number>, leaveTotal: r1(s.leaveTotal),
  }));
}
