/**
 * The computed lists, on every call from approved items (never stored):
 * - monthlyConstructionRecord: approved data fills of `month` grouped by team, work type and unit;
 * - overtimeDetail: approved overtime starting in `month`, through rules/overtime.ts overtimeLines;
 * - overLeaveMonthly: per person, approved overtime starting in `month` and the part of approved
 *   leave inside it, through monthSummaries.
 * `month` empty: this month. A department filter takes its whole branch.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { addDays, LEAVE_TYPES, monthSummaries, overtimeLines, type LeaveType } from '../rules/overtime';
import { leaveColumn } from '../resources/reports';

type Row = Record<string, unknown>;
type Wire = Record<string, string | undefined>;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;
const text = (v: unknown) => (v == null ? '' : String(v));

/** The month asked for (YYYY-MM; empty: this month) and its first and next month's first day. */
export function monthOf(ctx: HandlerContext, f: Wire): { month: string; from: string; to: string } {
  const month = (f.month ?? '').trim() || formatDate(new Date(ctx.store.devices.now())).slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new HandlerError(ctx.t('ht.rule.month'));
  return { month, from: `${month}-01`, to: `${addDays(`${month}-28`, 4).slice(0, 7)}-01` };
}

/** Whether a department is `root` or below it (no root: every department). */
async function branchOf(store: ModuleStore, root: string | undefined): Promise<(dept: unknown) => boolean> {
  if (!root) return () => true;
  const roots = root.split(',');
  const depts = await store.org.departments();
  const inBranch = new Set<string>(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of depts) if (d.parentId && inBranch.has(d.parentId) && !inBranch.has(d.id)) { inBranch.add(d.id); grew = true; }
  }
  return (dept) => inBranch.has(text(dept));
}

async function people(store: ModuleStore): Promise<Map<number, Row>> {
  return new Map((await store.all('person', {}, 100_000)).map((p) => [Number(p.id), p]));
}

const nameMatches = (f: Wire) => (name: unknown) => !f.personName || text(name).includes(f.personName);
const flag = (f: Wire, key: string) => (value: boolean) => f[key] === undefined || f[key] === '' || String(value) === f[key] || (f[key] === '1') === value;

