/**
 * Workflows on the server: every action of a definition's workflow runs the same way, in one
 * transaction — load the caller's record, work out the caller's roles (relative to the record, or by
 * platform functions through the `functionCheck` hook), ask the workflow whether the action is allowed
 * in the record's state (with an outcome where it has several), check the action's input (remark,
 * attachments, values), run the module's effect for the action (which may refuse), and only then write
 * the record (new state, `set` values, the effect's changes, the latest remark) and its action-log
 * record (with the attachments' file ids), then the effect's own writes. A refusal changes nothing and
 * names the record, its state and the action. The definition's `calls` are served by
 * server/http/routes/structures.ts through the engine's methods here.
 */
import { HttpError } from '../core/errors';
import {
  actionInput,
  allowedWithOutcomes,
  decide,
  displayField,
  fieldList,
  functionRoles,
  holdsFunction,
  outcomesOf,
  remarkRequired,
  rolesOf,
  validateValue,
  workflowLabel,
  type AllowedAction,
  type AnyWorkflow,
  type CallerContext,
  type ModuleServer,
  type ResourceDef,
  type SetValue,
  type WorkflowContext,
  type WorkflowEffect,
  type WorkflowEffector,
  type WorkflowRunner,
} from './kit';
import { moduleStore } from './moduleStore';
import type { Row } from './rows';
import { invalid, type ResourceStore } from './store';
import type { AnyDb } from './tables';
import { serialized } from '../db/dialect';

/**
 * The platform's answer to "does this caller hold every one of these functions?", used for workflow
 * roles declared as `{ functions: [...] }`. The server passes one backed by the user's roles. `db` is
 * the database to read through: inside an open transaction it is that transaction (SQLite has one
 * connection; a read beside the transaction would wait on it forever).
 */
export type FunctionCheck = (caller: CallerContext, functions: readonly string[], db: AnyDb) => Promise<boolean> | boolean;

type Input = Record<string, unknown>;

/** Most attachments one action takes when the definition does not say. */
export const MAX_ATTACHMENTS = 9;

const remarkOf = (input: Input): string => {
  const r = input.remark ?? input.reason ?? input.content ?? input.comment;
  return typeof r === 'string' ? r.trim().slice(0, 500) : '';
};

function fileIds(v: unknown): string[] {
  let list: unknown = v;
  if (typeof v === 'string') list = v.trim().startsWith('[') ? (() => { try { return JSON.parse(v) as unknown; } catch { return null; } })() : v.split(',');
  if (v === undefined || v === null || v === '') return [];
  return Array.isArray(list) ? list.map((x) => String(x).trim()).filter(Boolean) : ['\u0000'];
}

const inTransaction = <T>(db: AnyDb, fn: (trx: AnyDb) => Promise<T>): Promise<T> => serialized(db, (trx) => fn(trx as AnyDb));

/** One resource's workflow, bound to its store, the module's effects and the platform's function check. */
export class WorkflowEngine {
  readonly flow: AnyWorkflow;

  constructor(
    readonly store: ResourceStore,
    readonly def: ResourceDef,
    private readonly server: NonNullable<ModuleServer['workflows']>[string] | undefined,
    private readonly functionCheck: FunctionCheck,
  ) {
    this.flow = def.workflow!;
  }

  private t = (key: string, params?: Record<string, string | number>) => this.store.t(key, params);
  private label = (kind: 'state' | 'action' | 'outcome' | 'role', v: string) => this.t(workflowLabel(this.flow, kind, v));
  private message = (kind: keyof NonNullable<AnyWorkflow['messages']>, fallback: string, params: Record<string, string | number> = {}) =>
    this.t(this.flow.messages?.[kind] ?? fallback, params);

  /** Which of the workflow's function roles the caller holds (asked before the action's transaction opens). */
  private async held(caller: CallerContext, db: AnyDb): Promise<(fns: readonly string[]) => boolean> {
    const held = new Set<string>();
    for (const fns of functionRoles(this.flow)) if (await this.functionCheck(caller, fns, db)) held.add(fns.join('\u0000'));
    return (fns) => held.has(fns.join('\u0000'));
  }

  /** The roles the caller holds on a record (function roles asked of the platform once each). */
  async roles(caller: CallerContext, record: Row, db: AnyDb = this.store.db): Promise<string[]> {
    return rolesOf(this.flow, record, caller.userId, await this.held(caller, db));
  }

  /** The actions (with outcomes) the caller may take on a record now: the page's buttons. */
  async allowed(caller: CallerContext, record: Row, db: AnyDb = this.store.db): Promise<AllowedAction[]> {
    return allowedWithOutcomes(this.flow, String(record[this.flow.field]), await this.roles(caller, record, db));
  }

  private params(record: Row, action: string): Record<string, string> {
    const display = displayField(this.def);
    const name = String(record[display] ?? record.id);
    return { name, [display]: name, action: this.label('action', action), state: this.label('state', String(record[this.flow.field])) };
  }

