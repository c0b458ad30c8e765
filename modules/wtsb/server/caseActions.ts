/**
 * What the lifecycle's actions do beyond the workflow's data (../lifecycle.ts declares the states,
 * who acts, which remarks are required, the times and fields set, and the calls): the handler an
 * order is sent to and its time limit, progress photos, a delay application and its review. The
 * engine runs each effect after the workflow allowed the action and before anything is written.
 */
import { HandlerError, type HandlerContext, type WorkflowServer } from '../../../kit/resource';
import { optionalRemark, toWorkflow } from './act';
import { actorName, allRows, hoursOf, nowText, timeOf, type Row, timeText } from './common';
import { incomingImages } from './images';

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

const addHours = (from: number, hours: number) => timeText(new Date(from + hours * 3600_000));

/** The problem's workflow on the server: the effects of its actions, its outcome flags, actor names. */
export const problemWorkflow: WorkflowServer = {
  outcomeOf,
  actorName,
  effects: {
    /** setRead: marks the case read; a case already read stays as it is (no second record). */
    setRead: toWorkflow((_ctx, c) => (c.readFlag === true ? { silent: true } : { changes: { readFlag: true } })),

    /** sendOrder (and re-dispatch): to a common person, with a time limit (default: the type's). */
    sendOrder: toWorkflow(async (ctx, c) => {
      const person = await handlerOf(ctx);
      const raw = ctx.input.handleHours ?? ctx.input.hours;
      const hours = raw === undefined || raw === '' || raw === null ? await typeHours(ctx, c) : hoursOf(ctx, raw, 'wtsb.problem.handleHours');
      const now = ctx.store.devices.now();
      return {
        changes: {
          handlerUserId: String(person.userId),
          handlerName: person.personName,
          handleDeptName: person.deptName,
          handleHours: hours,
          dispatchTime: timeText(new Date(now)),
          deadline: addHours(now, hours),
          finishTime: null,
        },
        targetName: `${String(person.deptName)} ${String(person.personName)}`,
        hours,
      };
    }),

    /** reportProgress: result 'progress' (still handling) or 'done' (handled, awaiting review), with photos. */
    reportProgress: toWorkflow(async (ctx, _c, outcome) => ({
      changes: outcome === 'done' ? { finishTime: nowText(ctx.store) } : {},
      images: { stage: 'progress', files: await incomingImages(ctx) },
    })),

    /** delayApply: the handler asks for more hours; the dispatcher decides by review. */
    delayApply: toWorkflow((ctx) => {
      const hours = hoursOf(ctx, ctx.input.delayHours ?? ctx.input.applyHours ?? ctx.input.hours, 'wtsb.problemDelay.applyHours');
      return {
        changes: { delayHours: hours },
        hours,
        after: async (c) => {
          await ctx.store.create('problemDelay', { problemId: c.id, applyHours: hours, reason: optionalRemark(ctx), applicantName: await actorName(ctx), applyTime: nowText(ctx.store), status: 'pending' });
        },
      };
    }),

    /**
     * review (problemCheck/problemReview): decides a delay application (pass extends the deadline) or
     * checks a handled case (pass closes it, fail sends it back to handling).
     */
    review: toWorkflow(async (ctx, c, outcome) => {
      const remark = optionalRemark(ctx);
      const files = await incomingImages(ctx);
      if (c.state === 'delayPending') {
        const hours = Number(c.delayHours ?? 0);
        const pass = outcome === 'pass';
        const deadline = timeOf(c.deadline);
        const changes: Row = { delayHours: null };
        if (pass && hours) {
          changes.handleHours = Number(c.handleHours ?? 0) + hours;
          changes.deadline = addHours(deadline ?? ctx.store.devices.now(), hours);
        }
        return {
          changes,
          hours: pass ? hours : 0,
          images: { stage: 'review', files },
          after: async () => {
            const pending = (await allRows(ctx.store, 'problemDelay', { problemId: c.id, status: 'pending' }))[0];
            if (pending) await ctx.store.update('problemDelay', pending.id as number, { status: pass ? 'approved' : 'rejected', reviewerName: await actorName(ctx), reviewTime: nowText(ctx.store), reviewRemark: remark || null });
          },
        };
      }
      return { changes: outcome === 'pass' ? { closeTime: nowText(ctx.store) } : { finishTime: null }, images: { stage: 'review', files } };
    }),
  },
};