export async function constructionRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const { month, from, to } = monthOf(ctx, f);
  const inDept = await branchOf(ctx.store, f.deptId);
  const fills = (await ctx.store.all('dataFill', { fillState: 'approved', workDateStart: from, workDateEnd: addDays(to, -1) }, 100_000))
    .filter((r) => inDept(r.deptId) && (!f.workType || f.workType.split(',').includes(text(r.workType))));
  const groups = new Map<string, Row[]>();
  for (const r of fills) {
    const key = `${text(r.deptId)}|${text(r.workType)}|${text(r.unit)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()].map(([key, rows]) => {
    const [deptId, workType, unit] = key.split('|');
    return {
      id: `${month}-${key}`, month, deptId, workType, unit,
      fills: rows.length,
      days: new Set(rows.map((r) => r.workDate)).size,
      streets: new Set(rows.map((r) => r.street)).size,
      personDays: rows.reduce((a, r) => a + Number(r.workers), 0),
      personHours: Math.round(rows.reduce((a, r) => a + Number(r.workers) * Number(r.hours), 0) * 10) / 10,
      quantity: Math.round(rows.reduce((a, r) => a + Number(r.quantity), 0) * 10) / 10,
    };
  }).sort((a, b) => text(a.deptId).localeCompare(text(b.deptId)) || text(a.workType).localeCompare(text(b.workType)));
}

const approved = (store: ModuleStore, kind: string, filters: Row = {}) => store.all('approval', { kind, state: 'approved', ...filters }, 100_000);

export async function overtimeRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const { month, from, to } = monthOf(ctx, f);
  const [items, persons, inDept] = await Promise.all([
    approved(ctx.store, 'overtime', { startAtStart: `${from} 00:00:00`, startAtEnd: `${addDays(to, -1)} 23:59:59` }), people(ctx.store), branchOf(ctx.store, f.deptId),
  ]);
  const byId = new Map(items.map((i) => [Number(i.id), i]));
  const lines = overtimeLines(items.map((i) => ({ id: Number(i.id), personId: Number(i.personId), start: text(i.startAt), end: text(i.endAt), hours: Number(i.hours) })));
  const named = nameMatches(f), daily = flag(f, 'overDailyCap'), monthly = flag(f, 'overMonthlyCap');
  return lines
    .map((l) => {
      const p = persons.get(l.personId), item = byId.get(l.id)!;
      return {
        id: l.id, month, applyNo: item.applyNo, personName: p?.name ?? null, personCode: p?.code ?? null, deptId: item.deptId ?? p?.deptId ?? null,
        workDate: l.workDate, startAt: l.start.slice(0, 16), endAt: l.end.slice(0, 16), hours: l.hours, dayKind: l.dayKind, factor: l.factor,
        payHours: l.payHours, dayTotal: l.dayTotal, overDailyCap: l.overDailyCap, monthTotal: l.monthTotal, overMonthlyCap: l.overMonthlyCap,
        deciderName: item.deciderName ?? null, decidedAt: item.decidedAt ?? null,
      };
    })
    .filter((r) => inDept(r.deptId) && named(r.personName) && daily(r.overDailyCap) && monthly(r.overMonthlyCap) && (!f.dayKind || f.dayKind.split(',').includes(r.dayKind)))
    .sort((a, b) => b.workDate.localeCompare(a.workDate) || text(a.personCode).localeCompare(text(b.personCode)));
}

export async function monthlyRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const { month, from, to } = monthOf(ctx, f);
  const [overtime, leave, persons, inDept] = await Promise.all([
    approved(ctx.store, 'overtime', { startAtStart: `${from} 00:00:00`, startAtEnd: `${addDays(to, -1)} 23:59:59` }),
    // Leave starting up to 31 days before the month may reach into it.
    approved(ctx.store, 'leave', { startAtStart: `${addDays(from, -32)} 00:00:00`, startAtEnd: `${addDays(to, -1)} 23:59:59` }),
    people(ctx.store), branchOf(ctx.store, f.deptId),
  ]);
  const sums = monthSummaries(
    month,
    overtime.map((i) => ({ id: Number(i.id), personId: Number(i.personId), start: text(i.startAt), end: text(i.endAt), hours: Number(i.hours) })),
    leave.map((i) => ({ personId: Number(i.personId), leaveType: text(i.leaveType) as LeaveType, start: text(i.startAt), end: text(i.endAt) })),
  );
  const named = nameMatches(f), monthly = flag(f, 'overMonthlyCap');
  return sums
    .map((s) => {
      const p = persons.get(s.personId);
      return {
        id: `${s.personId}-${month}`, month, personName: p?.name ?? null, personCode: p?.code ?? null, deptId: p?.deptId ?? null,
        overtimeWorkday: s.overtimeWorkday, overtimeRestDay: s.overtimeRestDay, overtimeHoliday: s.overtimeHoliday, overtimeTotal: s.overtimeTotal,
        payHours: s.payHours, daysOverDailyCap: s.daysOverDailyCap, overMonthlyCap: s.overMonthlyCap,
        ...Object.fromEntries(LEAVE_TYPES.map((t) => [leaveColumn(t), s.leave[t]])), leaveTotal: s.leaveTotal,
      };
    })
    .filter((r) => inDept(r.deptId) && named(r.personName) && monthly(r.overMonthlyCap))
    .sort((a, b) => text(a.personCode).localeCompare(text(b.personCode)));
}

export const reportSources: Record<string, ReportSource> = {
  monthlyConstructionRecord: async (ctx, q) => pageRows(await constructionRows(ctx, wire(q)), q),
  overtimeDetail: async (ctx, q) => pageRows(await overtimeRows(ctx, wire(q)), q),
  overLeaveMonthly: async (ctx, q) => pageRows(await monthlyRows(ctx, wire(q)), q),
};
