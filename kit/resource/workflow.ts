/**
 * Workflows in the definition: a resource's life as plain data — its states, the actions allowed in
 * each (state × action → next state, or one next state per outcome: an audit passes or rejects), who
 * may take each (roles relative to the record, everyone, or holders of platform functions), what an
 * action asks for (a remark, required for some outcomes: a rejection's reason; attachments as file
 * ids; values such as hours), and the record it leaves in the action log. The server refuses anything
 * the table does not allow and writes the record and its log in one transaction; the page offers only
 * the buttons the table allows. These pure functions answer both sides the same.
 *
 * @example
 *   export const repairFlow = defineWorkflow({
 *     field: 'state', states: ['draft', 'submitted', 'approved', 'rejected'], actions: ['submit', 'audit'],
 *     roles: { applicant: { field: 'applicantUserId' }, auditor: { functions: ['fleet:audit'] } },
 *     initial: { action: 'create', next: 'draft', who: ['applicant'] },
 *     transitions: {
 *       draft: { submit: { next: 'submitted', who: ['applicant'] } },
 *       submitted: { audit: { next: { pass: 'approved', reject: 'rejected' }, who: ['auditor'] } },
 *       approved: {}, rejected: { submit: { next: 'submitted', who: ['applicant'] } },
 *     },
 *     inputs: { audit: { remark: { requiredFor: ['reject'] }, attachments: true } },
 *     calls: { submit: '/cloud/x/repair/submit', audit: '/cloud/x/repair/audit' },
 *     log: { resource: 'repairLog', subject: 'repairId' },
 *   });
 */
import { datetime, file, reference, text } from './fields';
import type { ApiCall, DateField, FieldDef, FileField, ReferenceField, TextField } from './types';

/**
 * Who holds a role on a record: everyone of the tenant who can open the module, the user whose id the
 * record holds in `field`, or users holding every one of `functions` (the platform's authorization
 * decides; see the server's `functionCheck` hook).
 */
export type RoleRule = { everyone: true } | { field: string } | { functions: readonly string[] };

export type Transition<S extends string = string, R extends string = string> = {
  /** The next state, or one per outcome (the request's `result`), e.g. `{ pass: 'closed', fail: 'handling' }`. */
  next: S | Readonly<Record<string, S>>;
  who: readonly R[];
};

/** What an action takes from the request besides the record's id. */
export type ActionInput = {
  /** The remark: 'required', 'optional' (default), or required for some outcomes (a rejection's reason). */
  remark?: 'required' | 'optional' | { requiredFor: readonly string[] };
  /** Attachments: file ids of the file service in the request's `attachments` (at most `max`, default 9). */
  attachments?: boolean | { max: number };
  /** Values the action takes (validated like fields), passed to the action's effect and `set`. */
  fields?: Record<string, FieldDef>;
};

/**
 * A value an action writes (plain data): `'$now'` the time, `'$userId'`/`'$userName'` the actor,
 * `'$remark'`, `'$outcome'`, `'$input.<name>'` one of the action's input values; anything else as is.
 */
export type SetValue = string | number | boolean | null;

/** Catalogue keys of a workflow's messages; the defaults are the kit's (`kit.workflow.*`). */
export type WorkflowMessages = {
  /** The action is not allowed in the state. Params: name, state, action (and the display field's own name). */
  state?: string;
  /** The caller holds none of the roles. Params: name, action, state, who. */
  role?: string;
  /** The outcome is missing or unknown. Params: name, action, state, outcomes. */
  outcome?: string;
  /** The remark is required. Params: action. */
  remark?: string;
  /** No such record in the caller's tenant. */
  notFound?: string;
  /** No record named in the request. */
  noId?: string;
  /** The confirmation of a taken action. Params: name, action. */
  done?: string;
};

