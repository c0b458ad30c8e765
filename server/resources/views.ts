/**
 * Views' own calls (kit/resource/views.ts): a view of a resource with fixed filters is served at its
 * own paths by the resource routes, through the resource store scoped to the view. The scope cannot be
 * widened by the client: every list and export adds the fixed filters to what was asked (a client
 * filter can only narrow); a row outside the view is not found through it (get, update, delete); a
 * row created or imported through it gets the fixed values, and a value outside the view is refused.
 */
import { HttpError } from '../core/errors';
import { fieldList, fromWire, insideFixed, type CheckedFilter, type ResourceDef, type ViewDef } from './kit';
import { dialectOf } from '../db/dialect';
import { applyFilters } from './query';
import type { ResourceStore } from './store';
import { tableName } from './tables';

/** The fixed filters as checked filters of the resource's table. */
function fixedFilters(base: ResourceDef, view: ViewDef): CheckedFilter[] {
  return Object.entries(view.view.filters).map(([field, value]): CheckedFilter => {
    const f = base.fields[field]!;
    if (Array.isArray(value)) return { field, mode: 'in', value: value.map((v) => fromWire(f, v)) as string[] };
    return { field, mode: 'eq', value: fromWire(f, value) as string | number | boolean };
  });
}

/** The resource store seen through the view: the store's own rules, with the view's scope on top. */
export function viewStore(store: ResourceStore, base: ResourceDef, view: ViewDef): ResourceStore {
  const fixed = fixedFilters(base, view);
  const single = Object.entries(view.view.filters).filter(([, v]) => !Array.isArray(v));
  const labels = new Map(fieldList(base).map((f) => [f.name, store.t(f.label)]));
  const inside = (row: Record<string, unknown>) => Object.entries(view.view.filters).every(([k, v]) => insideFixed(v, row[k]));
  const scoped = Object.create(store) as ResourceStore;

  scoped.parseQuery = (def, raw, max) => {
    const q = store.parseQuery(def, raw, max);
    return { ...q, filters: [...q.filters, ...fixed] };
  };
  // Only the view's own rows are narrowed: reads of other resources (a reference's target) pass through.
  scoped.get = async (caller, def, id, db, scope) => {
    const row = await store.get(caller, def, id, db, scope);
    return row && (def.id !== base.id || inside(row)) ? row : null;
  };
  // create, update and import validate through here: a value outside the view is refused, a new row gets the fixed values.
  scoped.validate = (def, input, mode, trusted) => {
    for (const [field, value] of Object.entries(view.view.filters)) {
      const sent = input[field];
      if (sent === undefined || sent === null || sent === '') continue;
      if (!insideFixed(value, fromWire(def.fields[field]!, sent))) {
        return { ok: false, errors: [{ field, message: store.t('kit.validation.outsideView', { label: labels.get(field) ?? field }) }] };
      }
    }
    const values = mode === 'update' ? input : { ...input, ...Object.fromEntries(single) };
    return store.validate(def, values, mode, trusted);
  };
  scoped.remove = async (caller, def, ids, db = store.db) => {
    if (!ids.length) return store.remove.call(scoped, caller, def, ids, db);
    const asked = db.selectFrom(tableName(store.module.module, def)).select('id').where('tenantId', '=', caller.tenantId).where('id', 'in', ids);
    const rows = (await applyFilters(asked, def, fixed, dialectOf(db)).execute()) as { id: number }[];
    if (!rows.length) throw new HttpError('FAILED', store.t('kit.server.notFound'));
    return store.remove.call(scoped, caller, def, rows.map((r) => r.id), db);
  };
  return scoped;
}
