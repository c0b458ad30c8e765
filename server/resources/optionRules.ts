/**
 * The server's half of options from a resource (kit/resource/options.ts): a value chosen from another
 * resource's rows (an enum `from`) must be one of the caller's rows there, and a cascading choice
 * (`dependsOn`) must belong to the chosen parent — a city of another province is refused, naming both
 * fields. A value chosen from the organisation tree (a `treeSelect`) must be a node of the caller's
 * tenant's tree (checkTreeValues); a device chosen from the platform's store (an enum `devices`) must be one
 * of the caller's tenant's devices of the field's kinds. (A plain reference's existence is checked with
 * the store's other rules.)
 */
import { dependency, fieldList, optionSource, type CallerContext, type FieldError, type ResourceDef } from './kit';
import type { ResourceStore } from './store';
import { tableName, type AnyDb } from './tables';

/** Most values one multiple choice may hold. */
const MAX_CHOICES = 500;
const blank = (v: unknown) => v === undefined || v === null || v === '';

export async function checkOptionRules(store: ResourceStore, caller: CallerContext, def: ResourceDef, values: Record<string, unknown>, db: AnyDb): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const fields = fieldList(def);
  // Translated only for a message (this runs for every row of an import).
  const label = (name: string) => {
    const f = fields.find((x) => x.name === name);
    return f ? store.t(f.label) : name;
  };
  for (const f of fields) {
    if (f.type === 'enum' && f.devices && !blank(values[f.name])) {
      // A device of the platform's store: one of the caller's tenant's, of the field's kinds.
      const device = await db.selectFrom('devices').select('id').where('tenant_id', '=', caller.tenantId).where('code', '=', String(values[f.name])).where('kind', 'in', [...f.devices]).executeTakeFirst();
      const kind = f.devices.map((k) => store.t(`kit.deviceKind.${k}`)).join('/');
      if (!device) errors.push({ field: f.name, message: store.t('kit.validation.device', { label: label(f.name), value: String(values[f.name]).slice(0, 64), kind }) });
      continue;
    }
    const source = optionSource(f);
    const dep = dependency(f);
    const value = values[f.name];
    if (!source || blank(value) || (f.type === 'reference' && !dep)) continue;
    const parent = dep ? values[dep.field] : undefined;
    // One value, or a multiple choice's list (or comma-separated text): every value must be one of the rows.
    const wanted = f.type === 'enum' && f.multiple === true
      ? [...new Set((Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean))]
      : [value as string | number];
    if (!wanted.length) continue;
    let q = db.selectFrom(tableName(store.module.module, store.resource(source.resource))).select(source.value).where('tenantId', '=', caller.tenantId);
    q = q.where(source.value, 'in', wanted.slice(0, MAX_CHOICES));
    if (dep && !blank(parent)) q = q.where(dep.by, '=', parent as string | number);
    const found = new Set((await q.execute()).map((r) => String((r as Record<string, unknown>)[source.value])));
    if (wanted.length <= MAX_CHOICES && wanted.every((v) => found.has(String(v)))) continue;
    const message = dep && !blank(parent)
      ? store.t('kit.validation.dependsOn', { label: label(f.name), parent: label(dep.field) })
      : store.t('kit.validation.enum', { label: label(f.name) });
    errors.push({ field: f.name, message });
  }
  return errors;
}

/**
 * Whether each organisation tree value being written (a `treeSelect`: department or organisation;
 * both trees are the tenant's departments, as the platform's tree calls answer them) is a node of
 * the caller's tenant: a department of another tenant, or of none, is refused naming the field and
 * the value (`所属部门：部门“d999”不存在`). Only values in `written` are checked, and on an update not
 * one equal to the stored value (`before`): a row kept in a department since removed stays editable.
 * `memo` carries the answers across an import's rows (one query per distinct value).
 */
export async function checkTreeValues(
  store: ResourceStore,
  caller: CallerContext,
  def: ResourceDef,
  written: Record<string, unknown>,
  db: AnyDb,
  before: Record<string, unknown> | null = null,
  memo?: Map<string, boolean>,
): Promise<FieldError[]> {
  const asked = fieldList(def).flatMap((f) => {
    const value = written[f.name];
    if (f.type !== 'treeSelect' || blank(value) || (before && String(before[f.name] ?? '') === String(value))) return [];
    return [{ f, value: String(value) }];
  });
  if (!asked.length) return [];
  const unknown = [...new Set(asked.map((a) => a.value))].filter((v) => !memo?.has(`#tree:${v}`));
  const found = new Set<string>();
  if (unknown.length) {
    const rows = await db.selectFrom('departments').select('id').where('tenant_id', '=', caller.tenantId).where('id', 'in', unknown).execute();
    for (const r of rows) found.add(String(r.id));
    for (const v of unknown) memo?.set(`#tree:${v}`, found.has(v));
  }
  return asked
    .filter((a) => !(found.has(a.value) || memo?.get(`#tree:${a.value}`)))
    .map(({ f, value }) => ({
      field: f.name,
      message: store.t('kit.validation.tree', { label: store.t(f.label), tree: store.t(`kit.treeSelect.${f.tree}`), value: value.slice(0, 64) }),
    }));
}