export type WorkflowDef<S extends string = string, A extends string = string, R extends string = string> = {
  /** The resource's state field (an enum whose values are `states`). */
  field: string;
  states: readonly S[];
  /** Every action besides the initial one, in the order the page shows its buttons. */
  actions: readonly A[];
  /** The roles, by how a user holds them (roles everyone holds are listed first in `rolesOf`). */
  roles: Readonly<Record<R, RoleRule>>;
  /** How a record starts: the initial action (logged), its state and who may take it. */
  initial: { action: string; next: S; who: readonly R[] };
  /** state × action → transition; an action not listed in a state is refused. */
  transitions: { readonly [K in S]: Readonly<Partial<Record<A, Transition<S, R>>>> };
  /** What each action takes from the request. */
  inputs?: Readonly<Partial<Record<A, ActionInput>>>;
  /** Fields each action (the initial one too) writes besides the state (plain data, see SetValue). */
  set?: Readonly<Partial<Record<A | (string & {}), Readonly<Record<string, SetValue>>>>>;
  /** A record field keeping the latest remark. */
  remarkField?: string;
  /** The calls the engine serves, one per action; each answers the record and a confirmation. */
  calls?: Readonly<Partial<Record<A, ApiCall>>>;
  /** The action log: a resource of the module and its field naming the record (see workflowLogFields). */
  log?: { resource: string; subject: string };
  /** Calls beside the actions: a record's log (oldest first), and a record with the caller's roles and actions. */
  api?: { log?: ApiCall; info?: ApiCall };
  /** Catalogue key prefixes of labels: `<state>.<value>` etc. (default `kit.workflow.<kind>`). */
  labels?: { state?: string; action?: string; outcome?: string; role?: string };
  messages?: WorkflowMessages;
};

/** Types a workflow and checks that every transition names known states, actions and roles. */
export function defineWorkflow<const S extends string, const A extends string, const R extends string>(w: WorkflowDef<S, A, R>): WorkflowDef<S, A, R> {
  const roles = Object.keys(w.roles);
  const known = (kind: string, list: readonly string[], v: string) => {
    if (!list.includes(v)) throw new Error(`workflow: unknown ${kind} "${v}"`);
  };
  for (const r of w.initial.who) known('role', roles, r);
  known('state', w.states, w.initial.next);
  for (const [state, actions] of Object.entries(w.transitions) as [string, Record<string, Transition | undefined>][]) {
    known('state', w.states, state);
    for (const [action, t] of Object.entries(actions)) {
      if (!t) continue;
      known('action', w.actions, action);
      for (const r of t.who) known('role', roles, r);
      for (const next of typeof t.next === 'string' ? [t.next] : Object.values(t.next)) known('state', w.states, next);
    }
  }
  for (const s of w.states) if (!(s in w.transitions)) throw new Error(`workflow: state "${s}" has no transitions entry`);
  return w;
}

/** Any workflow, as the engine reads it. */
export type AnyWorkflow = WorkflowDef<string, string, string>;

export type Decision =
  | { ok: true; next: string }
  | { ok: false; reason: 'state' | 'role' | 'outcome'; who?: readonly string[]; outcomes?: string[] };

const transitionOf = (w: AnyWorkflow, state: string, action: string): Transition | undefined =>
  (w.transitions as Record<string, Record<string, Transition | undefined> | undefined>)[state]?.[action];

/** The outcomes an action has in a state (['pass', 'fail'] for an audit), or none. */
export function outcomesOf(w: AnyWorkflow, state: string, action: string): string[] {
  const next = transitionOf(w, state, action)?.next;
  return next && typeof next === 'object' ? Object.keys(next) : [];
}

/** Whether `roles` may take `action` in `state` (with `outcome` where it has outcomes), and where it leads. */
export function decide(w: AnyWorkflow, state: string, action: string, roles: readonly string[], outcome?: string): Decision {
  const t = transitionOf(w, state, action);
  if (!t) return { ok: false, reason: 'state' };
  if (!t.who.some((r) => roles.includes(r))) return { ok: false, reason: 'role', who: t.who };
  if (typeof t.next === 'string') return { ok: true, next: t.next };
  const next = outcome === undefined ? undefined : t.next[outcome];
  if (!next) return { ok: false, reason: 'outcome', outcomes: Object.keys(t.next) };
  return { ok: true, next };
}

/** The actions `roles` may take in `state`, in the workflow's order (what the page shows as buttons). */
export function allowedActions(w: AnyWorkflow, state: string, roles: readonly string[]): string[] {
  return w.actions.filter((a) => transitionOf(w, state, a)?.who.some((r) => roles.includes(r)));
}