  private async load(caller: CallerContext, id: number | null, db: AnyDb): Promise<Row> {
    if (id === null) throw new HttpError('FAILED', this.message('noId', 'kit.workflow.noId'));
    const record = await this.store.get(caller, this.def, id, db);
    if (!record) throw new HttpError('FAILED', this.message('notFound', 'kit.server.notFound'));
    return record;
  }

  /** The values an action's `set` writes. */
  private setValues(action: string, ctx: WorkflowContext): Row {
    const out: Row = {};
    const set = (this.flow.set as Record<string, Record<string, SetValue>> | undefined)?.[action] ?? {};
    for (const [field, v] of Object.entries(set)) {
      if (v === '$now') out[field] = this.store.nowText();
      else if (v === '$userId') out[field] = ctx.caller.userId;
      else if (v === '$userName') out[field] = ctx.caller.userName;
      else if (v === '$remark') out[field] = ctx.remark || null;
      else if (v === '$outcome') out[field] = ctx.outcome ?? null;
      else if (typeof v === 'string' && v.startsWith('$input.')) out[field] = ctx.values[v.slice(7)] ?? null;
      else out[field] = v;
    }
    return out;
  }

  /** The action's declared values and attachments from the request; refuses the first bad one. */
  private inputs(action: string, input: Input): { values: Row; attachments: string[] } {
    const rule = actionInput(this.flow, action);
    const values: Row = {};
    for (const f of fieldList({ ...this.def, fields: rule.fields ?? {} })) {
      const message = validateValue(f, input[f.name], { t: this.t });
      if (message) throw new HttpError('INVALID_INPUT', message);
      values[f.name] = input[f.name] ?? null;
    }
    const attachments = rule.attachments ? fileIds(input.attachments ?? input.fileIds) : [];
    const max = typeof rule.attachments === 'object' ? rule.attachments.max : MAX_ATTACHMENTS;
    if (attachments.length > max || attachments.some((id) => !/^[\w-]{1,64}$/.test(id))) {
      throw new HttpError('INVALID_INPUT', this.t('kit.workflow.attachments', { max }));
    }
    return { values, attachments };
  }

  /**
   * Takes `action` on record `id`. `effect` replaces the module's effect for the action (module code
   * running an action itself). Answers the record as it is now.
   */
  act(caller: CallerContext, id: number | null, action: string, options: { input?: Input; effect?: WorkflowEffector } = {}, db: AnyDb = this.store.db): Promise<Row> {
    const input = options.input ?? {};
    return this.held(caller, db).then((held) => inTransaction(db, async (trx) => {
      const record = await this.load(caller, id, trx);
      const state = String(record[this.flow.field]);
      const outcome = this.server?.outcomeOf?.(input) ?? (typeof (input.result ?? input.outcome) === 'string' && (input.result ?? input.outcome) !== '' ? String(input.result ?? input.outcome) : undefined);
      const d = decide(this.flow, state, action, rolesOf(this.flow, record, caller.userId, held), outcome);
      if (!d.ok) throw this.refusal(record, action, d.reason, d.who, d.outcomes);
      const remark = remarkOf(input);
      if (remarkRequired(this.flow, action, outcome) && !remark) throw new HttpError('FAILED', this.message('remark', 'kit.workflow.remark', { action: this.label('action', action) }));
      const { values, attachments } = this.inputs(action, input);
      const ctx: WorkflowContext = {
        caller, input, t: this.t, store: moduleStore(this.store, caller, trx),
        record, action, outcome: outcomesOf(this.flow, state, action).length ? outcome : undefined, next: d.next, remark, values, attachments,
      };
      const effect: WorkflowEffect = (await (options.effect ?? this.server?.effects?.[action])?.(ctx)) ?? {};
      if (effect.silent) return record;
      const finalRemark = effect.remark ?? remark;
      const changes: Row = { ...this.setValues(action, ctx), ...effect.changes, [this.flow.field]: d.next };
      if (this.flow.remarkField && finalRemark) changes[this.flow.remarkField] = finalRemark;
      const updated = await this.store.update(caller, this.def, record.id as number, changes, trx, true);
      await this.writeLog(ctx, state, d.next, finalRemark, effect.log, trx);
      if (effect.after) await effect.after(updated, ctx.store);
      return updated;
    }));
  }

  /** Creates a record in the initial state (with the initial action's `set` and effect) and logs the initial action. */
  start(caller: CallerContext, values: Row, options: { input?: Input; remark?: string; log?: Row } = {}, db: AnyDb = this.store.db): Promise<Row> {
    const { action, next } = this.flow.initial;
    return inTransaction(db, async (trx) => {
      const ctx: WorkflowContext = {
        caller, input: options.input ?? {}, t: this.t, store: moduleStore(this.store, caller, trx),
        record: {}, action, outcome: undefined, next, remark: options.remark ?? '', values: {}, attachments: [],
      };
      // The initial action's effect runs as any action's: its changes go into the new record, its own
      // writes follow it (a work order's chat channel opens with it).
      const effect: WorkflowEffect = (await this.server?.effects?.[action]?.(ctx)) ?? {};
      ctx.record = await this.store.create(caller, this.def, { ...values, ...this.setValues(action, ctx), ...effect.changes, [this.flow.field]: next }, trx, true, true);
      await this.writeLog(ctx, null, next, effect.remark ?? ctx.remark, { ...effect.log, ...options.log }, trx);
      if (effect.after) await effect.after(ctx.record, ctx.store);
      return ctx.record;
    });
  }

