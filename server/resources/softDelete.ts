/**
 * The soft-delete scopes of a resource's rows (kit/resource/softDelete.ts): `live` rows are what every
 * list, read, export, report and aggregate sees; `deleted` rows are the recycle list; `all` is both
 * (backup export, uniqueness, reference lookups of exports). A resource without softDelete has only
 * live rows.
 */
import { softDeleteOf, type CallerContext, type ResourceDef } from './kit';
import type { Select } from './keyset';

export type Scope = 'live' | 'deleted' | 'all';

/** Narrows a select of the resource's table to a scope. */
export function inScope(qb: Select, def: ResourceDef, scope: Scope): Select {
  const s = softDeleteOf(def);
  if (!s || scope === 'all') return qb;
  // Every stored row has the flag (inserts set it, ensureTable fills rows older than softDelete), so
  // both scopes are one equality the (tenantId, flag, column) indexes serve.
  return qb.where(s.flag, '=', scope === 'live' ? 0 : 1);
}

/** The stored flag of a row that is not deleted (set on every insert of a soft-delete resource). */
export function liveFlag(def: ResourceDef): Record<string, number> {
  const s = softDeleteOf(def);
  return s ? { [s.flag]: 0 } : {};
}

/** Values without the soft-delete fields: only delete and recover change them, whoever writes. */
export function withoutDeletion(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const s = softDeleteOf(def);
  if (!s) return values;
  const out = { ...values };
  for (const name of [s.flag, s.at, s.by]) if (name) delete out[name];
  return out;
}

/** The columns a deletion sets: the flag, and the time and user when the definition names them. */
export function deletionColumns(def: ResourceDef, caller: CallerContext, now: string): Record<string, unknown> {
  const s = softDeleteOf(def)!;
  return { [s.flag]: 1, ...(s.at ? { [s.at]: now } : {}), ...(s.by ? { [s.by]: caller.userName } : {}) };
}

/** The columns a recovery sets back. */
export function recoveryColumns(def: ResourceDef): Record<string, unknown> {
  const s = softDeleteOf(def)!;
  return { [s.flag]: 0, ...(s.at ? { [s.at]: null } : {}), ...(s.by ? { [s.by]: null } : {}) };
}