/**
 * The roles a user holds on a record: everyone's roles first, then those the record names the user in;
 * function roles are held when `holds(functions)` says so (the server asks the platform; a page that
 * does not know answers false and relies on the server's list of actions).
 */
export function rolesOf(w: AnyWorkflow, record: Record<string, unknown>, userId: string, holds: (functions: readonly string[]) => boolean = () => false): string[] {
  const entries = Object.entries(w.roles) as [string, RoleRule][];
  const everyone = entries.filter(([, r]) => 'everyone' in r).map(([k]) => k);
  const named = entries.filter(([, r]) => ('field' in r ? record[r.field] != null && String(record[r.field]) === userId : 'functions' in r && holds(r.functions))).map(([k]) => k);
  return [...everyone, ...named];
}

/** The function lists a workflow's roles need (the server asks the platform about them once per request). */
export const functionRoles = (w: AnyWorkflow): (readonly string[])[] =>
  Object.values(w.roles as Record<string, RoleRule>).flatMap((r) => ('functions' in r ? [r.functions] : []));

/** How the remark of an action is asked for: required always, for some outcomes, or never. */
export function remarkRequired(w: AnyWorkflow, action: string, outcome?: string): boolean {
  const r = (w.inputs as Record<string, ActionInput | undefined> | undefined)?.[action]?.remark;
  return r === 'required' || (typeof r === 'object' && outcome !== undefined && r.requiredFor.includes(outcome));
}

/** The input rules of an action (none when not declared). */
export const actionInput = (w: AnyWorkflow, action: string): ActionInput => (w.inputs as Record<string, ActionInput | undefined> | undefined)?.[action] ?? {};

/** The catalogue key of a label: a state, action, outcome or role. */
export function workflowLabel(w: AnyWorkflow, kind: 'state' | 'action' | 'outcome' | 'role', value: string): string {
  return `${w.labels?.[kind] ?? `kit.workflow.${kind}`}.${value}`;
}

/** The action a record is at: an allowed action and its outcomes (what the info call and the page use). */
export type AllowedAction = { action: string; outcomes: string[] };

export const allowedWithOutcomes = (w: AnyWorkflow, state: string, roles: readonly string[]): AllowedAction[] =>
  allowedActions(w, state, roles).map((action) => ({ action, outcomes: outcomesOf(w, state, action) }));

/**
 * The fields of an action-log resource, as the engine writes them: the record it belongs to, the
 * action and outcome, the states before and after, who and when, the remark and the attachments.
 *
 * @example
 *   export const repairLog = defineResource({ id: 'repairLog', title: 'fleet.repairLog', api: {}, readOnly: true,
 *     fields: workflowLogFields('repairOrder', 'orderNo'), defaultSort: { field: 'actionTime', order: 'asc' } });
 */
export function workflowLogFields<const K extends string>(subject: string, display: string, subjectField: K = `${subject}Id` as K) {
  return {
    [subjectField]: reference({ resource: subject, display, required: true, filter: 'eq' }),
    action: text({ label: 'kit.workflow.log.action', required: true, max: 40, filter: 'eq' }),
    outcome: text({ label: 'kit.workflow.log.outcome', max: 20 }),
    fromState: text({ label: 'kit.workflow.log.fromState', max: 40 }),
    toState: text({ label: 'kit.workflow.log.toState', required: true, max: 40 }),
    actorName: text({ label: 'kit.workflow.log.actorName', required: true, max: 40 }),
    actorUserId: text({ label: 'kit.workflow.log.actorUserId', max: 40, column: false }),
    actionTime: datetime({ label: 'kit.workflow.log.actionTime', required: true, sortable: true }),
    remark: text({ label: 'kit.workflow.log.remark', max: 500 }),
    attachments: file({ label: 'kit.workflow.log.attachments', multiple: true }),
  } as { [P in K]: ReferenceField } & Record<'action' | 'outcome' | 'fromState' | 'toState' | 'actorName' | 'actorUserId' | 'remark', TextField> & {
    actionTime: DateField;
    attachments: FileField & { multiple: true };
  };
}
