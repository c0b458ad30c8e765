/**
 * The case lifecycle over HTTP. Every action goes through `act`: it loads the caller's case, asks the
 * state machine (../lifecycle.ts) whether the caller may take the action in the case's state, checks
 * the action's own input, and only then writes: the case's new state and the action's record (actor,
 * time, remark). A refused action changes nothing and says why, naming the state and the action.
 */
import { formFields, HandlerError, type Handler, type HandlerContext } from '../../kit/resource';
import { decide, INITIAL, outcomesOf, rolesOf, type ProblemAction, type ProblemState, type Role } from '../lifecycle';
import { problem } from '../resources/problem';
import { actorName, allRows, caseIdOf, enumLabel, hoursOf, loadCase, nowText, positiveId, remarkOf, timeOf, type Row } from './common';
import { distanceMeters } from './geo';
import { incomingImages, storeImages, type IncomingFile } from './images';

/** What an action writes besides the state, decided after the state machine allowed it. */
type Effect = {
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

const actionName = (t: HandlerContext['t'], a: ProblemAction) => enumLabel(t, 'problemAction', a);

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
type Effector = (ctx: HandlerContext, c: Row, outcome: string | undefined, next: ProblemState) => Promise<Effect> | Effect;

/** Records one action of a case. */
async function record(ctx: HandlerContext, problemId: number, action: ProblemAction, from: ProblemState | null, to: ProblemState, e: Effect & { outcome?: string }) {
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
 * One action at a time per case (and one report at a time per tenant, for case numbers): the check of
 * the state and the writes after it must not interleave with another request's. The engine's store
 * has no transactions for handlers, and the server is one process on one SQLite file, so a chain of
 * promises per key is enough.
 */
const queues = new Map<string, Promise<unknown>>();
function serially<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.then(run, run);
  const tail = mine.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return mine;
}

/**
 * Takes `action` on the request's case: state machine first, then `effect` (which checks the action's
 * input and may refuse), then the writes. Answers the case as it is now.
 */
function act(ctx: HandlerContext, action: ProblemAction, effect: Effector): Promise<Row> {
  const id = caseIdOf(ctx);
  return serially(`${ctx.caller.tenantId}:${id}`, () => actNow(ctx, id, action, effect));
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

const requireRemark = (ctx: HandlerContext, action: ProblemAction): string => {
  const remark = remarkOf(ctx.input.remark ?? ctx.input.reason ?? ctx.input.content);
  if (!remark) throw new HandlerError(ctx.t('wtsb.refused.remark', { action: actionName(ctx.t, action) }));
  return remark;
};
const optionalRemark = (ctx: HandlerContext) => remarkOf(ctx.input.remark ?? ctx.input.reason ?? ctx.input.content);

const done = (ctx: HandlerContext, c: Row, action: ProblemAction) => ctx.t('wtsb.done.action', { problemNo: String(c.problemNo), action: actionName(ctx.t, action) });

/** A handler that takes an action and answers the case with a confirmation message. */
const actionHandler = (action: ProblemAction, effect: Effector): Handler => async (ctx) => {
  const c = await act(ctx, action, effect);
  return { ...c, message: done(ctx, c, action) };
};

/** A new case number: WT + date + a 3-digit sequence of the day (after the day's highest). */
async function nextProblemNo(ctx: HandlerContext, now: string): Promise<string> {
  const day = now.slice(0, 10).replace(/-/g, '');
  const page = await ctx.store.list('problem', { pageNo: 1, pageSize: 1, filters: { problemNo: `WT${day}` }, sort: { field: 'problemNo', order: 'desc' } });
  const last = page.records[0]?.problemNo;
  const seq = typeof last === 'string' && /^WT\d{8}\d{3,}$/.test(last) ? Number(last.slice(10)) + 1 : 1;
  return `WT${day}${String(seq).padStart(3, '0')}`;
}

/** The form fields of a case a reporter sends (every other field belongs to the lifecycle). */
function reportValues(input: Row): Row {
  const out: Row = {};
  for (const f of formFields(problem)) if (f.name in input) out[f.name] = input[f.name];
  if (out.location === undefined && input.lng !== undefined && input.lat !== undefined) out.location = { lng: Number(input.lng), lat: Number(input.lat) };
  return out;
}

/** saveProblemInfo: reports a new case (no id), or edits a reported case (with an id; the `edit` action). */
export const saveProblemInfo: Handler = async (ctx) => {
  if (positiveId(ctx.input.id) !== null) {
    const c = await act(ctx, 'edit', async (ctx) => ({ changes: reportValues(ctx.input), remark: optionalRemark(ctx), images: { stage: 'report', files: await incomingImages(ctx) } }));
    return { ...c, message: done(ctx, c, 'edit') };
  }
  const files = await incomingImages(ctx);
  return serially(`${ctx.caller.tenantId}:report`, () => report(ctx, files));
};

async function report(ctx: HandlerContext, files: IncomingFile[]) {
  const now = nowText();
  const values: Row = {
    ...reportValues(ctx.input),
    problemNo: await nextProblemNo(ctx, now),
    reporterName: await actorName(ctx),
    reporterUserId: ctx.caller.userId,
    reportTime: now,
    state: INITIAL.next,
    readFlag: false,
    imageCount: files.length,
  };
  if (values.deptAreaId === undefined || values.deptAreaId === null || values.deptAreaId === '') values.deptAreaId = await areaAt(ctx, values.location);
  const c = await ctx.store.create('problem', values);
  const id = c.id as number;
  if (files.length) await storeImages(ctx, id, 'report', files);
  await record(ctx, id, 'report', null, INITIAL.next, { remark: remarkOf(ctx.input.description) });
  return { ...c, message: ctx.t('wtsb.done.report', { problemNo: String(c.problemNo) }) };
}

/** The area whose circle holds a point (the nearest centre among them), or null. */
async function areaAt(ctx: HandlerContext, location: unknown): Promise<number | null> {
  let p = location as { lng?: unknown; lat?: unknown } | null | undefined;
  if (typeof location === 'string') {
    try {
      p = location.trim().startsWith('{') ? (JSON.parse(location) as typeof p) : { lng: location.split(',')[0], lat: location.split(',')[1] };
    } catch {
      return null;
    }
  }
  const lng = Number(p?.lng);
  const lat = Number(p?.lat);
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  let best: { id: number; d: number } | null = null;
  for (const a of await allRows(ctx.store, 'deptArea')) {
    const c = a.center as { lng: number; lat: number } | null;
    if (!c) continue;
    const d = distanceMeters(lng, lat, c.lng, c.lat);
    if (d <= Number(a.radius ?? 0) && (!best || d < best.d)) best = { id: a.id as number, d };
  }
  return best?.id ?? null;
}

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
