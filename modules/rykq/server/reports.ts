/**
 * 考勤日报 and 考勤月报, computed on every call from the punches, leave and corrections through the
 * rules (never stored): server/model.ts reads the rows, rules/attendance.ts decides.
 * - dailyReport: one row per person and shift date; dates from workDateStart to workDateEnd (one of
 *   them alone: that day; neither: yesterday; at most 62 days), filtered by department, name and result.
 * - monthlyReport: one row per person for `month` (default: the month of yesterday, up to yesterday),
 *   computed a week at a time (MONTH_WINDOW) and added up per person: a week's punches stay under the
 *   rows a report reads (model.ts REPORT_ROWS) at a 30 000-person city's 75 000 a day, where the whole
 *   month's (2.2 M) were refused. A day's result depends only on its own punches and the day's either
 *   side, which each week reads, so the month is the same as computed at once.
 */
import { checkedToWire, formatDate, HandlerError, oncePerCall, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { addDays, leaveColumn, LEAVE_TYPES, minutesOf, monthDates, summaryOf, tallyDays, type MonthTally } from '../rules/attendance';
import { computeDays } from './model';

type Wire = Record<string, string | undefined>;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Days of a month the monthly report computes at once (their punches and those of a day either side). */
export const MONTH_WINDOW = 7;

/** Yesterday by the server's clock. */
export const yesterday = (ctx: Pick<HandlerContext, 'store'>) => formatDate(new Date(ctx.store.devices.now() - 86_400_000));

function dateRange(ctx: HandlerContext, f: Wire): string[] {
  // One end of the range alone is that one day; neither: yesterday.
  const start = (f.workDateStart ?? '').slice(0, 10), end = (f.workDateEnd ?? '').slice(0, 10);
  const from = start || end || yesterday(ctx);
  const to = end || start || yesterday(ctx);
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(minutesOf(from)) || Number.isNaN(minutesOf(to))) throw new HandlerError(ctx.t('rykq.dailyReport.badDate'));
  const days = Math.round((minutesOf(to) - minutesOf(from)) / 1440) + 1;
  if (days < 1 || days > 62) throw new HandlerError(ctx.t('rykq.dailyReport.badRange'));
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** The daily report's rows (also its export). */
export async function dailyRows(ctx: HandlerContext, f: Wire): Promise<Record<string, unknown>[]> {
  const dates = dateRange(ctx, f);
  const people = await computeDays(ctx, dates, { deptId: f.deptId, personName: f.personName });
  const rows = people.flatMap(({ person, days, shiftNames }) => days.map((d) => ({
    id: `${String(person.id)}-${d.date}`,
    workDate: d.date,
    staffCode: person.staffCode,
    personName: person.personName,
    deptId: person.deptId,
    // The shift by its name (两头班), a free-hours day as such; the code stays for integrators.
    shiftCode: d.shift === 'FREE' ? null : d.shift,
    shiftName: d.shift === 'FREE' ? ctx.t('rykq.dailyReport.freeHours') : d.shift ? (shiftNames.get(d.shift) ?? d.shift) : null,
    status: d.status,
    firstPunch: d.firstPunch,
    lastPunch: d.lastPunch,
    lateMinutes: d.lateMinutes,
    earlyMinutes: d.earlyMinutes,
    missingCount: d.missingCount,
    leaveType: d.leaveType,
    leaveMinutes: Object.values(d.leaveMinutes).reduce((a, b) => a + (b ?? 0), 0),
    workedMinutes: d.workedMinutes,
    overtimeMinutes: d.overtimeMinutes,
    overtimeKind: d.overtimeKind,
    overtimeFlag: d.overtimeFlag,
    corrected: d.corrected,
  })));
  const statuses = f.status ? f.status.split(',') : null;
  return rows.filter((r) => !statuses || statuses.includes(r.status)).sort((a, b) => b.workDate.localeCompare(a.workDate));
}

export function monthOf(ctx: HandlerContext, f: Wire): { month: string; dates: string[] } {
  const y = yesterday(ctx);
  const month = (f.month ?? '').trim() || y.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new HandlerError(ctx.t('rykq.monthlyReport.monthRule'));
  return { month, dates: monthDates(month, y) };
}

/** The monthly report's rows (also its export): the month a week at a time, added up per person. */
export async function monthlyRows(ctx: HandlerContext, f: Wire): Promise<Record<string, unknown>[]> {
  const { month, dates } = monthOf(ctx, f);
  const people = new Map<number, { person: Record<string, unknown>; tally: MonthTally }>();
  for (let i = 0; i < dates.length; i += MONTH_WINDOW) {
    for (const { person, days } of await computeDays(ctx, dates.slice(i, i + MONTH_WINDOW), { deptId: f.deptId, personName: f.personName })) {
      const kept = people.get(Number(person.id));
      if (kept) tallyDays(days, kept.tally);
      else people.set(Number(person.id), { person, tally: tallyDays(days) });
    }
  }
  return [...people.values()].map(({ person, tally }) => {
    const s = summaryOf(tally);
    return {
      id: `${String(person.id)}-${month}`,
      month,
      staffCode: person.staffCode,
      personName: person.personName,
      deptId: person.deptId,
      daysDue: s.daysDue, daysWorked: s.daysWorked, lateCount: s.lateCount, lateMinutes: s.lateMinutes, seriousLateCount: s.seriousLateCount,
      earlyCount: s.earlyCount, earlyMinutes: s.earlyMinutes, missingCount: s.missingCount, absentDays: s.absentDays,
      ...Object.fromEntries(LEAVE_TYPES.map((t) => [leaveColumn(t), s.leaveHours[t] ?? 0])),
      overtimeWorkday: s.overtimeWorkday, overtimeRestday: s.overtimeRestday, overtimeHoliday: s.overtimeHoliday,
      overtimePayHours: s.overtimePayHours, overtimeDaysOverCap: s.overtimeDaysOverCap, overtimeMonthOverCap: s.overtimeMonthOverCap,
    };
  });
}

// Each computed once per call: an export asks for its pages with one context (oncePerCall).
export const reportSources: Record<string, ReportSource> = {
  dailyReport: async (ctx, q) => pageRows(await oncePerCall(ctx, `daily ${JSON.stringify(wire(q))}`, () => dailyRows(ctx, wire(q))), q),
  monthlyReport: async (ctx, q) => pageRows(await oncePerCall(ctx, `monthly ${JSON.stringify(wire(q))}`, () => monthlyRows(ctx, wire(q))), q),
};
