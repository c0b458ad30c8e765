/**
 * The server's half of options from a resource (kit/resource/options.ts): a value chosen from another
 * resource's rows (an enum `from`) must be one of the caller's rows there, and a cascading choice
 * (`dependsOn`) must belong to the chosen parent — a city of another province is refused, naming both
 * fields. (A plain reference's existence is checked with the store's other rules.)
 */
import { dependency, fieldList, optionSource, type CallerContext, type FieldError, type ResourceDef } from './kit';
import type { ResourceStore } from './store';
import { tableName, type AnyDb } from './tables';

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
    const source = optionSource(f);
    const dep = dependency(f);
    const value = values[f.name];
    if (!source || blank(value) || (f.type === 'reference' && !dep)) continue;
    const parent = dep ? values[dep.field] : undefined;
    let q = db.selectFrom(tableName(store.module.module, store.resource(source.resource))).select('id').where('tenantId', '=', caller.tenantId);
    q = q.where(source.value, '=', value as string | number);
    if (dep && !blank(parent)) q = q.where(dep.by, '=', parent as string | number);
    if (await q.executeTakeFirst()) continue;
    const message = dep && !blank(parent)
      ? store.t('kit.validation.dependsOn', { label: label(f.name), parent: label(dep.field) })
      : store.t('kit.validation.enum', { label: label(f.name) });
    errors.push({ field: f.name, message });
  }
  return errors;
}
