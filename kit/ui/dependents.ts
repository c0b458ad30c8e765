/**
 * Cascading choices in a form: when a parent choice changes, the choices that depend on it (and theirs)
 * are cleared, so a city never stays under another province.
 */
import type { FormInstance } from 'antd';
import { dependency, fieldList, type ResourceDef } from '../resource';

/** The fields that depend on `name`, directly or through another dependent field. */
export function dependentsOf(def: ResourceDef, name: string): string[] {
  const direct = fieldList(def).filter((f) => dependency(f)?.field === name).map((f) => f.name);
  return direct.flatMap((d) => [d, ...dependentsOf(def, d)]);
}

/** Clears the dependents of the fields in `changed` (a form's onValuesChange). */
export function clearDependents(def: ResourceDef, form: FormInstance, changed: Record<string, unknown>): void {
  for (const name of Object.keys(changed)) for (const d of dependentsOf(def, name)) form.setFieldValue(d, undefined);
}
