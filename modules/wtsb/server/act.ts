/**
 * How a lifecycle action runs: through the problem's workflow (../lifecycle.ts) in the engine, which
 * loads the caller's case, checks the state machine and the action's declared input (the remark),
 * runs the action's effect (caseActions.ts: the handler, hours, photos — which may refuse), and only
 * then writes the case's new state, its action record (actor, time, remark, target, hours) and the
 * effect's own writes, all in one transaction. A refused action changes nothing and says why, naming
 * the case, its state and the action. This file adapts the area's effects to the engine's.
 */
import type { HandlerContext, WorkflowEffector } from '../../../kit/resource';
import type { ProblemAction, ProblemState } from '../lifecycle';
import { caseIdOf, enumLabel, remarkOf, type Row } from './common';
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

/** Decides an action's writes from its request (and may refuse, before anything is written). */
export type Effector = (ctx: HandlerContext, c: Row, outcome: string | undefined, next: ProblemState) => Promise<Effect> | Effect;

/** An area effect as the engine's: photos counted on the case and stored after it, target and hours in the record. */
export function toWorkflow(effect: Effector): WorkflowEffector {
  return async (w) => {
    const e = await effect(w, w.record, w.outcome, w.next as ProblemState);
    if (e.silent) return { silent: true };
    const files = e.images?.files ?? [];
    const changes = files.length ? { ...e.changes, imageCount: Number(w.record.imageCount ?? 0) + files.length } : e.changes;
    return {
      changes,
      ...(e.remark !== undefined ? { remark: e.remark } : {}),
      log: { targetName: e.targetName ?? null, hours: e.hours ?? null },
      after: async (updated, store) => {
        if (files.length) await storeImages({ ...w, store }, updated.id as number, e.images!.stage, files);
        if (e.after) await e.after(updated);
      },
    };
  };
}

/**
 * Takes `action` on the request's case: state machine first, then `effect` (which checks the action's
 * input and may refuse), then the writes. Answers the case as it is now.
 */
export function act(ctx: HandlerContext, action: ProblemAction, effect: Effector): Promise<Row> {
  return ctx.store.workflow('problem').act(caseIdOf(ctx), action, { input: ctx.input, effect: toWorkflow(effect) });
}

/**
 * Runs `run` with a context whose store is one transaction: the case's read, the checks and every
 * write after them (case row, action record, photos, delay application) commit together or not at
 * all. This also keeps two requests on the same case from interleaving: the engine's SQLite database
 * is one connection, and a transaction holds it from its first read to its commit.
 */
export function inTransaction<T>(ctx: HandlerContext, run: (tx: HandlerContext) => Promise<T>): Promise<T> {
  return ctx.store.transaction((store) => run({ ...ctx, store }));
}

export const optionalRemark = (ctx: HandlerContext) => remarkOf(ctx.input.remark ?? ctx.input.reason ?? ctx.input.content);

export const done = (ctx: HandlerContext, c: Row, action: ProblemAction) => ctx.t('wtsb.done.action', { problemNo: String(c.problemNo), action: actionName(ctx.t, action) });
