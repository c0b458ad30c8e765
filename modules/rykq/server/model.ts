/**
 * Reading the module's rows into the rules' shapes and computing each person's days: the one place
 * the reports (server/reports.ts) go from stored rows to rules/attendance.ts.
 */
import { HandlerError, pacer, type HandlerContext } from '../../../kit/resource';
import { addDays, personDays, type Correction, type DayResult, type Group, type Leave, type Shift } from '../rules/attendance';
import { HOLIDAYS } from '../rules/holidays';

type Row = Record<string, unknown>;
/**
 * The most rows of one kind a report reads (a day of a 30 000-person city is about 75 000 punches, its
 * report reads three calendar days). Beyond it the report is refused with a message, never computed
 * from part of the punches (it used to stop at 200 000 rows silently).
 */
export const REPORT_ROWS = 1_000_000;

export function shiftOf(row: Row): Shift {
  const pairs = [{ on: String(row.on1), off: String(row.off1) }];
  if (row.on2 && row.off2) pairs.push({ on: String(row.on2), off: String(row.off2) });
  const n = (k: string) => Number(row[k] ?? 0);
  return { code: String(row.shiftCode), name: String(row.shiftName), pairs, late: n('late'), seriousLate: n('seriousLate'), missingLate: n('missingLate'), early: n('early'), missingEarly: n('missingEarly'), earliest: n('earliest'), latest: n('latest') };
}

export function groupOf(row: Row, shiftCodeById: Map<number, string>): Group {
  return {
    kind: row.groupType as Group['kind'],
    workDays: String(row.workDays ?? '').split(',').filter(Boolean).map(Number),
    shift: row.shiftId ? shiftCodeById.get(Number(row.shiftId)) ?? null : null,
    rota: row.rota ? String(row.rota).split(',') : [],
    rotaStart: row.rotaStart ? String(row.rotaStart) : undefined,
    dueMinutes: row.dueHours ? Math.round(Number(row.dueHours) * 60) : 480,
  };
}

/** A person's results, and the names of the shifts by code (the reports show names, not codes). */
export type PersonDays = { person: Row; days: DayResult[]; shiftNames: Map<string, string> };

/** Every person's results over the dates (sorted), filtered by the report's department and name. */
export async function computeDays(ctx: Pick<HandlerContext, 'store' | 't'>, dates: string[], filters: { deptId?: string; personName?: string }): Promise<PersonDays[]> {
  const { store } = ctx;
  const first = dates[0]!, last = dates[dates.length - 1]!;
  const personFilters: Row = {};
  if (filters.deptId) personFilters.deptId = filters.deptId;
  if (filters.personName) personFilters.personName = filters.personName;
  const all = async (resource: string, where: Row) => {
    const rows = await store.all(resource, where, REPORT_ROWS + 1);
    if (rows.length > REPORT_ROWS) throw new HandlerError(ctx.t('rykq.report.tooMany', { n: REPORT_ROWS }));
    return rows;
  };
  const [people, groups, shifts, punches, leaves, corrections] = await Promise.all([
    all('dutySetting', personFilters),
    all('attendanceGroup', {}),
    all('shiftTime', {}),
    all('attendanceRecord', { punchAtStart: `${addDays(first, -1)} 00:00:00`, punchAtEnd: `${addDays(last, 1)} 23:59:59` }),
    all('leaveManage', { startAtEnd: `${addDays(last, 1)} 23:59:59` }),
    all('clockManage', { workDateStart: first, workDateEnd: last }),
  ]);
  const shiftCodeById = new Map(shifts.map((s) => [Number(s.id), String(s.shiftCode)]));
  const shiftMap = new Map(shifts.map((s) => [String(s.shiftCode), shiftOf(s)]));
  const shiftNames = new Map(shifts.map((s) => [String(s.shiftCode), String(s.shiftName)]));
  const groupById = new Map(groups.map((g) => [Number(g.id), groupOf(g, shiftCodeById)]));
  const by = <T>(rows: Row[], map: (r: Row) => T) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(Number(r.personId));
      if (list) list.push(map(r));
      else m.set(Number(r.personId), [map(r)]);
    }
    return m;
  };
  const punchesOf = by(punches, (r) => String(r.punchAt));
  const leavesOf = by(leaves.filter((l) => String(l.endAt) >= `${addDays(first, -1)}`), (r): Leave => ({ type: String(r.leaveType), start: String(r.startAt), end: String(r.endAt) }));
  const correctionsOf = by(corrections, (r): Correction => ({ date: String(r.workDate).slice(0, 10), kind: r.kind as Correction['kind'], at: r.punchAt ? String(r.punchAt) : null, reason: String(r.reason) }));
  // Every person through the rules (a city's 30 000 take a core for seconds): other requests get their turn.
  const pace = pacer();
  const out: PersonDays[] = [];
  for (const person of people.sort((a, b) => String(a.staffCode).localeCompare(String(b.staffCode)))) {
    await pace();
    const id = Number(person.id);
    const group = groupById.get(Number(person.groupId)) ?? { kind: 'fixed', workDays: [], shift: null };
    out.push({
      person,
      days: personDays({ dates, group, offset: Number(person.rotaOffset ?? 0), shifts: shiftMap, punches: punchesOf.get(id) ?? [], leaves: leavesOf.get(id), corrections: correctionsOf.get(id), holidays: HOLIDAYS }),
      shiftNames,
    });
  }
  return out;
}
