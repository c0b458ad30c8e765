/**
 * Calls beside the engine's:
 * - operateDailyReportNew/carList, facList, staffList: the lists behind a daily report's totals (`id`
 *   of the report; its date's trips and work records);
 * - cleanDailyReport/getTimeCleanRecord (people at work per hour) and getPositionCount (per post) of a
 *   cleaning daily report row (`id` = `<date>|<department>`, or `workDate` and `deptId`);
 * - np/common/loadOrgTree and loadStaffTree: the platform's departments those the caller's data scope
 *   shows, with the crew that keeps work records (the last 30 days);
 * - rgsb/loadAreaNum: work areas per type; wfcs getDivisionTree: the demo city's districts and streets.
 */
import { demoCity, DISTRICT_NAMES } from '../../../kit/geo/demoCity';
import { HandlerError, type BeforeWrite, type Handler, type HandlerContext, type OrgDepartment } from '../../../kit/resource';
import { carRows, crewFigures, peopleByHour, stationFigures } from '../rules/figures';
import { DIVISION_TREE, gcadd, ljzy, rgsb } from '../resources/paths';
import { addDays, DAYS } from './seed';
import { checkedDate, daysBetween, facilities, today, tripsBetween, yesterday } from './rows';

type Row = Record<string, unknown>;
const key = (call: string) => call;

async function reportDate(ctx: HandlerContext): Promise<string> {
  const id = Number(ctx.input.id);
  const row = Number.isInteger(id) && id > 0 ? await ctx.store.get('operateDailyReport', id) : null;
  if (!row) throw new HandlerError(ctx.t('zybb.operateDailyReport.notFound'));
  return String(row.reportDate).slice(0, 10);
}

const carList: Handler = async (ctx) => {
  const date = await reportDate(ctx);
  const [trips, plants] = await Promise.all([tripsBetween(ctx.store, date, date), facilities(ctx.store)]);
  return carRows(trips, new Map(plants.map((f) => [f.id, f.facName])));
};

const facList: Handler = async (ctx) => {
  const date = await reportDate(ctx);
  const [trips, plants] = await Promise.all([tripsBetween(ctx.store, date, date), facilities(ctx.store)]);
  return plants.map((f) => ({ id: f.id, facName: f.facName, facType: f.facType, ...stationFigures(f, trips) })).filter((f) => f.open)
    .map(({ id, facName, facType, inTrips, inTonnes, outTrips, outTonnes }) => ({ id, facName, facType, inTrips, inTonnes, outTrips, outTonnes }));
};

const staffList: Handler = async (ctx) => {
  const date = await reportDate(ctx);
  return (await daysBetween(ctx.store, date, date, { status: 'work' })).map((d) => d.row).sort((a, b) => String(a.staffCode).localeCompare(String(b.staffCode)));
};

/**
 * A cleaning daily report row's records: by its `id` (server/reports.ts cleanRowId: yyyymmdd × 1000 +
 * the department's place that day), or by `workDate` and `deptId` (none: every department).
 */
async function cleanRow(ctx: HandlerContext) {
  const id = Number(ctx.input.id);
  if (ctx.input.id !== undefined && ctx.input.id !== '') {
    const ymd = String(Math.floor(id / 1000));
    if (!Number.isInteger(id) || id <= 0 || ymd.length !== 8) throw new HandlerError(ctx.t('zybb.badDate'));
    const date = checkedDate(ctx, `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`, yesterday(ctx.store));
    const days = await daysBetween(ctx.store, date, date);
    const dept = [...new Set(days.map((d) => d.deptId))].sort()[(id % 1000) - 1];
    return days.filter((d) => d.deptId === dept);
  }
  const date = checkedDate(ctx, ctx.input.workDate, yesterday(ctx.store));
  const deptId = String(ctx.input.deptId ?? '');
  return daysBetween(ctx.store, date, date, deptId ? { deptId } : {});
}

const byHour: Handler = async (ctx) => {
  const counts = peopleByHour(await cleanRow(ctx));
  return {
    categories: counts.map((_, h) => (h < 24 ? `${String(h).padStart(2, '0')}:00` : `${ctx.t('zybb.cleanDaily.nextDay')} ${String(h - 24).padStart(2, '0')}:00`)),
    series: [{ name: ctx.t('zybb.cleanDaily.peopleAtWork'), data: counts, type: 'bar' as const }],
  };
};

