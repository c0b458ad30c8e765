/**
 * The lifecycle's actions after the report, one handler each: what each action needs from the request
 * and what it writes besides the state (see act.ts for how every action is checked and recorded).
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { act, actionHandler, done, optionalRemark, requireRemark } from './act';
import { actorName, allRows, hoursOf, nowText, timeOf, type Row } from './common';
import { incomingImages } from './images';

export const signProblem = actionHandler('sign', (ctx) => ({ changes: { signTime: nowText() }, remark: optionalRemark(ctx) }));

export const deleteProblem = actionHandler('delete', (ctx) => ({ remark: optionalRemark(ctx) }));

/** setRead: marks the case read; a case already read stays as it is (no second record). */
export const setRead: Handler = async (ctx) => {
  const c = await act(ctx, 'setRead', (_ctx, c) => (c.readFlag === true ? { silent: true } : { changes: { readFlag: true } }));
  return { ...c, message: done(ctx, c, 'setRead') };
};

export const reportCommandCenter = actionHandler('reportCommandCenter', (ctx) => ({ remark: requireRemark(ctx, 'reportCommandCenter') }));
export const returnCommandCenter = actionHandler('returnCommandCenter', (ctx) => ({ remark: requireRemark(ctx, 'returnCommandCenter') }));

/** The handler a request names (`handlerUserId`, or `userId`) among the common persons. */
async function handlerOf(ctx: HandlerContext): Promise<Row> {
  const userId = ctx.input.handlerUserId ?? ctx.input.userId ?? ctx.input.handlerId;
  if (typeof userId !== 'string' && typeof userId !== 'number') throw new HandlerError(ctx.t('wtsb.refused.handler'));
  const person = (await allRows(ctx.store, 'commonPerson')).find((p) => String(p.userId) === String(userId));
  if (!person) throw new HandlerError(ctx.t('wtsb.refused.handler'));
  return person;
}

/** The time limit of a case's type (hours), 24 when the type has none. */
async function typeHours(ctx: HandlerContext, c: Row): Promise<number> {
  const type = typeof c.problemTypeId === 'number' ? await ctx.store.get('problemType', c.problemTypeId) : null;
  return Number(type?.handleHours ?? 24) || 24;
}

const addHours = (from: number, hours: number) => nowText(new Date(from + hours * 3600_000));

/** sendOrder (and re-dispatch): to a common person, with a time limit (default: the type's). */
export const sendOrder = actionHandler('sendOrder', async (ctx, c) => {
  const person = await handlerOf(ctx);
  const raw = ctx.input.handleHours ?? ctx.input.hours;
  const hours = raw === undefined || raw === '' || raw === null ? await typeHours(ctx, c) : hoursOf(ctx, raw, 'wtsb.problem.handleHours');
  const now = Date.now();
  return {
    changes: {
      handlerUserId: String(person.userId),
      handlerName: person.personName,
      handleDeptName: person.deptName,
      handleHours: hours,
      dispatchTime: nowText(new Date(now)),
      deadline: addHours(now, hours),
      finishTime: null,
    },
    remark: optionalRemark(ctx),
    targetName: `${String(person.deptName)} ${String(person.personName)}`,
    hours,
  };
});

/** refuse: the handler sends the order back to dispatch, with a reason. */
export const refuse = actionHandler('refuse', (ctx) => {
  return { changes: { handlerUserId: null, handlerName: null, handleDeptName: null, deadline: null, dispatchTime: null }, remark: requireRemark(ctx, 'refuse') };
});

/** reportProgress: result 'progress' (still handling) or 'done' (handled, awaiting review), with photos. */
export const reportProgress = actionHandler('reportProgress', async (ctx, _c, outcome) => {
  const remark = requireRemark(ctx, 'reportProgress');
  return { changes: outcome === 'done' ? { finishTime: nowText() } : {}, remark, images: { stage: 'progress', files: await incomingImages(ctx) } };
});

/** delayApply: the handler asks for more hours; the dispatcher decides by review. */
export const delayApply = actionHandler('delayApply', (ctx) => {
  const hours = hoursOf(ctx, ctx.input.delayHours ?? ctx.input.applyHours ?? ctx.input.hours, 'wtsb.problemDelay.applyHours');
  const remark = requireRemark(ctx, 'delayApply');
  return {
    changes: { delayHours: hours },
    remark,
    hours,
    after: async (c) => {
      await ctx.store.create('problemDelay', { problemId: c.id, applyHours: hours, reason: remark, applicantName: await actorName(ctx), applyTime: nowText(), status: 'pending' });
    },
  };
});

/**
 * review (problemCheck/problemReview): decides a delay application (pass extends the deadline) or
 * checks a handled case (pass closes it, fail sends it back to handling). A fail needs a remark.
 */
export const problemReview = actionHandler('review', async (ctx, c, outcome) => {
  const remark = outcome === 'fail' ? requireRemark(ctx, 'review') : optionalRemark(ctx);
  const files = await incomingImages(ctx);
  if (c.state === 'delayPending') {
    const hours = Number(c.delayHours ?? 0);
    const pass = outcome === 'pass';
    const deadline = timeOf(c.deadline);
    const changes: Row = { delayHours: null };
    if (pass && hours) {
      changes.handleHours = Number(c.handleHours ?? 0) + hours;
      changes.deadline = addHours(deadline ?? Date.now(), hours);
    }
    return {
      changes,
      remark,
      hours: pass ? hours : 0,
      images: { stage: 'review', files },
      after: async () => {
        const pending = (await allRows(ctx.store, 'problemDelay', { problemId: c.id, status: 'pending' }))[0];
        if (pending) await ctx.store.update('problemDelay', pending.id as number, { status: pass ? 'approved' : 'rejected', reviewerName: await actorName(ctx), reviewTime: nowText(), reviewRemark: remark || null });
      },
    };
  }
  return { changes: outcome === 'pass' ? { closeTime: nowText() } : { finishTime: null }, remark, images: { stage: 'review', files } };
});
