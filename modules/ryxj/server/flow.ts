/**
 * The life of an inspection and its appeal (rules/appeal.ts and rules/score.ts decide; this applies):
 * - init (the engine's create, hook evalInfoOnWrite): the item must be an item (not a dimension) of a
 *   dimension of the inspection's type (or of a dimension for every type), the facility of that type;
 *   the deduction defaults to the item's points and never exceeds them; rectification and its deadline
 *   follow the item; the number is KP + 6 digits; the recording account is kept; state 待确认.
 *   Only a draft can be edited (the same checks again).
 * - confirm publishes a draft (the appeal window starts); agrees closes published ones.
 * - appeal (the engine's create of appeal, hook appealOnWrite) within the window, once.
 * - review save/update/delete (hook reviewOnWrite): the reviewer is not the inspector; the deduction in
 *   force is recomputed from the contested points; withdrawn until the appellant confirms (appeal/confirm).
 * Every change writes a row of evalLog (who, when, action, state and points before → after).
 */
import { HandlerError, type HandlerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { appealDeadline, appealRefusal, isRefusal, reviewedPoints, reviewerRefusal, type Refusal } from '../rules/appeal';
import { deductionRefusal } from '../rules/score';
import { plusHours, stampOf } from '../rules/time';
import { readSettings } from './settings';

type Row = Record<string, unknown>;
type T = HandlerContext['t'];
const text = (v: unknown) => (v == null ? '' : String(v));
const num = (v: unknown) => (v == null || v === '' ? null : Number(v));
const refuse = (t: T, r: Refusal): never => { throw new HandlerError(t(r.key, r.params)); };
export const nowOf = (store: ModuleStore) => stampOf(store.devices.now());
const stateName = (t: T, s: unknown) => t(`ryxj.enum.evalState.${text(s)}`);

async function must(store: ModuleStore, resource: string, id: unknown, t: T): Promise<Row> {
  const row = id == null || id === '' ? null : await store.get(resource, Number(id));
  if (!row) throw new HandlerError(t('ryxj.refused.notFound'));
  return row;
}

/** One row of the inspection's log. */
export async function writeLog(store: ModuleStore, caller: { userId: string; userName: string }, e: Row, action: string, change: { toState?: unknown; pointsAfter?: unknown; remark?: string | null }) {
  await store.create('evalLog', {
    evalNo: e.evalNo, action, actorName: caller.userName, actorUserId: caller.userId, actionTime: nowOf(store),
    fromState: action === 'init' ? null : e.state, toState: change.toState ?? e.state,
    pointsBefore: action === 'init' ? null : e.finalPoints, pointsAfter: change.pointsAfter ?? e.finalPoints, remark: change.remark ?? null,
  });
}

/** The checked values of an inspection being recorded or edited. */
async function checkedEval(store: ModuleStore, v: Row, t: T): Promise<Row> {
  const rule = await must(store, 'ruleScore', v.ruleScoreId, t);
  if (rule.parentId == null) refuse(t, { key: 'ryxj.refused.notItem' });
  const dimension = await must(store, 'ruleScore', rule.parentId, t);
  const type = t(`ryxj.enum.evalType.${text(v.evalType)}`);
  if (dimension.evalType != null && dimension.evalType !== v.evalType) refuse(t, { key: 'ryxj.refused.typeMismatch', params: { rule: text(rule.ruleName), type } });
  const facility = await must(store, 'facilityInfo', v.facilityId, t);
  if (facility.facilityType !== v.evalType) refuse(t, { key: 'ryxj.refused.facilityType', params: { facility: text(facility.facilityName), type } });
  const points = num(v.points) ?? Number(rule.points ?? 0);
  const bad = deductionRefusal(points, Number(rule.points ?? 0));
  if (bad) refuse(t, bad);
  const needRectify = Boolean(rule.needRectify);
  return {
    ...v, points, finalPoints: points, deptId: facility.deptId, needRectify,
    rectifyDeadline: needRectify && rule.rectifyHours ? plusHours(text(v.evalTime), Number(rule.rectifyHours)) : null,
  };
}

export const evalInfoOnWrite: WriteHook = async (change, { store, t, caller }) => {
  if (change.op === 'create') {
    const { total } = await store.list('evalInfo', { pageNo: 1, pageSize: 1 });
    const v = await checkedEval(store, change.values, t);
    const row: Row = { ...v, evalNo: `KP${String(total + 1).padStart(6, '0')}`, state: 'draft', inspectorUserId: caller.userId };
    await writeLog(store, caller, row, 'init', { toState: 'draft', pointsAfter: row.finalPoints });
    return row;
  }
  if (change.op !== 'update') return;
  if ('state' in change.values) return; // the flow's own writes (confirm, agrees, appeal, review)
  if (change.before.state !== 'draft') refuse(t, { key: 'ryxj.refused.draftOnly', params: { evalNo: text(change.before.evalNo), state: stateName(t, change.before.state) } });
  const v = await checkedEval(store, { ...change.before, ...change.values }, t);
  await writeLog(store, caller, change.before, 'update', { pointsAfter: v.finalPoints });
  return { ...change.values, points: v.points, finalPoints: v.finalPoints, deptId: v.deptId, needRectify: v.needRectify, rectifyDeadline: v.rectifyDeadline };
};

/** evalInfo/confirm: publishes a draft; the appeal window starts now. */
export async function confirmEval(ctx: HandlerContext) {
  return ctx.store.transaction(async (store) => {
    const e = await must(store, 'evalInfo', ctx.input.id, ctx.t);
    if (e.state !== 'draft') refuse(ctx.t, { key: 'ryxj.refused.confirmState', params: { evalNo: text(e.evalNo), state: stateName(ctx.t, e.state) } });
    const now = nowOf(store);
    const { appealHours } = await readSettings(store);
    await writeLog(store, ctx.caller, e, 'confirm', { toState: 'published' });
    return store.update('evalInfo', Number(e.id), { state: 'published', publishedAt: now, appealDeadline: appealDeadline(now, appealHours) });
  });
}

const idList = (v: unknown): number[] => (Array.isArray(v) ? v : text(v).split(',')).map((x) => Number(x)).filter((n) => Number.isInteger(n) && n > 0);

/** evalInfo/agrees: the inspected party accepts published inspections (ids); all or none. */
export async function agreeEvals(ctx: HandlerContext) {
  const ids = idList(ctx.input.ids ?? ctx.input.id);
  if (!ids.length) throw new HandlerError(ctx.t('ryxj.refused.noIds'));
  return ctx.store.transaction(async (store) => {
    for (const id of ids) {
      const e = await must(store, 'evalInfo', id, ctx.t);
      if (e.state !== 'published') refuse(ctx.t, { key: 'ryxj.refused.agreeState', params: { evalNo: text(e.evalNo), state: stateName(ctx.t, e.state) } });
      await writeLog(store, ctx.caller, e, 'agree', { toState: 'agreed' });
      await store.update('evalInfo', id, { state: 'agreed' });
    }
    return { agreed: ids.length, message: ctx.t('ryxj.evalInfo.agreed', { count: ids.length }) };
  });
}

/** The log of an inspection, oldest first. */
export const logOf = async (store: ModuleStore, e: Row) =>
  (await store.all('evalLog', { evalNo: e.evalNo })).sort((a, b) => text(a.actionTime).localeCompare(text(b.actionTime)) || Number(a.id) - Number(b.id));

export const evalLogPage = async (ctx: HandlerContext) => logOf(ctx.store, await must(ctx.store, 'evalInfo', ctx.input.id ?? ctx.input.evalId, ctx.t));
export const appealLogPage = async (ctx: HandlerContext) => {
  const a = await must(ctx.store, 'appeal', ctx.input.id, ctx.t);
  return logOf(ctx.store, await must(ctx.store, 'evalInfo', a.evalId, ctx.t));
};

export const appealOnWrite: WriteHook = async (change, { store, t, caller }) => {
  if (change.op !== 'create') return;
  const e = await must(store, 'evalInfo', change.values.evalId, t);
  const now = nowOf(store);
  const { appealHours } = await readSettings(store);
  const bad = appealRefusal({ evalNo: text(e.evalNo), state: text(e.state), publishedAt: e.publishedAt == null ? null : text(e.publishedAt) }, now, appealHours);
  if (bad) refuse(t, bad.key === 'ryxj.refused.appealState' ? { ...bad, params: { ...bad.params, state: stateName(t, e.state) } } : bad);
  const { total } = await store.list('appeal', { pageNo: 1, pageSize: 1 });
  await writeLog(store, caller, e, 'appeal', { toState: 'appealed', remark: text(change.values.reason) });
  await store.update('evalInfo', Number(e.id), { state: 'appealed' });
  return { ...change.values, appealNo: `SS${String(total + 1).padStart(6, '0')}`, contestedPoints: e.finalPoints, state: 'pending', appellantName: caller.userName, appealTime: now, finalPoints: null, reviewerName: null };
};

const appealStateName = (t: T, s: unknown) => t(`ryxj.enum.appealState.${text(s)}`);

/** The reviewer's checks and the recomputed deduction for a decision on `appeal`. */
async function decide(store: ModuleStore, t: T, caller: { userId: string; userName: string }, appeal: Row, v: Row) {
  const reviewer = { userId: caller.userId, name: caller.userName };
  const e = await must(store, 'evalInfo', appeal.evalId, t);
  const inspector = e.inspectorId == null ? null : await store.get('roleStaff', Number(e.inspectorId));
  const who = reviewerRefusal({ userId: e.inspectorUserId == null ? null : text(e.inspectorUserId), name: inspector ? text(inspector.staffName) : null }, reviewer);
  if (who) refuse(t, who);
  if (!text(v.remark).trim()) refuse(t, { key: 'ryxj.refused.reviewRemark' });
  const outcome = reviewedPoints(Number(appeal.contestedPoints ?? 0), text(v.result), num(v.restoredPoints));
  if (isRefusal(outcome)) return refuse(t, outcome);
  return { e, outcome };
}

export const reviewOnWrite: WriteHook = async (change, { store, t, caller }) => {
  if (change.op === 'recover') return;
  const appealId = change.op === 'create' ? change.values.appealId : change.before.appealId;
  const appeal = await must(store, 'appeal', appealId, t);
  const appealNo = text(appeal.appealNo);
  if (appeal.state === 'closed') refuse(t, { key: 'ryxj.refused.reviewClosed', params: { appealNo } });
  if (change.op === 'create' && appeal.state !== 'pending') refuse(t, { key: 'ryxj.refused.reviewState', params: { appealNo, state: appealStateName(t, appeal.state) } });
  if (change.op === 'update' && change.values.appealId != null && Number(change.values.appealId) !== Number(change.before.appealId)) refuse(t, { key: 'ryxj.refused.reviewState', params: { appealNo, state: appealStateName(t, appeal.state) } });
  if (change.op === 'delete') {
    const e = await must(store, 'evalInfo', appeal.evalId, t);
    await writeLog(store, caller, e, 'reviewDelete', { toState: 'appealed', pointsAfter: appeal.contestedPoints });
    await store.update('evalInfo', Number(e.id), { state: 'appealed', finalPoints: appeal.contestedPoints });
    await store.update('appeal', Number(appeal.id), { state: 'pending', finalPoints: null, reviewerName: null });
    return;
  }
  const v = change.op === 'create' ? change.values : { ...change.before, ...change.values };
  const { e, outcome } = await decide(store, t, caller, appeal, v);
  const result = text(v.result);
  const remark = `${t(`ryxj.enum.reviewResult.${result}`)}：${text(v.remark)}`;
  await writeLog(store, caller, e, change.op === 'create' ? 'review' : 'reviewUpdate', { toState: 'reviewed', pointsAfter: outcome.points, remark });
  await store.update('evalInfo', Number(e.id), { state: 'reviewed', finalPoints: outcome.points });
  await store.update('appeal', Number(appeal.id), { state: result, finalPoints: outcome.points, reviewerName: caller.userName });
  return {
    ...change.values, restoredPoints: outcome.restored, pointsBefore: appeal.contestedPoints, pointsAfter: outcome.points,
    reviewerName: caller.userName, reviewerUserId: caller.userId, reviewTime: nowOf(store),
  };
};

/** appeal/confirm: the appellant acknowledges the review's result; nothing changes it after. */
export async function confirmAppeal(ctx: HandlerContext) {
  return ctx.store.transaction(async (store) => {
    const a = await must(store, 'appeal', ctx.input.id, ctx.t);
    if (!['upheld', 'partly', 'rejected'].includes(text(a.state))) refuse(ctx.t, { key: 'ryxj.refused.appealConfirmState', params: { appealNo: text(a.appealNo), state: appealStateName(ctx.t, a.state) } });
    const e = await must(store, 'evalInfo', a.evalId, ctx.t);
    await writeLog(store, ctx.caller, e, 'appealConfirm', {});
    await store.update('appeal', Number(a.id), { state: 'closed' });
    return { message: ctx.t('ryxj.appeal.confirmed') };
  });
}
