/**
 * Functions (permission codes) of a resource, declared once by its definition: the server refuses a
 * call that changes data unless the caller holds the call's function, and the page hides the buttons
 * of the functions the user lacks (one `hasFunctions` call per page). A code is derived from the
 * module and the resource, `<module>.<resource>.<what>`, and a definition may override any of them
 * (`functions: { delete: 'clgl.car.remove' }`). Reading (list, get, trees, boards) needs no function,
 * only the module's system.
 *
 * | what | calls |
 * |---|---|
 * | `create` · `update` · `delete` | create (and a workflow's start) · update · remove and recover |
 * | `import` · `export` | import · export and backup |
 * | `act.<name>` | the resource's action `<name>` (a module handler), unless it only `reads` |
 * | `flow.<action>` | the workflow's action (a transition) |
 *
 * Roles hold codes or patterns in which `*` stands for any text: `*` (everything), `clgl.*` (every
 * function of the clgl module), `*.flow.*` (every workflow action), `*.export`.
 *
 * @example
 *   functionOf('clgl', car, 'delete')          // 'clgl.car.delete'
 *   holdsFunction(['*.flow.*'], 'wtsb.problem.flow.dispatch')   // true
 */
import type { ModuleResources } from './defineModuleResources';
import type { Operation } from './generations';
import { parseCall } from './parseCall';
import type { ApiCall, ResourceDef } from './types';

/** What a function lets the user do to a resource: an operation, an action or a workflow action. */
export type FunctionKey = 'create' | 'update' | 'delete' | 'import' | 'export' | `act.${string}` | `flow.${string}`;

/** The function of each operation that changes data or takes data out; null: reading. */
const OPERATION_FUNCTION: Record<Operation, FunctionKey | null> = {
  list: null,
  all: null,
  get: null,
  recycleList: null,
  create: 'create',
  update: 'update',
  upsert: 'update',
  remove: 'delete',
  recover: 'delete',
  import: 'import',
  export: 'export',
  backup: 'export',
};

/** What the function codes are derived from: a resource, or a screen of one (a view, a recycle list, an API generation). */
export type FunctionSource = Pick<ResourceDef, 'id' | 'functions' | 'functionsOf'> & { view?: { of: string }; recycleOf?: string };

/**
 * The function code of `key` for a resource of `module`: the definition's override, else derived from
 * the resource a screen shows (a view's, a recycle list's or a generation's resource). An override
 * naming an operation (`'act.recover': 'delete'`) uses that operation's function.
 */
export function functionOf(module: string, def: FunctionSource, key: FunctionKey): string {
  const override = def.functions?.[key];
  if (override && /^[a-z]+$/.test(override) && override !== key) return functionOf(module, def, override as FunctionKey);
  return override ?? `${module}.${def.functionsOf ?? def.recycleOf ?? def.view?.of ?? def.id}.${key}`;
}

/**
 * The function an operation needs; null when it only reads. An upsert without an id creates, so it
 * needs `create` (pass the request's id as `id`).
 */
export function operationFunction(module: string, def: FunctionSource, op: Operation, id?: unknown): string | null {
  const key = op === 'upsert' && (id === undefined || id === null || id === '') ? 'create' : OPERATION_FUNCTION[op];
  return key ? functionOf(module, def, key) : null;
}

/** Every function a resource declares, by key: its operations, its actions and its workflow's actions. */
export function resourceFunctions(module: string, def: ResourceDef): Partial<Record<FunctionKey, string>> {
  const keys: FunctionKey[] = [];
  if (!def.readOnly) keys.push('create', 'update', 'delete');
  if (def.api.import && !def.readOnly) keys.push('import');
  if (def.api.export || def.api.backup) keys.push('export');
  for (const [name, action] of Object.entries(def.actions ?? {})) if (!action.reads) keys.push(`act.${name}`);
  for (const action of def.workflow?.actions ?? []) keys.push(`flow.${action}`);
  return Object.fromEntries(keys.map((k) => [k, functionOf(module, def, k)]));
}

const patterns = new Map<string, RegExp>();
function patternOf(code: string): RegExp {
  let re = patterns.get(code);
  if (!re) {
    re = new RegExp(`^${code.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    patterns.set(code, re);
  }
  return re;
}

/** Whether codes held (exact codes or patterns with `*`) include `code`. */
export function holdsFunction(held: Iterable<string>, code: string): boolean {
  for (const h of held) if (h === code || (h.includes('*') && patternOf(h).test(code))) return true;
  return false;
}

/** A call as `METHOD /path` (the key the server routes by). */
export function callKey(call: ApiCall): string {
  const c = parseCall(call);
  return `${c.method} ${c.path}`;
}

/**
 * The function each action call of a module's definitions needs (its resources', reports' and views'
 * actions), by {@link callKey}: what a module handler served at an action's call requires.
 */
export function actionFunctions(m: Pick<ModuleResources, 'module' | 'resources' | 'reports' | 'views'>): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const def of [...m.resources, ...(m.reports ?? []), ...(m.views ?? [])]) {
    for (const [name, action] of Object.entries(def.actions ?? {})) {
      const key = callKey(action.api);
      if (!out.has(key)) out.set(key, actionFunction(m.module, def, name));
    }
  }
  return out;
}

/** The function an action needs; null for an action that only reads. */
export function actionFunction(module: string, def: FunctionSource & Pick<ResourceDef, 'actions'>, name: string): string | null {
  return def.actions?.[name]?.reads ? null : functionOf(module, def, `act.${name}`);
}
