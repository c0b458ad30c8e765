/**
 * The attendance rules (考勤规则) as pure functions: no database, no clock. The server's reports and
 * the bench call them; tests/modules/rykq/rules.test.ts tests them at their edges.
 *
 * Times are local wall-clock strings ('YYYY-MM-DD HH:mm:ss', 'HH:mm'); they are read as minutes on
 * one naive time line (UTC arithmetic, no time zone), so a night shift never meets a DST jump.
 *
 * - A shift has one or more on/off pairs; each time after the previous one, else it is on the next
 *   day (22:00–06:00 ends the next morning). The shift belongs to the date it starts on.
 * - A punch belongs to the scheduled shift whose window [first on − earliest, last off + latest]
 *   holds it: the shift of the same date or, for a night shift, of the day before. Punches outside
 *   every window belong to their calendar date (work on a rest day).
 * - Lateness m = whole minutes after the on time (seconds dropped): m ≤ late → on time (grace);
 *   late < m ≤ seriousLate → late; seriousLate < m ≤ missingLate → seriously late; m > missingLate → the
 *   punch does not count: a missing punch. Early leave e = whole minutes before the off time:
 *   e ≤ early → on time; early < e ≤ missingEarly → early; e > missingEarly → missing.
 * - Leave (by type) covering an on time moves it to the leave's end, covering an off time moves it to
 *   the leave's start; a pair wholly covered needs no punch. 外勤 (field) is leave that counts as work.
 * - A day partly on leave and otherwise on time is normal (its leave minutes counted); wholly on leave it is leave.
 * - Days worked count due days with work; work on a rest day or holiday is overtime only.
 * - Overtime: on a workday the minutes after the last off time to the last punch, when ≥ 30; on a rest
 *   day or holiday the minutes from the first to the last punch. More than 180 min in a day or
 *   36 h in a month is flagged (the legal caps); pay factors 1.5 / 2 / 3.
 */

export type Pair = { on: string; off: string };
export type Shift = {
  code: string;
  name?: string;
  pairs: Pair[];
  /** Grace minutes: lateness up to this is on time. */
  late: number;
  /** Lateness above `late` and up to this is late; above it seriously late. */
  seriousLate: number;
  /** Lateness above this makes the on punch missing. */
  missingLate: number;
  /** Grace minutes of early leave. */
  early: number;
  /** Early leave above this makes the off punch missing. */
  missingEarly: number;
  /** Minutes before the first on time a punch is accepted. */
  earliest: number;
  /** Minutes after the last off time a punch is accepted. */
  latest: number;
};
export type GroupKind = 'fixed' | 'rota' | 'free';
export type Group = {
  kind: GroupKind;
  /** fixed and free: the weekdays worked, 1 = Monday … 7 = Sunday. */
  workDays: number[];
  /** fixed: the shift's code. */
  shift?: string | null;
  /** rota: the cycle of shift codes, '' or 'R' for a rest day; day 0 of the cycle is `rotaStart`. */
  rota?: string[];
  rotaStart?: string;
  /** free: minutes due in a day. */
  dueMinutes?: number;
};
export type Leave = { type: string; start: string; end: string };
export type Correction = { date: string; kind: 'punch' | 'normal'; at?: string | null; reason: string };

