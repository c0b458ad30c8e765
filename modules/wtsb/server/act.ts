/**
 * How a lifecycle action runs. Every action goes through `act`: it loads the caller's case, asks the
 * state machine (../lifecycle.ts) whether the caller may take the action in the case's state, checks
 * the action's own input (the action's effect, which may refuse), and only then writes: the case's new
 * state and the action's record (actor, time, remark), all in one transaction. A refused action changes
 * nothing and says why, naming the case, its state and the action.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { decide, outcomesOf, rolesOf, type ProblemAction, type ProblemState, type Role } from '../lifecycle';
import { actorName, caseIdOf, enumLabel, loadCase, nowText, remarkOf, type Row } from './common';
import { storeImages, type IncomingFile } from './images';

/** What an action writes besides the state, decided after the state machine allowed it. */
export type Effect = {
  changes?: Row;
  remark?: string;
  targetName?: string;
  hours?: number;
  images?: { stage: string; files: IncomingFile[] };
  /** Writes of other rows (delay applications), run after the case is updated. */
  after?: (c: Row) => Promise<void>;
  /** Skip the action record (a repeated set-read). */
  silent?: boolean;
};

export const actionName = (t: HandlerContext['t'], a: ProblemAction) => enumLabel(t, 'problemAction', a);

function refusal(ctx: HandlerContext, c: Row, action: ProblemAction, reason: 'state' | 'role' | 'outcome', who?: readonly Role[], outcomes?: string[]): HandlerError {
  const params = { problemNo: String(c.problemNo), action: actionName(ctx.t, action), state: enumLabel(ctx.t, 'problemState', c.state) };
  if (reason === 'state') return new HandlerError(ctx.t('wtsb.refused.state', params));
  if (reason === 'role') return new HandlerError(ctx.t('wtsb.refused.role', { ...params, who: (who ?? []).map((r) => ctx.t(`wtsb.role.${r}`)).join('或') }));
  return new HandlerError(ctx.t('wtsb.refused.outcome', { ...params, outcomes: (outcomes ?? []).map((o) => `${o}（${ctx.t(`wtsb.outcome.${o}`)}）`).join('、') }));
}

/** The outcome a request names: `result`, or `finished`/`pass` flags. */
function outcomeOf(input: Row): string | undefined {
  const r = input.result ?? input.outcome;
  if (typeof r === 'string' && r) return r;
  if (input.finished === true || input.finished === 'true' || input.finished === '1') return 'done';
  if (input.finished === false || input.finished === 'false' || input.finished === '0') return 'progress';
  if (input.pass === true || input.pass === 'true' || input.pass === '1') return 'pass';
  if (input.pass === false || input.pass === 'false' || input.pass === '0') return 'fail';
  return undefined;
}

/** Decides an action's writes from its request (and may refuse, before anything is written). */
export type Effector = (ctx: HandlerContext, c: Row, outcome: string | undefined, next: ProblemState) => Promise<Effect> | Effect;

/** Records one action of a case. */
export async function record(ctx: HandlerContext, problemId: number, action: ProblemAction, from: ProblemState | null, to: ProblemState, e: Effect & { outcome?: string }) {
  await ctx.store.create('problemAction', {
    problemId,
    action,
    outcome: e.outcome ?? null,
    fromState: from,
    toState: to,
    actorName: await actorName(ctx),
    actorUserId: ctx.caller.userId,
    actionTime: nowText(),
    targetName: e.targetName ?? null,
    hours: e.hours ?? null,
    remark: e.remark || null,
  });
}

/**
 * Takes `action` on the request's case: state machine first, then `effect` (which checks the action's
 * input and may refuse), then the writes. Answers the case as it is now.
 */
export function act(ctx: HandlerContext, action: ProblemAction, effect: Effector): Promise<Row> {
  const id = caseIdOf(ctx);
  return inTransaction(ctx, (tx) => actNow(tx, id, action, effect));
}

/**
 * Runs `run` with a context whose store is one transaction: the case's read, the state machine's
 * check and every write after it (case row, action record, photos, delay application) commit together
 * or not at all. This also keeps two requests on the same case from interleaving, so no per-case queue
 * is needed: the engine's SQLite database is one connection, and a transaction holds it from its first
 * read to its commit, so another request's statements wait until then and read the committed state.
 */
export function inTransaction<T>(ctx: HandlerContext, run: (tx: HandlerContext) => Promise<T>): Promise<T> {
  return ctx.store.transaction((store) => run({ ...ctx, store }));
}

async function actNow(ctx: HandlerContext, caseId: number, action: ProblemAction, effect: Effector): Promise<Row> {
  const c = await loadCase(ctx, caseId);
  const state = c.state as ProblemState;
  const outcome = outcomeOf(ctx.input);
  const d = decide(state, action, rolesOf(c, ctx.caller.userId), outcome);
  if (!d.ok) throw refusal(ctx, c, action, d.reason, d.who, d.outcomes);
  const e = await effect(ctx, c, outcome, d.next);
  const id = c.id as number;
  if (e.silent) return c;
  const changes: Row = { ...e.changes, state: d.next };
  if (e.remark) changes.lastRemark = e.remark;
  if (e.images?.files.length) changes.imageCount = Number(c.imageCount ?? 0) + e.images.files.length;
  const updated = await ctx.store.update('problem', id, changes);
  if (e.images?.files.length) await storeImages(ctx, id, e.images.stage, e.images.files);
  await record(ctx, id, action, state, d.next, { ...e, outcome: outcomesOf(state, action).length ? outcome : undefined });
  if (e.after) await e.after(updated);
  return updated;
}

export const requireRemark = (ctx: HandlerContext, action: ProblemAction): string => {
  const remark = remarkOf(ctx.input.remark ?? ctx.input.reason ?? ctx.input.content);
  if (!remark) throw new HandlerError(ctx.t('wtsb.refused.remark', { action: actionName(ctx.t, action) }));
  return remark;
};
export const optionalRemark = (ctx: HandlerContext) => remarkOf(ctx.input.remark ?? ctx.input.reason ?? ctx.input.content);

export const done = (ctx: HandlerContext, c: Row, action: ProblemAction) => ctx.t('wtsb.done.action', { problemNo: String(c.problemNo), action: actionName(ctx.t, action) });

/** A handler that takes an action and answers the case with a confirmation message. */
export const actionHandler = (action: ProblemAction, effect: Effector): Handler => async (ctx) => {
  const c = await act(ctx, action, effect);
  return { ...c, message: done(ctx, c, action) };
};
