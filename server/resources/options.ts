/**
 * A resource's rows as select options (id and display text; the parent's id when the resource is a
 * tree), for the engine's reference call. Only the definition's own column names reach SQL; the
 * keyword and ids are bound values; every statement is the caller's tenant's.
 */
import { displayField, keyText, treeKey, type CallerContext, type ReferenceOption, type ResourceDef } from './kit';
import { contains } from '../db/dialect';
import { inScope } from './softDelete';
import type { ResourceStore } from './store';
import { tableName } from './tables';

export const MAX_OPTIONS = 1000;

function idList(v: unknown): number[] {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v === undefined || v === null ? [] : [v];
  return raw.map((x) => Number(String(x).trim())).filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, MAX_OPTIONS);
}

/** Options of `def` shown by `display`: matching `keyword` (contains), plus the rows of `ids`, at most 1000. */
export async function buildOptionsQuery(store: ResourceStore, caller: CallerContext, def: ResourceDef, display: string, input: Record<string, unknown>): Promise<ReferenceOption[]> {
  const table = tableName(store.module.module, def);
  const show = display in def.fields ? display : displayField(def);
  const tree = def.tree;
  const columns = ['id', show, ...(tree ? [tree.parent, treeKey(tree)] : [])].filter((c, i, all) => all.indexOf(c) === i);
  const keyword = typeof input.keyword === 'string' ? input.keyword.trim().slice(0, 50) : '';
  // Live rows only: a recycled row is not offered (one already chosen is still named, through `ids`).
  let q = inScope(store.db.selectFrom(table).select(columns).where('tenantId', '=', caller.tenantId), def, 'live');
  if (keyword) q = q.where((eb) => contains(eb, store.db, show, keyword));
  const rows = (await q.orderBy(tree?.order ?? show).orderBy('id').limit(MAX_OPTIONS).execute()) as Record<string, unknown>[];
  const ids = idList(input.ids).filter((id) => !rows.some((r) => r.id === id));
  if (ids.length) rows.push(...((await store.db.selectFrom(table).select(columns).where('tenantId', '=', caller.tenantId).where('id', 'in', ids).execute()) as Record<string, unknown>[]));
  // A keyed tree's parent holds the parent's key: answer the parent's id, as for an id tree.
  const idOfKey = new Map(tree ? rows.map((r) => [keyText(r[treeKey(tree)]), String(r.id)]) : []);
  return rows.map((r) => {
    const option: ReferenceOption = { value: String(r.id), label: String(r[show] ?? r.id) };
    if (tree) {
      const parent = keyText(r[tree.parent]);
      option.parent = parent === null ? null : treeKey(tree) === 'id' ? parent : (idOfKey.get(parent) ?? null);
    }
    return option;
  });
}

/** The id of the caller's row of a referenced resource whose display field reads `text` (seeds name rows so). */
export async function idByDisplay(store: ResourceStore, caller: CallerContext, ref: string, display: string, text: string, db = store.db): Promise<number | null> {
  const target = store.target(ref);
  const hit = await db.selectFrom(target.store.table(target.def)).select('id').where('tenantId', '=', caller.tenantId).where(display, '=', text).orderBy('id').limit(1).executeTakeFirst();
  return hit ? Number(hit.id) : null;
}