export const LEAVE_TYPES = ['annual', 'sick', 'personal', 'marriage', 'bereavement', 'maternity', 'compensatory', 'field'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
/** The monthly report's column of a leave type: leaveAnnual, leaveSick, … */
export const leaveColumn = (t: string) => `leave${t[0]!.toUpperCase()}${t.slice(1)}`;
export const STATUSES = ['normal', 'late', 'seriousLate', 'early', 'missing', 'absent', 'leave', 'field', 'rest'] as const;
export type Status = (typeof STATUSES)[number];

export const OVERTIME_MIN = 30;
export const OVERTIME_DAY_CAP = 180;
export const OVERTIME_MONTH_CAP = 36 * 60;
export const PAY_FACTORS = { workday: 1.5, restday: 2, holiday: 3 } as const;

export type DayResult = {
  date: string;
  shift: string | null;
  /** The day's one status, the worst of: absent, missing, seriousLate, late, early, leave, field, normal; rest when nothing is due. */
  status: Status;
  due: boolean;
  worked: boolean;
  lateCount: number;
  lateMinutes: number;
  seriousLateCount: number;
  earlyCount: number;
  earlyMinutes: number;
  missingCount: number;
  leaveMinutes: Partial<Record<LeaveType, number>>;
  leaveType: string | null;
  workedMinutes: number;
  overtimeMinutes: number;
  overtimeKind: 'workday' | 'restday' | 'holiday' | null;
  overtimeFlag: boolean;
  firstPunch: string | null;
  lastPunch: string | null;
  corrected: string | null;
};

const DAY = 1440;

/** Minutes since 1970-01-01 00:00 of a 'YYYY-MM-DD HH:mm[:ss]' or 'YYYY-MM-DD' string (seconds kept as a fraction). */
export function minutesOf(stamp: string): number {
  const y = +stamp.slice(0, 4), mo = +stamp.slice(5, 7), d = +stamp.slice(8, 10);
  const h = +(stamp.slice(11, 13) || 0), mi = +(stamp.slice(14, 16) || 0), s = +(stamp.slice(17, 19) || 0);
  return Date.UTC(y, mo - 1, d, h, mi, s) / 60_000;
}
const pad = (n: number) => String(n).padStart(2, '0');
/** The 'YYYY-MM-DD HH:mm:ss' of minutes since the epoch. */
export function stampOf(minutes: number): string {
  const d = new Date(Math.round(minutes * 60) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
const dayNames = new Map<number, string>();
/** The 'YYYY-MM-DD' of minutes since the epoch (the day's names cached: dates repeat for every person). */
export function dateOf(minutes: number): string {
  const n = Math.floor(minutes / DAY);
  let d = dayNames.get(n);
  if (d === undefined) {
    d = stampOf(n * DAY).slice(0, 10);
    if (dayNames.size < 100_000) dayNames.set(n, d);
  }
  return d;
}
export const addDays = (date: string, n: number) => dateOf(minutesOf(date) + n * DAY);
/** 1 = Monday … 7 = Sunday. */
export const weekday = (date: string) => ((new Date(minutesOf(date) * 60_000).getUTCDay() + 6) % 7) + 1;
const hm = (t: string) => +t.slice(0, 2) * 60 + +t.slice(3, 5);

/** A shift's pairs laid on a date: absolute minutes, each time after the previous (else the next day). */
export function layShift(shift: Shift, date: string): { on: number; off: number }[] {
  const base = minutesOf(date);
  let prev = -1, add = 0;
  const next = (t: string) => {
    let m = hm(t) + add;
    if (m <= prev) { add += DAY; m += DAY; }
    prev = m;
    return base + m;
  };
  return shift.pairs.map((p) => ({ on: next(p.on), off: next(p.off) }));
}

/** The window of punches that belong to a shift laid on a date. */
export function shiftWindow(shift: Shift, date: string): [number, number] {
  const pairs = layShift(shift, date);
  return [pairs[0]!.on - shift.earliest, pairs[pairs.length - 1]!.off + shift.latest];
}

/** The shift code a person of a group works on a date (null: a rest day). `offset` moves a person along a rota. */
export function scheduled(group: Group, date: string, offset = 0): string | null {
  if (group.kind === 'rota') {
    const rota = group.rota ?? [];
    if (!rota.length) return null;
    const start = group.rotaStart ?? '2026-01-05';
    const i = Math.round((minutesOf(date) - minutesOf(start)) / DAY) + offset;
    const code = rota[((i % rota.length) + rota.length) % rota.length]!;
    return code && code !== 'R' ? code : null;
  }
  if (!group.workDays.includes(weekday(date))) return null;
  return group.kind === 'free' ? 'FREE' : group.shift ?? null;
}

/**
 * Splits a person's punches (minutes) among dates: a punch inside the window of the shift scheduled
 * on its date or on the day before belongs to that shift's date, any other to its calendar date.
 */
export function assignPunches(punches: number[], shiftOn: (date: string) => Shift | null): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const windows = new Map<string, [number, number] | null>();
  const win = (date: string) => {
    if (!windows.has(date)) {
      const s = shiftOn(date);
      windows.set(date, s ? shiftWindow(s, date) : null);
    }
    return windows.get(date)!;
  };
  for (const p of [...punches].sort((a, b) => a - b)) {
    const day = dateOf(p);
    let owner = day;
    for (const d of [addDays(day, -1), day]) {
      const w = win(d);
      if (w && p >= w[0] && p <= w[1]) { owner = d; break; }
    }
    const list = out.get(owner) ?? [];
    list.push(p);
    out.set(owner, list);
  }
  return out;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
const RANK: Status[] = ['absent', 'missing', 'seriousLate', 'late', 'early', 'leave', 'field', 'normal'];

/**
 * One person's result for one date: the shift scheduled (null: rest), the punches that belong to the
 * date (minutes), the person's leave, the day's corrections, whether the date is a statutory holiday.
 */
export function dayResult(input: {
  date: string;
  shift: Shift | null;
  punches: number[];
  leaves?: Leave[];
  corrections?: Correction[];
  holiday?: boolean;
  freeDue?: number;
}): DayResult {
  const { date, shift, leaves = [], corrections = [], holiday = false } = input;
  const punches = [...input.punches, ...corrections.filter((c) => c.kind === 'punch' && c.at).map((c) => minutesOf(c.at!))].sort((a, b) => a - b);
  const r: DayResult = {
    date, shift: shift?.code ?? null, status: 'rest', due: false, worked: false, lateCount: 0, lateMinutes: 0, seriousLateCount: 0,
    earlyCount: 0, earlyMinutes: 0, missingCount: 0, leaveMinutes: {}, leaveType: null, workedMinutes: 0, overtimeMinutes: 0,
    overtimeKind: null, overtimeFlag: false, firstPunch: punches.length ? stampOf(punches[0]!) : null,
    lastPunch: punches.length ? stampOf(punches[punches.length - 1]!) : null, corrected: null,
  };
  const span = punches.length > 1 ? Math.floor(punches[punches.length - 1]! - punches[0]!) : 0;
  const normal = corrections.find((c) => c.kind === 'normal');
  if (corrections.length) r.corrected = corrections.map((c) => c.reason).join('；');

  // Nothing due: a rest day, a holiday, or a free group's day off. Any work is overtime.
  if (!shift || holiday) {
    if (span > 0) {
      r.worked = true;
      r.workedMinutes = span;
      r.overtimeMinutes = span;
      r.overtimeKind = holiday ? 'holiday' : 'restday';
    }
    r.overtimeFlag = r.overtimeMinutes > OVERTIME_DAY_CAP;
    return r;
  }
  r.due = true;
  const leaveSpans = leaves.map((l) => ({ type: l.type, s: minutesOf(l.start), e: minutesOf(l.end) })).filter((l) => l.e > l.s);

  if (shift.code === 'FREE' || !shift.pairs.length) {
    // Free hours: due `freeDue` minutes between any punches; absent without punches and leave.
    const due = input.freeDue ?? 480;
    const day0 = minutesOf(date);
    for (const l of leaveSpans) {
      const m = overlap(l.s, l.e, day0, day0 + DAY);
      if (m > 0) r.leaveMinutes[l.type as LeaveType] = (r.leaveMinutes[l.type as LeaveType] ?? 0) + Math.min(m, due);
    }
    r.workedMinutes = span;
    r.worked = span > 0;
    const leaveTotal = Object.values(r.leaveMinutes).reduce((a, b) => a + (b ?? 0), 0);
    if (span - due >= OVERTIME_MIN) { r.overtimeMinutes = span - due; r.overtimeKind = 'workday'; }
    r.status = r.worked ? (punches.length < 2 ? 'missing' : 'normal') : leaveTotal ? (r.leaveMinutes.field ? 'field' : 'leave') : punches.length ? 'missing' : 'absent';
    if (r.status === 'missing') r.missingCount = 1;
    if (leaveTotal && !r.worked) r.leaveType = Object.keys(r.leaveMinutes)[0] ?? null;
    return finish(r, normal);
  }

  const pairs = layShift(shift, date);
  const [w0, w1] = shiftWindow(shift, date);
  const statuses = new Set<Status>();
  let usedPunches = 0, leaveWhole = 0, fieldWhole = 0;
  pairs.forEach((p, i) => {
    // The on punch's window runs from the previous boundary to the pair's middle, the off punch's on to the next boundary.
    const mid = (p.on + p.off) / 2;
    const lo = i === 0 ? w0 : (pairs[i - 1]!.off + p.on) / 2;
    const hi = i === pairs.length - 1 ? w1 : (p.off + pairs[i + 1]!.on) / 2;
    // Leave moves the due times; a pair wholly covered is excused.
    let on = p.on, off = p.off;
    for (const l of leaveSpans) {
      const m = overlap(l.s, l.e, p.on, p.off);
      if (m <= 0) continue;
      r.leaveMinutes[l.type as LeaveType] = (r.leaveMinutes[l.type as LeaveType] ?? 0) + Math.round(m);
      r.leaveType ??= l.type;
      if (l.s <= on && l.e > on) on = Math.min(l.e, off);
      if (l.e >= off && l.s < off) off = Math.max(l.s, on);
    }
    if (on >= off) {
      // Wholly on leave: field work counts as worked.
      if (r.leaveMinutes.field && leaveSpans.some((l) => l.type === 'field' && l.s <= p.on && l.e >= p.off)) fieldWhole++;
      else leaveWhole++;
      return;
    }
    const ins = punches.filter((t) => t >= lo && t < mid);
    const outs = punches.filter((t) => t >= mid && t <= hi);
    const inAt = ins[0], outAt = outs[outs.length - 1];
    if (inAt === undefined) { statuses.add('missing'); r.missingCount++; }
    else {
      usedPunches++;
      const m = Math.max(0, Math.floor(inAt - on));
      if (m > shift.missingLate) { statuses.add('missing'); r.missingCount++; }
      else if (m > shift.seriousLate) { statuses.add('seriousLate'); r.seriousLateCount++; r.lateCount++; r.lateMinutes += m; }
      else if (m > shift.late) { statuses.add('late'); r.lateCount++; r.lateMinutes += m; }
    }
    if (outAt === undefined) { statuses.add('missing'); r.missingCount++; }
    else {
      usedPunches++;
      const e = Math.max(0, Math.floor(off - outAt));
      if (e > shift.missingEarly) { statuses.add('missing'); r.missingCount++; }
      else if (e > shift.early) { statuses.add('early'); r.earlyCount++; r.earlyMinutes += e; }
    }
    if (inAt !== undefined && outAt !== undefined) r.workedMinutes += Math.floor(Math.min(outAt, off) - Math.max(inAt, on));
    if (i === pairs.length - 1 && outAt !== undefined && outAt - p.off >= OVERTIME_MIN) {
      r.overtimeMinutes = Math.floor(outAt - p.off);
      r.overtimeKind = 'workday';
    }
  });
  r.worked = usedPunches > 0 || fieldWhole > 0;
  if (leaveWhole + fieldWhole === pairs.length) r.status = fieldWhole ? 'field' : 'leave';
  else if (!usedPunches && !fieldWhole) { r.status = 'absent'; r.missingCount = 0; }
  else r.status = RANK.find((s) => statuses.has(s)) ?? (fieldWhole ? 'field' : 'normal');
  return finish(r, normal);
}

function finish(r: DayResult, normal: Correction | undefined): DayResult {
  if (normal) {
    // A manager's correction: the day counts as normal, the reason kept.
    Object.assign(r, { status: 'normal', worked: true, lateCount: 0, lateMinutes: 0, seriousLateCount: 0, earlyCount: 0, earlyMinutes: 0, missingCount: 0 });
  }
  r.overtimeFlag = r.overtimeMinutes > OVERTIME_DAY_CAP;
  return r;
}

export type MonthSummary = {
  daysDue: number;
  daysWorked: number;
  lateCount: number;
  lateMinutes: number;
  seriousLateCount: number;
  earlyCount: number;
  earlyMinutes: number;
  missingCount: number;
  absentDays: number;
  /** Leave in hours per type (one decimal). */
  leaveHours: Partial<Record<LeaveType, number>>;
  overtimeWorkday: number;
  overtimeRestday: number;
  overtimeHoliday: number;
  /** Overtime hours weighted by the pay factors 1.5 / 2 / 3. */
  overtimePayHours: number;
  overtimeDaysOverCap: number;
  overtimeMonthOverCap: boolean;
};

const hours = (m: number) => Math.round((m / 60) * 10) / 10;

/**
 * A month's counts so far, in minutes: day results are added to it a stretch at a time (a city's month
 * is computed a week at a time), and `summaryOf` turns it into the month's columns.
 */
export type MonthTally = Omit<MonthSummary, 'leaveHours' | 'overtimeWorkday' | 'overtimeRestday' | 'overtimeHoliday' | 'overtimePayHours' | 'overtimeMonthOverCap'> & {
  leaveMinutes: Partial<Record<LeaveType, number>>;
  overtimeMinutes: { workday: number; restday: number; holiday: number };
};

/** Adds day results to a month's tally (a new one when none is given) and answers it. */
export function tallyDays(days: DayResult[], into?: MonthTally): MonthTally {
  const s: MonthTally = into ?? {
    daysDue: 0, daysWorked: 0, lateCount: 0, lateMinutes: 0, seriousLateCount: 0, earlyCount: 0, earlyMinutes: 0, missingCount: 0,
    absentDays: 0, leaveMinutes: {}, overtimeMinutes: { workday: 0, restday: 0, holiday: 0 }, overtimeDaysOverCap: 0,
  };
  for (const d of days) {
    if (d.due) s.daysDue++;
    if (d.due && d.worked) s.daysWorked++;
    s.lateCount += d.lateCount; s.lateMinutes += d.lateMinutes; s.seriousLateCount += d.seriousLateCount;
    s.earlyCount += d.earlyCount; s.earlyMinutes += d.earlyMinutes; s.missingCount += d.missingCount;
    if (d.status === 'absent') s.absentDays++;
    for (const [k, v] of Object.entries(d.leaveMinutes)) s.leaveMinutes[k as LeaveType] = (s.leaveMinutes[k as LeaveType] ?? 0) + (v ?? 0);
    if (d.overtimeKind) s.overtimeMinutes[d.overtimeKind] += d.overtimeMinutes;
    if (d.overtimeFlag) s.overtimeDaysOverCap++;
  }
  return s;
}

/** A month's columns for payroll from its tally: hours to one decimal, the pay hours, the month's cap. */
export function summaryOf(t: MonthTally): MonthSummary {
  const { leaveMinutes, overtimeMinutes: ot, ...counts } = t;
  const leaveHours: Partial<Record<LeaveType, number>> = {};
  for (const [k, v] of Object.entries(leaveMinutes)) leaveHours[k as LeaveType] = hours(v ?? 0);
  return {
    ...counts,
    leaveHours,
    overtimeWorkday: hours(ot.workday), overtimeRestday: hours(ot.restday), overtimeHoliday: hours(ot.holiday),
    overtimePayHours: Math.round((ot.workday * PAY_FACTORS.workday + ot.restday * PAY_FACTORS.restday + ot.holiday * PAY_FACTORS.holiday) / 6) / 10,
    overtimeMonthOverCap: ot.workday + ot.restday + ot.holiday > OVERTIME_MONTH_CAP,
  };
}

/** A month's columns for payroll from the person's day results. */
export function monthSummary(days: DayResult[]): MonthSummary {
  return summaryOf(tallyDays(days));
}

/**
 * Every day result of one person over dates: schedules each date from the group, assigns the punches
 * to shift dates, and applies leave and corrections.
 */
export function personDays(input: {
  dates: string[];
  group: Group;
  offset?: number;
  shifts: Map<string, Shift>;
  punches: string[];
  leaves?: Leave[];
  corrections?: Correction[];
  holidays?: Set<string>;
}): DayResult[] {
  const { group, shifts, holidays = new Set<string>() } = input;
  const FREE: Shift = { code: 'FREE', pairs: [], late: 0, seriousLate: 0, missingLate: 0, early: 0, missingEarly: 0, earliest: 0, latest: 0 };
  const shiftOn = (date: string): Shift | null => {
    const code = scheduled(group, date, input.offset ?? 0);
    return code === 'FREE' ? FREE : code ? shifts.get(code) ?? null : null;
  };
  const byDate = group.kind === 'free'
    ? groupByCalendar(input.punches.map(minutesOf))
    : assignPunches(input.punches.map(minutesOf), (d) => { const s = shiftOn(d); return s && s.pairs.length ? s : null; });
  return input.dates.map((date) => dayResult({
    date,
    shift: shiftOn(date),
    punches: byDate.get(date) ?? [],
    leaves: input.leaves,
    corrections: (input.corrections ?? []).filter((c) => c.date === date),
    holiday: holidays.has(date),
    freeDue: group.dueMinutes,
  }));
}

function groupByCalendar(punches: number[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const p of punches.sort((a, b) => a - b)) {
    const d = dateOf(p);
    out.set(d, [...(out.get(d) ?? []), p]);
  }
  return out;
}

/** The dates of a month 'YYYY-MM', up to `until` when given (a month still running). */
export function monthDates(month: string, until?: string): string[] {
  const out: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month) && (!until || d <= until); d = addDays(d, 1)) out.push(d);
  return out;
}
