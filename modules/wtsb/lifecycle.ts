/**
 * The life of a problem case (wtsb = problem reporting and dispatch) as the workflow of its definition
 * (`problemFlow`, the kit's workflow: kit/resource/workflow.ts): for every state, the actions allowed
 * in it, the state each leads to and who may take it; what each action asks for (a remark where the
 * handler or the centre writes one; a reason when a review fails) and writes (times, the handler
 * cleared); the calls the engine serves and the action list it writes. Plain data: the server refuses
 * anything the table does not allow, and the page shows only the buttons the table allows.
 * modules/wtsb/README.md describes it in prose; server/caseActions.ts holds what actions do beyond data.
 *
 * @example
 *   decide('dispatched', 'reportProgress', ['handler'], 'done'); // { ok: true, next: 'handled' }
 *   decide('closed', 'sendOrder', ['dispatcher']);               // { ok: false, reason: 'state' }
 */
import {
  allowedActions as allowedIn,
  decide as decideIn,
  defineWorkflow,
  outcomesOf as outcomesIn,
  rolesOf as rolesIn,
  type Transition,
} from '../../kit/resource';
import { problemApi } from './api';

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

const ANYONE: readonly Role[] = ['reporter', 'dispatcher', 'handler'];
const read = (s: ProblemState): Transition<ProblemState, Role> => ({ next: s, who: ANYONE });
const progress: Transition<ProblemState, Role> = { next: { progress: 'handling', done: 'handled' }, who: ['handler'] };

export const problemFlow = defineWorkflow({
  field: 'state',
  states: PROBLEM_STATES,
  actions: PROBLEM_ACTIONS.filter((a): a is Exclude<ProblemAction, 'report'> => a !== 'report'),
  roles: { reporter: { field: 'reporterUserId' }, dispatcher: { everyone: true }, handler: { field: 'handlerUserId' } },
  initial: { action: 'report', next: 'reported', who: ANYONE },
  transitions: {
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
  },
  inputs: {
    refuse: { remark: 'required' },
    reportProgress: { remark: 'required' },
    delayApply: { remark: 'required' },
    reportCommandCenter: { remark: 'required' },
    returnCommandCenter: { remark: 'required' },
    review: { remark: { requiredFor: ['fail'] } },
  },
  set: {
    sign: { signTime: '$now' },
    refuse: { handlerUserId: null, handlerName: null, handleDeptName: null, deadline: null, dispatchTime: null },
  },
  remarkField: 'lastRemark',
  calls: {
    sign: problemApi.sign,
    delete: problemApi.remove,
    setRead: problemApi.setRead,
    sendOrder: problemApi.sendOrder,
    refuse: problemApi.refuse,
    reportProgress: problemApi.reportProgress,
    delayApply: problemApi.delayApply,
    reportCommandCenter: problemApi.reportCommandCenter,
    returnCommandCenter: problemApi.returnCommandCenter,
    review: problemApi.review,
  },
  log: { resource: 'problemAction', subject: 'problemId' },
  labels: { state: 'wtsb.enum.problemState', action: 'wtsb.enum.problemAction', outcome: 'wtsb.outcome', role: 'wtsb.role' },
  messages: {
    state: 'wtsb.refused.state',
    role: 'wtsb.refused.role',
    outcome: 'wtsb.refused.outcome',
    remark: 'wtsb.refused.remark',
    notFound: 'wtsb.refused.notFound',
    noId: 'wtsb.refused.noId',
    done: 'wtsb.done.action',
  },
});

/** The roles in the order the workflow declares them. */
export const ROLES = Object.keys(problemFlow.roles) as Role[];

/** How a case is created: the `report` action leads to `reported`; any user may report. */
export const INITIAL = problemFlow.initial as { action: 'report'; next: ProblemState; who: readonly Role[] };

/** The state machine: state × action → next state and who may act. An action not listed is refused. */
export const LIFECYCLE = problemFlow.transitions as Readonly<Record<ProblemState, Readonly<Partial<Record<ProblemAction, Transition<ProblemState, Role>>>>>>;

export type Decision =
  | { ok: true; next: ProblemState }
  | { ok: false; reason: 'state' | 'role' | 'outcome'; who?: readonly Role[]; outcomes?: string[] };

/** The states counted as open (not closed, not deleted). */
export const OPEN_STATES: readonly ProblemState[] = PROBLEM_STATES.filter((s) => s !== 'closed' && s !== 'deleted');

export const isProblemState = (v: unknown): v is ProblemState => typeof v === 'string' && (PROBLEM_STATES as readonly string[]).includes(v);
export const isProblemAction = (v: unknown): v is ProblemAction => typeof v === 'string' && (PROBLEM_ACTIONS as readonly string[]).includes(v);

/** The outcomes an action has in a state (e.g. ['pass', 'fail'] for review), or none. */
export const outcomesOf = (state: ProblemState, action: ProblemAction): string[] => outcomesIn(problemFlow, state, action);

/** Whether `roles` may take `action` in `state` (with `outcome` where the action has outcomes), and where it leads. */
export const decide = (state: ProblemState, action: ProblemAction, roles: readonly Role[], outcome?: string): Decision =>
  decideIn(problemFlow, state, action, roles, outcome) as Decision;

/** The actions `roles` may take in `state` (what the page shows as buttons). */
export const allowedActions = (state: ProblemState, roles: readonly Role[]): ProblemAction[] => allowedIn(problemFlow, state, roles) as ProblemAction[];

/** The roles a user has on a case: always dispatcher; reporter and handler by the case's user ids. */
export const rolesOf = (problem: { reporterUserId?: unknown; handlerUserId?: unknown }, userId: string): Role[] =>
  rolesIn(problemFlow, problem, userId) as Role[];
