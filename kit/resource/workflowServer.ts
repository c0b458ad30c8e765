/**
 * What a module's server code adds to its workflows (types only, like moduleServer.ts): the effect of
 * an action beyond what the definition says as data (look up a handler, compute a deadline, write a
 * delay application), how a request names its outcome, and the actor's display name. The engine runs
 * an effect inside the action's transaction after the workflow allowed the action and before anything
 * is written; a thrown HandlerError refuses the action and changes nothing.
 *
 * @example
 *   export default defineModuleServer({
 *     workflows: { repairOrder: { effects: { submit: ({ record }) => ({ changes: { submittedAt: nowText() } }) } } },
 *   });
 */
import type { AllowedAction } from './workflow';
import type { HandlerContext, ModuleStore } from './moduleServer';

type Row = Record<string, unknown>;

/** An action's context: the handler context (its store is the action's transaction) and the decision. */
export type WorkflowContext = HandlerContext & {
  /** The record as it was before the action. */
  record: Row;
  action: string;
  /** The outcome, where the action has several (pass / reject). */
  outcome: string | undefined;
  /** The state the action leads to. */
  next: string;
  remark: string;
  /** The action's declared input values (ActionInput.fields), checked. */
  values: Row;
  /** File ids of the file service attached to the action. */
  attachments: string[];
};

/** What an effect adds to the action's writes. */
export type WorkflowEffect = {
  /** Record fields written with the new state. */
  changes?: Row;
  /** Replaces the request's remark (in the log and the record's remark field). */
  remark?: string;
  /** Extra fields of the action's log record (a target, hours …). */
  log?: Row;
  /** Write nothing and log nothing (a repeated mark-as-read). */
  silent?: boolean;
  /** Writes of other rows after the record is updated, in the same transaction. */
  after?: (record: Row, store: ModuleStore) => Promise<void>;
};

export type WorkflowEffector = (ctx: WorkflowContext) => Promise<WorkflowEffect> | WorkflowEffect;

/** A module's server side of one resource's workflow. */
export type WorkflowServer = {
  effects?: Partial<Record<string, WorkflowEffector>>;
  /** The outcome a request names, when it uses its own fields (default: `result`, else `outcome`). */
  outcomeOf?: (input: Row) => string | undefined;
  /** The actor's name in the log (default: the user's name). */
  actorName?: (ctx: HandlerContext) => Promise<string> | string;
};

/** A resource's workflow for module code (ModuleStore.workflow): the same checks and writes as its calls. */
export type WorkflowRunner = {
  /** Takes an action (`effect` replaces the module's effect for it); answers the record as it is now. */
  act(id: number | null, action: string, options?: { input?: Row; effect?: WorkflowEffector }): Promise<Row>;
  /** Creates a record in the initial state and logs the initial action. */
  start(values: Row, options?: { input?: Row; remark?: string; log?: Row }): Promise<Row>;
  /** The actions the caller may take on a record now, with their outcomes. */
  allowed(record: Row): Promise<AllowedAction[]>;
  roles(record: Row): Promise<string[]>;
  /** A record's action log, oldest first. */
  log(id: number): Promise<Row[]>;
};
