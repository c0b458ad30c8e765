/**
 * Reading cases: one case with what the caller may do with it, its action list, the counts per
 * state for the list's tabs, and the field app's "my cases" count and page.
 */
import { parsePaging, type Handler, type HandlerContext } from '../../../kit/resource';
import { OPEN_STATES, PROBLEM_STATES, type ProblemState } from '../lifecycle';
import { allRows, loadCase, nowText, type Row } from './common';

/** web/problem/getProblemInfo: a case with its photos (ids), delay applications, the caller's roles and allowed actions. */
export const getProblemInfo: Handler = async (ctx) => {
  const c = await loadCase(ctx);
  const flow = ctx.store.workflow('problem');
  const roles = await flow.roles(c);
  const state = c.state as ProblemState;
  const actions = await flow.allowed(c);
  const images = (await allRows(ctx.store, 'problemImage', { problemId: c.id })).map((r) => ({ id: r.id, stage: r.stage, fileName: r.fileName }));
  const delays = await allRows(ctx.store, 'problemDelay', { problemId: c.id });
  const type = typeof c.problemTypeId === 'number' ? await ctx.store.get('problemType', c.problemTypeId) : null;
  const area = typeof c.deptAreaId === 'number' ? await ctx.store.get('deptArea', c.deptAreaId) : null;
  const overdue = Boolean(c.deadline && !['closed', 'deleted'].includes(state) && nowText(ctx.store) > String(c.deadline));
  return { ...c, typeName: type?.typeName ?? null, areaName: area?.areaName ?? null, overdue, roles, actions, images, delays };
};

/** web/problem/getProblemActionList: a case's actions, oldest first (the timeline). */
export const getProblemActionList: Handler = async (ctx) => {
  const c = await loadCase(ctx);
  return ctx.store.workflow('problem').log(c.id as number);
};

/** Counts per state of the caller's tenant, plus all (not deleted), unread and overdue. */
async function stateCounts(ctx: HandlerContext, filters: Row = {}): Promise<Row> {
  const groups = await ctx.store.aggregate('problem', { groupBy: ['state'], filters });
  const out: Row = Object.fromEntries(PROBLEM_STATES.map((s) => [s, 0]));
  for (const g of groups) out[String(g.state)] = g.count;
  out.all = PROBLEM_STATES.filter((s) => s !== 'deleted').reduce((n, s) => n + Number(out[s]), 0);
  out.open = OPEN_STATES.reduce((n, s) => n + Number(out[s]), 0);
  const unread = await ctx.store.aggregate('problem', { groupBy: ['readFlag'], filters: { ...filters, state: OPEN_STATES.join(',') } });
  out.unread = unread.filter((g) => g.readFlag !== 1 && g.readFlag !== '1').reduce((n, g) => n + g.count, 0);
  const overdue = await ctx.store.list('problem', { pageNo: 1, pageSize: 1, filters: { ...filters, state: OPEN_STATES.join(','), deadlineEnd: nowText(ctx.store) } });
  out.overdue = overdue.total;
  return out;
}

/** web/problem/getProblemCountNum: the list's tab counts. */
export const getProblemCountNum: Handler = (ctx) => stateCounts(ctx);

/** What the field app calls "mine": cases the caller reported, handles, or (tab todo) must act on. */
function mine(ctx: HandlerContext, rows: Row[], tab: string): Row[] {
  const me = ctx.caller.userId;
  const handling = (r: Row) => String(r.handlerUserId ?? '') === me;
  switch (tab) {
    case 'reported':
      return rows.filter((r) => String(r.reporterUserId ?? '') === me);
    case 'done':
      return rows.filter((r) => handling(r) && ['handled', 'closed'].includes(String(r.state)));
    default:
      return rows.filter((r) => handling(r) && ['dispatched', 'handling', 'delayPending'].includes(String(r.state)));
  }
}

async function appRows(ctx: HandlerContext): Promise<Row[]> {
  return allRows(ctx.store, 'problem', { state: PROBLEM_STATES.filter((s) => s !== 'deleted') });
}

/** app/problem/getProblemCount: the caller's counts: to do (sent to me), done by me, reported by me. */
export const appGetProblemCount: Handler = async (ctx) => {
  const rows = await appRows(ctx);
  return { todo: mine(ctx, rows, 'todo').length, done: mine(ctx, rows, 'done').length, reported: mine(ctx, rows, 'reported').length };
};

/** app/problem/getProblemPage: a page of the caller's cases of a tab (todo, done, reported), newest first. */
export const appGetProblemPage: Handler = async (ctx) => {
  const tab = typeof ctx.input.tab === 'string' ? ctx.input.tab : 'todo';
  const rows = mine(ctx, await appRows(ctx), tab).sort((a, b) => String(b.reportTime).localeCompare(String(a.reportTime)));
  // Paging read as every list reads it (garbage refused with a message); a page holds at most 100 cases.
  const paging = parsePaging(ctx.input, ctx.t);
  const pageNo = paging.pageNo;
  const pageSize = Math.min(paging.pageSize, 100);
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, pageNo, pageSize };
};