  private async writeLog(ctx: WorkflowContext, from: string | null, to: string, remark: string, extra: Row | undefined, trx: AnyDb) {
    const log = this.flow.log;
    if (!log) return;
    const logDef = this.store.resource(log.resource);
    await this.store.create(ctx.caller, logDef, {
      [log.subject]: ctx.record.id,
      action: ctx.action,
      outcome: ctx.outcome ?? null,
      fromState: from,
      toState: to,
      actorName: (await this.server?.actorName?.(ctx)) ?? ctx.caller.userName,
      actorUserId: ctx.caller.userId,
      actionTime: this.store.nowText(),
      remark: remark || null,
      ...('attachments' in logDef.fields ? { attachments: ctx.attachments.length ? ctx.attachments : null } : {}),
      ...extra,
    }, trx, true, true);
  }

  /** A record's action log, oldest first. */
  async log(caller: CallerContext, id: number, db: AnyDb = this.store.db): Promise<Row[]> {
    const log = this.flow.log;
    if (!log) return [];
    const logDef = this.store.resource(log.resource);
    const rows: Row[] = [];
    for await (const r of this.store.stream(caller, logDef, this.store.parseQuery(logDef, { [log.subject]: id, pageSize: 1 }), 2000, db)) rows.push(r);
    return rows.sort((a, b) => String(a.actionTime).localeCompare(String(b.actionTime)) || Number(a.id) - Number(b.id));
  }

  private refusal(record: Row, action: string, reason: 'state' | 'role' | 'outcome', who?: readonly string[], outcomes?: string[]): HttpError {
    const params = this.params(record, action);
    if (reason === 'state') return new HttpError('FAILED', this.message('state', 'kit.workflow.refused.state', params));
    if (reason === 'role') return new HttpError('FAILED', this.message('role', 'kit.workflow.refused.role', { ...params, who: (who ?? []).map((r) => this.label('role', r)).join(this.t('kit.workflow.or')) }));
    return new HttpError('FAILED', this.message('outcome', 'kit.workflow.refused.outcome', { ...params, outcomes: (outcomes ?? []).map((o) => `${o}（${this.label('outcome', o)}）`).join('、') }));
  }

  /** The record named by a request: `id`, or `<resource>Id`. */
  idOf(input: Input): number | null {
    const v = input.id ?? input[`${this.def.id}Id`];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }

  /** The runner module code gets (ModuleStore.workflow), bound to one caller and database. */
  runner(caller: CallerContext, db: () => AnyDb): WorkflowRunner {
    return {
      act: (id, action, options) => this.act(caller, id, action, options, db()),
      start: (values, options) => this.start(caller, values, options, db()),
      allowed: (record) => this.allowed(caller, record, db()),
      roles: (record) => this.roles(caller, record, db()),
      log: (id) => this.log(caller, id, db()),
    };
  }

  /** Validates a create request and starts a record (the resource's create, and upsert without an id). */
  async startFrom(caller: CallerContext, input: Input): Promise<Row> {
    const v = this.store.validate(this.def, input, 'create');
    if (!v.ok) throw invalid(v.errors);
    return this.start(caller, v.value, { input, remark: remarkOf(input) });
  }

  /** An action's call: takes `action` on the record the request names; answers it with the confirmation. */
  async take(caller: CallerContext, action: string, input: Input): Promise<Row & { message: string }> {
    const record = await this.act(caller, this.idOf(input), action, { input });
    return { ...record, message: this.message('done', 'kit.workflow.done', this.params(record, action)) };
  }

  /** The log call: the action log of the record the request names. */
  async logOf(caller: CallerContext, input: Input): Promise<Row[]> {
    return this.log(caller, (await this.load(caller, this.idOf(input), this.store.db)).id as number);
  }

  /** The info call: the record the request names, the caller's roles on it, the actions allowed now and its log. */
  async info(caller: CallerContext, input: Input): Promise<Row> {
    const record = await this.load(caller, this.idOf(input), this.store.db);
    return { ...record, roles: await this.roles(caller, record), actions: await this.allowed(caller, record), log: await this.log(caller, record.id as number) };
  }
}

/** The default function check: the caller's functions through their roles ('*' holds every one). */
export function functionCheckOf(functionsOf: (caller: CallerContext, db: AnyDb) => Promise<Set<string>>): FunctionCheck {
  return async (caller, functions, db) => {
    const held = await functionsOf(caller, db);
    return functions.every((f) => holdsFunction(held, f));
  };
}

/** No platform: no function is held (engine tests without the platform's tables). */
export const noFunctions: FunctionCheck = () => false;
