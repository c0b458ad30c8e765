/**
 * Soft delete: a delete moves a row to the resource's recycle list instead of erasing it. The row
 * keeps its id, its references and its unique key (a plate in the recycle list is recovered, not
 * entered again); the engine hides it from every list, read, export, report and aggregate, and the
 * definition's `recycleList` and `recover` calls show and take it back. Plain data: the definition
 * names which of its fields hold the flag, the time and the user.
 *
 * @example
 *   export const car = defineResource({
 *     id: 'car', title: 'clgl.car',
 *     api: { list: …, remove: '/cloud/clgl/v2/web/car/deletes',
 *            recycleList: '/cloud/clgl/v2/web/car/recycleList', recover: '/cloud/clgl/v2/web/car/recover' },
 *     fields: { plateNo: text(), ...softDeleteFields() },
 *     softDelete: true,                  // the fields deleted, deletedAt, deletedBy
 *   });
 *   export const carRecycle = recycleView(car, { id: 'carRecycle', title: 'clgl.carRecycle' });
 */
import { boolean, datetime, text } from './fields';
import type { ActionDef, BooleanField, DateField, FieldDef, ResourceDef, TextField } from './types';

/** Which fields of the definition record a deletion. */
export type SoftDelete = {
  /** A boolean field: true while the row is in the recycle list. */
  flag: string;
  /** A datetime field stamped with the time of deletion (the recycle list's default sort). */
  at?: string;
  /** A text field with the name of who deleted the row. */
  by?: string;
};

const hidden = { form: false, column: false, detail: false, export: false, import: false, filter: false } as const;

/** The default names of `softDelete: true`. */
export const SOFT_DELETE_DEFAULTS = { flag: 'deleted', at: 'deletedAt', by: 'deletedBy' } as const;

/**
 * The three hidden fields of a soft-delete resource (never in a form, a column, an export or an
 * import; the recycle view shows the time and the user). Labels default to the kit's texts.
 */
export function softDeleteFields<const N extends Required<SoftDelete> = typeof SOFT_DELETE_DEFAULTS>(
  names: N = SOFT_DELETE_DEFAULTS as N,
  labels: Partial<Record<keyof SoftDelete, string>> = {},
): { [K in N['flag']]: BooleanField } & { [K in N['at']]: DateField } & { [K in N['by']]: TextField } {
  return {
    [names.flag]: boolean({ ...hidden, label: labels.flag ?? 'kit.recycle.deleted' }),
    [names.at]: datetime({ ...hidden, sortable: true, label: labels.at ?? 'kit.recycle.deletedAt' }),
    [names.by]: text({ ...hidden, max: 64, label: labels.by ?? 'kit.recycle.deletedBy' }),
  } as { [K in N['flag']]: BooleanField } & { [K in N['at']]: DateField } & { [K in N['by']]: TextField };
}

/** The soft-delete fields of a definition, resolved; null when deletes are real. */
export function softDeleteOf(def: Pick<ResourceDef, 'softDelete'>): SoftDelete | null {
  const s = def.softDelete;
  if (!s) return null;
  return s === true ? { ...SOFT_DELETE_DEFAULTS } : s;
}

/** Checks that the named fields exist with the right types (defineResource calls it). */
export function checkSoftDelete(id: string, fields: Record<string, FieldDef>, s: SoftDelete): void {
  const want: [string | undefined, FieldDef['type']][] = [
    [s.flag, 'boolean'],
    [s.at, 'datetime'],
    [s.by, 'text'],
  ];
  for (const [name, type] of want) {
    if (name === undefined) continue;
    const f = fields[name];
    if (!f || f.type !== type) throw new Error(`${id}: softDelete names "${name}", which must be a ${type} field of the resource`);
    if (f.form !== false || (f.import ?? f.form) !== false) throw new Error(`${id}: the soft-delete field "${name}" must not be in the form or the import`);
  }
}

export type RecycleViewOptions = {
  /** Id of the view (its route, its column settings); default `<id>Recycle`. */
  id?: string;
  /** Catalogue key of the page title; default 'kit.recycle.title'. */
  title?: string;
  /** Fields shown as columns besides the deletion time and user; default the resource's list columns. */
  columns?: string[];
};

/**
 * The recycle list of a soft-delete resource as a read-only list definition the kit's list page
 * renders: the chosen columns, when and by whom each row was deleted, the resource's filters, and a
 * recover button on each row and on the selection (with a confirmation). Its calls are the resource's
 * own `recycleList` and `recover`, served by the engine; the view itself owns no table and no route.
 */
export function recycleView(def: ResourceDef, options: RecycleViewOptions = {}): ResourceDef & { report: true; recycleOf: string } {
  const s = softDeleteOf(def);
  const { recycleList, recover } = def.api;
  if (!s || !recycleList) throw new Error(`${def.id}: a recycle view needs softDelete and a recycleList call`);
  const shown = new Set(options.columns ?? Object.entries(def.fields).filter(([, f]) => f.column !== false).map(([name]) => name));
  const fields: Record<string, FieldDef> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (shown.has(name)) fields[name] = { ...f, form: false };
  }
  for (const name of [s.at, s.by]) if (name) fields[name] = { ...def.fields[name]!, column: true, detail: true };
  const actions: Record<string, ActionDef> = recover
    ? {
        recover: { api: recover, label: 'kit.recycle.recover', scope: 'row', confirm: 'kit.recycle.recoverConfirm' },
        recoverSelected: { api: recover, label: 'kit.recycle.recover', scope: 'selection', confirm: 'kit.recycle.recoverConfirm' },
      }
    : {};
  return {
    kind: 'resource',
    id: options.id ?? `${def.id}Recycle`,
    title: options.title ?? 'kit.recycle.title',
    api: { list: recycleList },
    fields,
    display: def.display,
    readOnly: true,
    actions,
    report: true,
    recycleOf: def.id,
    // Taking rows back is undoing their delete: the resource's delete function.
    functions: { ...(def.functions ?? {}), 'act.recover': 'delete', 'act.recoverSelected': 'delete' },
  };
}

/** Whether a definition is a recycle view (its calls belong to another resource). */
export const isRecycleView = (def: ResourceDef): boolean => typeof (def as { recycleOf?: unknown }).recycleOf === 'string';
