/**
 * The numbers behind the analysis lists (minan/analysis), the kanban board (mlxc/kanbanManage) and the
 * statistics page (stat/): computed from the caller's cases (deleted ones left out) over the request's
 * report-time period. Every list answers `{ name, value }` items (plus extras) for the charts.
 */
import { HandlerError, parsePaging, type DownloadAnswer, type Handler, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import { OPEN_STATES, PROBLEM_STATES } from '../lifecycle';
import { allRows, enumLabel, hoursBetween, nowText, periodFilters, type Row, timeText } from './common';

const LIVE = PROBLEM_STATES.filter((s) => s !== 'deleted').join(',');

/** The caller's cases in the request's period (default: every case), with type and area names. */
export async function casesOf(ctx: HandlerContext, extra: Row = {}): Promise<Row[]> {
  const [cases, types, areas] = await Promise.all([
    allRows(ctx.store, 'problem', { state: LIVE, ...periodFilters(ctx.input), ...extra }),
    allRows(ctx.store, 'problemType'),
    allRows(ctx.store, 'deptArea'),
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const areaById = new Map(areas.map((a) => [a.id, a]));
  return cases.map((c) => {
    const type = typeById.get(c.problemTypeId);
    return { ...c, typeName: type?.typeName ?? '—', category: type?.category ?? null, areaName: areaById.get(c.deptAreaId)?.areaName ?? '—' };
  });
}

/** Whether a case is (or was closed) past its deadline, at `now` (the server's time, nowText). */
const isOverdue = (c: Row, now: string) =>
  Boolean(c.deadline) && (c.state === 'closed' ? String(c.closeTime ?? '') > String(c.deadline) : OPEN_STATES.includes(c.state as never) && now > String(c.deadline));

/** Counts of rows per key, largest first (or in `order` when given). */
function countBy(rows: Row[], key: (r: Row) => string, order?: string[]): { name: string; value: number }[] {
  const m = new Map<string, number>();
  for (const k of order ?? []) m.set(k, 0);
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  const out = [...m].map(([name, value]) => ({ name, value }));
  return order ? out : out.sort((a, b) => b.value - a.value);
}

/** The last `n` days up to today (by the server's clock), 'YYYY-MM-DD'. */
function lastDays(store: Pick<ModuleStore, 'devices'>, n: number): string[] {
  const today = new Date(store.devices.now());
  return Array.from({ length: n }, (_, i) => timeText(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (n - 1 - i))).slice(0, 10));
}

const dayOf = (v: unknown) => String(v ?? '').slice(0, 10);
const deptOf = (t: HandlerContext['t']) => (c: Row) => (c.handleDeptName ? String(c.handleDeptName) : t('wtsb.stat.unassigned'));

/** Hours buckets for response and handling times (named `wtsb.stat.bucket.<key>`). */
const BUCKETS: { key: string; max: number }[] = [
  { key: '1', max: 1 },
  { key: '4', max: 4 },
  { key: '12', max: 12 },
  { key: '24', max: 24 },
  { key: '72', max: 72 },
  { key: 'more', max: Infinity },
];
function bucketed(hours: number[], t: HandlerContext['t']) {
  const items = BUCKETS.map((b) => ({ key: b.key, name: t(`wtsb.stat.bucket.${b.key}`), value: 0 }));
  for (const h of hours) items[BUCKETS.findIndex((b) => h <= b.max)]!.value++;
  const avg = hours.length ? Math.round((hours.reduce((a, b) => a + b, 0) / hours.length) * 10) / 10 : 0;
  return { items, average: avg, count: hours.length };
}

// ---- minan/analysis ----------------------------------------------------------------------------

/** Cases reported per day (`unit=month`: per month). */
export const listByReportTime: Handler = async (ctx) => {
  const cases = await casesOf(ctx);
  if (ctx.input.unit === 'month') return countBy(cases, (c) => String(c.reportTime).slice(0, 7)).sort((a, b) => a.name.localeCompare(b.name));
  const days = ctx.input.reportTimeStart || ctx.input.startTime ? [...new Set(cases.map((c) => dayOf(c.reportTime)))].sort() : lastDays(ctx.store, 30);
  return countBy(cases.filter((c) => days.includes(dayOf(c.reportTime))), (c) => dayOf(c.reportTime), days);
};
export const listByType: Handler = async (ctx) => countBy(await casesOf(ctx), (c) => String(c.typeName));
export const listByState: Handler = async (ctx) =>
  countBy(await casesOf(ctx), (c) => String(c.state), PROBLEM_STATES.filter((s) => s !== 'deleted')).map((x) => ({ state: x.name, name: enumLabel(ctx.t, 'problemState', x.name), value: x.value }));
export const listByDepartment: Handler = async (ctx) => {
  const cases = await casesOf(ctx);
  const dept = deptOf(ctx.t);
  return countBy(cases, dept).map((x) => ({ ...x, closed: cases.filter((c) => dept(c) === x.name && c.state === 'closed').length }));
};
/** Cases closed per day over the last 30 days (by close time), with the total and on-time count. */
export const listClosed: Handler = async (ctx) => {
  const closed = (await casesOf(ctx)).filter((c) => c.state === 'closed');
  const days = lastDays(ctx.store, 30);
  return countBy(closed.filter((c) => days.includes(dayOf(c.closeTime))), (c) => dayOf(c.closeTime), days).map((x) => ({
    ...x,
    onTime: closed.filter((c) => dayOf(c.closeTime) === x.name && !isOverdue(c, nowText(ctx.store))).length,
  }));
};
/** Response time: report → sign (hours), bucketed, with the average. */
export const listByResponseTime: Handler = async (ctx) =>
  bucketed((await casesOf(ctx)).map((c) => hoursBetween(c.reportTime, c.signTime)).filter((h): h is number => h !== null && h >= 0), ctx.t);
/** Handling time: dispatch → handled (hours), bucketed, with the average. */
export const listByHandleTime: Handler = async (ctx) =>
  bucketed((await casesOf(ctx)).map((c) => hoursBetween(c.dispatchTime, c.finishTime)).filter((h): h is number => h !== null && h >= 0), ctx.t);

// ---- mlxc/kanbanManage -------------------------------------------------------------------------

/** Today's numbers and the last seven days' reported and closed counts. */
export const dailyStat: Handler = async (ctx) => {
  const cases = await casesOf(ctx);
  const today = nowText(ctx.store).slice(0, 10);
  const days = lastDays(ctx.store, 7);
  return {
    today: {
      reported: cases.filter((c) => dayOf(c.reportTime) === today).length,
      closed: cases.filter((c) => dayOf(c.closeTime) === today).length,
      open: cases.filter((c) => OPEN_STATES.includes(c.state as never)).length,
      overdue: cases.filter((c) => c.state !== 'closed' && isOverdue(c, nowText(ctx.store))).length,
    },
    days,
    reported: days.map((d) => cases.filter((c) => dayOf(c.reportTime) === d).length),
    closed: days.map((d) => cases.filter((c) => dayOf(c.closeTime) === d).length),
  };
};
/** Facility problems (types of the facility category) by type. */
export const facilityStat: Handler = async (ctx) => countBy((await casesOf(ctx)).filter((c) => c.category === 'facility'), (c) => String(c.typeName));
/** Process patrol (过程巡查): patrol-reported cases per day over the last 7 days. */
export const gcxcStat: Handler = async (ctx) => {
  const days = lastDays(ctx.store, 7);
  const patrol = (await casesOf(ctx)).filter((c) => c.source === 'patrol');
  return countBy(patrol.filter((c) => days.includes(dayOf(c.reportTime))), (c) => dayOf(c.reportTime), days);
};
/** Machine work (机械作业) problems by state: the state's code and its label in the caller's language. */
export const jxzyStat: Handler = async (ctx) =>
  countBy((await casesOf(ctx)).filter((c) => c.category === 'machine'), (c) => String(c.state)).map((x) => ({ state: x.name, name: enumLabel(ctx.t, 'problemState', x.name), value: x.value }));
/** Cases by state (the board's ring). */
export const kanbanProblemStat: Handler = listByState;
/** Per department area (the assessed subjects): total, closed and overdue. */
export const subjectStat: Handler = async (ctx) => {
  const cases = await casesOf(ctx);
  return countBy(cases, (c) => String(c.areaName)).map((x) => {
    const mine = cases.filter((c) => c.areaName === x.name);
    return { ...x, closed: mine.filter((c) => c.state === 'closed').length, overdue: mine.filter((c) => isOverdue(c, nowText(ctx.store))).length };
  });
};
/** Patrol tasks (巡查任务): cases reported per reporter, top ten. */
export const xcrwStat: Handler = async (ctx) => countBy(await casesOf(ctx), (c) => String(c.reporterName ?? '—')).slice(0, 10);
/** Alarms: a page of open cases past their deadline, most overdue first. */
export const alarmPage: Handler = async (ctx) => {
  const now = nowText(ctx.store);
  const rows = (await casesOf(ctx))
    .filter((c) => c.state !== 'closed' && isOverdue(c, now))
    .map((c) => ({ id: c.id, problemNo: c.problemNo, typeName: c.typeName, address: c.address, handleDeptName: c.handleDeptName, handlerName: c.handlerName, state: c.state, stateName: enumLabel(ctx.t, 'problemState', c.state), deadline: c.deadline, overdueHours: hoursBetween(c.deadline, now) }))
    .sort((a, b) => Number(b.overdueHours) - Number(a.overdueHours));
  // Paging read as every list reads it (garbage refused with a message); a page holds at most 100 cases.
  const paging = parsePaging(ctx.input, ctx.t);
  const pageNo = paging.pageNo;
  const pageSize = Math.min(paging.pageSize, 100);
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, pageNo, pageSize };
};

// ---- stat/ -------------------------------------------------------------------------------------

const STAT_KINDS = ['total', 'open', 'closed', 'overdue', 'onTime'] as const;
type StatKind = (typeof STAT_KINDS)[number];
/** Whether a case counts in a kind at `now` (the server's time, nowText). */
const inKind = (c: Row, kind: StatKind, now: string): boolean => {
  switch (kind) {
    case 'total':
      return true;
    case 'open':
      return OPEN_STATES.includes(c.state as never);
    case 'closed':
      return c.state === 'closed';
    case 'overdue':
      return isOverdue(c, now);
    case 'onTime':
      return c.state === 'closed' && !isOverdue(c, now);
  }
};
/** A share in per cent; unknown (null, shown as --) when there is nothing to divide by, never 0. */
const rate = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : null);