const byPost: Handler = async (ctx) => {
  const days = await cleanRow(ctx);
  const posts = [...new Set(days.map((d) => d.post))];
  return posts.map((post) => {
    const c = crewFigures(days.filter((d) => d.post === post));
    return { post, staffDue: c.staffDue, onDuty: c.onDuty, hours: c.hours };
  });
};

type Node = { id: string; name: string; people: number; post?: string; children?: Node[] };

/** The caller's departments as a tree, each node with the crew of its branch; `withPeople` hangs each person under their department. */
async function orgTree(ctx: HandlerContext, withPeople: boolean): Promise<Node[]> {
  const t = today(ctx.store);
  const [depts, days] = await Promise.all([ctx.store.org.visibleDepartments(), daysBetween(ctx.store, addDays(t, -DAYS), t)]);
  const crew = new Map<string, Row>();
  for (const d of days) crew.set(d.staffCode, d.row);
  const nodes = new Map<string, Node>(depts.map((d: OrgDepartment) => [d.id, { id: d.id, name: d.name, people: 0, children: [] }]));
  for (const p of [...crew.values()].sort((a, b) => String(a.staffCode).localeCompare(String(b.staffCode)))) {
    const dept = nodes.get(String(p.deptId));
    if (!dept) continue;
    dept.people += 1;
    if (withPeople) dept.children!.push({ id: String(p.staffCode), name: String(p.staffName), post: String(p.post), people: 1 });
  }
  const roots: Node[] = [];
  for (const d of depts) (d.parentId && nodes.get(d.parentId) ? nodes.get(d.parentId)!.children! : roots).push(nodes.get(d.id)!);
  const total = (n: Node): Node => {
    if (!n.children) return n;
    const children = n.children.map(total);
    const own = children.filter((c) => c.post === undefined);
    return { id: n.id, name: n.name, people: n.people + own.reduce((a, c) => a + c.people, 0), ...(children.length ? { children } : {}) };
  };
  return roots.map(total);
}

const areaNum: Handler = async (ctx) => {
  const rows = await ctx.store.aggregate('workArea', { groupBy: ['areaType'], sum: ['areaM2', 'staffNeeded'] });
  return rows.map((r) => ({ areaType: r.areaType, count: r.count, areaM2: r.areaM2 ?? null, staffNeeded: r.staffNeeded ?? null }));
};

/**
 * The demo city's divisions (districts, each with its streets: street j lies in district j mod the
 * number of districts, as 垃圾分类's region tree has it); a tenant outside the demo city has none.
 */
const divisionTree: Handler = (ctx) => {
  const index = ({ 1: 0, 2: 1 } as Record<string, number>)[ctx.caller.tenantId];
  if (index === undefined) return [];
  const city = demoCity(index);
  const D = city.districts.length;
  return city.districts.map((d, i) => ({
    id: d, name: DISTRICT_NAMES[d] ?? d, level: ctx.t('zybb.division.district'),
    children: city.streets.flatMap((s, j) => (j % D === i ? [{ id: `${d}-${j}`, name: s, level: ctx.t('zybb.division.street') }] : [])),
  }));
};

const op = (name: string) => key(ljzy(`operateDailyReportNew/${name}`) as string);

export const handlers: Record<string, Handler> = {
  [op('carList')]: carList,
  [op('facList')]: facList,
  [op('staffList')]: staffList,
  [gcadd('cleanDailyReport/getTimeCleanRecord') as string]: byHour,
  [gcadd('cleanDailyReport/getPositionCount') as string]: byPost,
  [ljzy('np/common/loadOrgTree') as string]: (ctx) => orgTree(ctx, false),
  [ljzy('np/common/loadStaffTree') as string]: (ctx) => orgTree(ctx, true),
  [rgsb('loadAreaNum') as string]: areaNum,
  [DIVISION_TREE as string]: divisionTree,
};

/** A work area's size: area = length × width when both are given; else as typed (an estate's). */
const beforeArea: BeforeWrite = (values, before) => {
  const v = { ...before, ...values };
  const length = v.lengthM === null || v.lengthM === undefined || v.lengthM === '' ? null : Number(v.lengthM);
  const width = v.widthM === null || v.widthM === undefined || v.widthM === '' ? null : Number(v.widthM);
  return length !== null && width !== null ? { ...values, areaM2: Math.round(length * width) } : values;
};

export const beforeWrite: Record<string, BeforeWrite> = { workArea: beforeArea };
