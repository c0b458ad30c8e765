/**
 * The life of a problem case (wtsb = problem reporting and dispatch) as one explicit state machine:
 * the table `LIFECYCLE` names, for every state, the actions allowed in it, the state each leads to and
 * who may take it. Plain data, no imports: the server refuses anything the table does not allow, and
 * the page shows only the buttons the table allows. modules/wtsb/README.md describes it in prose.
 *
 * @example
 *   decide('dispatched', 'reportProgress', ['handler'], 'done'); // { ok: true, next: 'handled' }
 *   decide('closed', 'sendOrder', ['dispatcher']);               // { ok: false, reason: 'state' }
 */

/** Every state a case can be in, in the order a case usually passes through them. */
export const PROBLEM_STATES = [
  'reported', // 已上报，待受理
  'accepted', // 已受理，待派遣
  'atCenter', // 已上报指挥中心
  'dispatched', // 已派单，待处置
  'handling', // 处置中
  'delayPending', // 延期审核中
  'handled', // 已处置，待核查
  'closed', // 已结案
  'deleted', // 已删除（作废）
] as const;
export type ProblemState = (typeof PROBLEM_STATES)[number];

/** Every action on a case; `report` creates it, the others move it (or keep it where it is). */
export const PROBLEM_ACTIONS = [
  'report',
  'edit',
  'sign',
  'reportCommandCenter',
  'returnCommandCenter',
  'sendOrder',
  'refuse',
  'reportProgress',
  'delayApply',
  'review',
  'setRead',
  'delete',
] as const;
export type ProblemAction = (typeof PROBLEM_ACTIONS)[number];

/**
 * Who acts, relative to the case: the reporter (who reported it), the dispatcher (the command
 * centre's operators: every user of the tenant who has the module's menu) and the handler (the person
 * the order was sent to).
 */
export type Role = 'reporter' | 'dispatcher' | 'handler';
export const ROLES: readonly Role[] = ['reporter', 'dispatcher', 'handler'];

/** An action whose result depends on what the actor decides: review passes or fails, progress is final or not. */
export type Outcomes = Readonly<Record<string, ProblemState>>;

export type Transition = {
  /** The next state, or one per outcome (the request's `result`). */
  next: ProblemState | Outcomes;
  who: readonly Role[];
};

const ANYONE: readonly Role[] = ROLES;
const read = (s: ProblemState): Transition => ({ next: s, who: ANYONE });
const progress: Transition = { next: { progress: 'handling', done: 'handled' }, who: ['handler'] };

/** How a case is created: the `report` action leads to `reported`; any user may report. */
export const INITIAL: { action: 'report'; next: ProblemState; who: readonly Role[] } = { action: 'report', next: 'reported', who: ANYONE };

/** The state machine: state × action → next state and who may act. An action not listed is refused. */
export const LIFECYCLE: Readonly<Record<ProblemState, Readonly<Partial<Record<ProblemAction, Transition>>>>> = {
  reported: {
    edit: { next: 'reported', who: ['reporter', 'dispatcher'] },
    sign: { next: 'accepted', who: ['dispatcher'] },
    reportCommandCenter: { next: 'atCenter', who: ['dispatcher'] },
    setRead: read('reported'),
    delete: { next: 'deleted', who: ['reporter', 'dispatcher'] },
  },
  accepted: {
    sendOrder: { next: 'dispatched', who: ['dispatcher'] },
    reportCommandCenter: { next: 'atCenter', who: ['dispatcher'] },
    setRead: read('accepted'),
    delete: { next: 'deleted', who: ['dispatcher'] },
  },
  atCenter: {
    returnCommandCenter: { next: 'accepted', who: ['dispatcher'] },
    setRead: read('atCenter'),
  },
  dispatched: {
    refuse: { next: 'accepted', who: ['handler'] },
    reportProgress: progress,
    delayApply: { next: 'delayPending', who: ['handler'] },
    sendOrder: { next: 'dispatched', who: ['dispatcher'] },
    setRead: read('dispatched'),
  },
  handling: {
    reportProgress: progress,
    delayApply: { next: 'delayPending', who: ['handler'] },
    sendOrder: { next: 'dispatched', who: ['dispatcher'] },
    setRead: read('handling'),
  },
  delayPending: {
    review: { next: { pass: 'handling', fail: 'handling' }, who: ['dispatcher'] },
    setRead: read('delayPending'),
  },
  handled: {
    review: { next: { pass: 'closed', fail: 'handling' }, who: ['dispatcher'] },
    setRead: read('handled'),
  },
  closed: {
    setRead: read('closed'),
  },
  deleted: {},
};

/** The states counted as open (not closed, not deleted). */
export const OPEN_STATES: readonly ProblemState[] = PROBLEM_STATES.filter((s) => s !== 'closed' && s !== 'deleted');

export const isProblemState = (v: unknown): v is ProblemState => typeof v === 'string' && (PROBLEM_STATES as readonly string[]).includes(v);
export const isProblemAction = (v: unknown): v is ProblemAction => typeof v === 'string' && (PROBLEM_ACTIONS as readonly string[]).includes(v);

/** The outcomes an action has in a state (e.g. ['pass', 'fail'] for review), or none. */
export function outcomesOf(state: ProblemState, action: ProblemAction): string[] {
  const next = LIFECYCLE[state][action]?.next;
  return next && typeof next === 'object' ? Object.keys(next) : [];
}

export type Decision =
  | { ok: true; next: ProblemState }
  | { ok: false; reason: 'state' | 'role' | 'outcome'; who?: readonly Role[]; outcomes?: string[] };

/** Whether `roles` may take `action` in `state` (with `outcome` where the action has outcomes), and where it leads. */
export function decide(state: ProblemState, action: ProblemAction, roles: readonly Role[], outcome?: string): Decision {
  const t = LIFECYCLE[state][action];
  if (!t) return { ok: false, reason: 'state' };
  if (!t.who.some((r) => roles.includes(r))) return { ok: false, reason: 'role', who: t.who };
  if (typeof t.next === 'string') return { ok: true, next: t.next };
  const next = outcome === undefined ? undefined : t.next[outcome];
  if (!next) return { ok: false, reason: 'outcome', outcomes: Object.keys(t.next) };
  return { ok: true, next };
}

/** The actions `roles` may take in `state` (what the page shows as buttons). */
export function allowedActions(state: ProblemState, roles: readonly Role[]): ProblemAction[] {
  return PROBLEM_ACTIONS.filter((a) => LIFECYCLE[state][a]?.who.some((r) => roles.includes(r)));
}

/** The roles a user has on a case: always dispatcher; reporter and handler by the case's user ids. */
export function rolesOf(problem: { reporterUserId?: unknown; handlerUserId?: unknown }, userId: string): Role[] {
  const roles: Role[] = ['dispatcher'];
  if (problem.reporterUserId != null && String(problem.reporterUserId) === userId) roles.push('reporter');
  if (problem.handlerUserId != null && String(problem.handlerUserId) === userId) roles.push('handler');
  return roles;
}