async function statRows(ctx: HandlerContext): Promise<Row[]> {
  const cases = await casesOf(ctx);
  const dept = deptOf(ctx.t);
  const names = [...new Set(cases.map(dept))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const rows = names.map((deptName) => {
    const mine = cases.filter((c) => dept(c) === deptName);
    const n = Object.fromEntries(STAT_KINDS.map((k) => [k, mine.filter((c) => inKind(c, k, nowText(ctx.store))).length])) as Record<StatKind, number>;
    return { deptName, ...n, closeRate: rate(n.closed, n.total), onTimeRate: rate(n.onTime, n.closed) };
  });
  const sum = Object.fromEntries(STAT_KINDS.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as Record<StatKind, number>;
  // The total row is named in the caller's language (合计 / Total); `summary` marks it for the screen.
  return [...rows, { deptName: ctx.t('wtsb.stat.sumRow'), ...sum, closeRate: rate(sum.closed, sum.total), onTimeRate: rate(sum.onTime, sum.closed), summary: true }];
}

/** stat/problemStat: per handling department: total, open, closed, overdue, closed on time and the rates; a total row last. */
export const problemStat: Handler = statRows;

/** stat/problemStatExport: the same table as an .xlsx workbook (POST form data). */
export const problemStatExport: Handler = async (ctx): Promise<DownloadAnswer> => {
  const keys = ['deptName', 'total', 'open', 'closed', 'overdue', 'onTime', 'closeRate', 'onTimeRate'];
  return {
    download: true,
    fileName: `${ctx.t('wtsb.stat.sheet')}_${nowText(ctx.store).replace(/\D/g, '')}.xlsx`,
    columns: keys.map((key) => ({ key, header: ctx.t(`wtsb.stat.${key}`), width: key === 'deptName' ? 24 : 12 })),
    rows: await statRows(ctx),
  };
};

/** stat/problemAnalysis: cases per month and type category (stacked bars) and per urgency. */
export const problemAnalysis: Handler = async (ctx) => {
  const cases = await casesOf(ctx);
  const months = [...new Set(cases.map((c) => String(c.reportTime).slice(0, 7)))].sort();
  const categories = [...new Set(cases.map((c) => String(c.category)))];
  return {
    months,
    series: categories.map((cat) => ({ name: enumLabel(ctx.t, 'typeCategory', cat), data: months.map((m) => cases.filter((c) => c.category === cat && String(c.reportTime).startsWith(m)).length) })),
    urgency: countBy(cases, (c) => enumLabel(ctx.t, 'urgency', c.urgency)),
  };
};

/** stat/detail: a page of the cases behind one cell of problemStat (`deptName`, `kind`). */
export const statDetail: Handler = async (ctx) => {
  const kind = (typeof ctx.input.kind === 'string' && ctx.input.kind ? ctx.input.kind : 'total') as StatKind;
  if (!STAT_KINDS.includes(kind)) throw new HandlerError(ctx.t('wtsb.refused.stat', { kind }));
  const dept = deptOf(ctx.t);
  // No department (or the total row's name) is every department.
  const deptName = typeof ctx.input.deptName === 'string' && ctx.input.deptName !== ctx.t('wtsb.stat.sumRow') ? ctx.input.deptName : '';
  const rows = (await casesOf(ctx))
    .filter((c) => (!deptName || dept(c) === deptName) && inKind(c, kind, nowText(ctx.store)))
    .sort((a, b) => String(b.reportTime).localeCompare(String(a.reportTime)));
  // Paging read as every list reads it (garbage refused with a message); a page holds at most 100 cases.
  const paging = parsePaging(ctx.input, ctx.t);
  const pageNo = paging.pageNo;
  const pageSize = Math.min(paging.pageSize, 100);
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, pageNo, pageSize };
};
