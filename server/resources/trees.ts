/**
 * Trees on the server: the tree calls of a definition (`tree.api`: the tenant's nodes nested under
 * `children`), the write rule that keeps a tree a tree (a node's parent exists and is neither the node
 * nor one of its descendants), the delete rule (a node with children is refused, or its whole branch
 * goes with it, per `tree.onDelete`), and list filters by a node of a tree that take its descendants
 * too (cars of a department and of its sub-departments).
 */
import { HttpError } from '../core/errors';
import {
  buildTree,
  descendantKeys,
  displayField,
  keyText,
  treeKey,
  type CallerContext,
  type CheckedFilter,
  type FieldError,
  type ResourceDef,
  type TreeRecord,
} from './kit';
import { fromRow, type Row } from './rows';
import { inScope } from './softDelete';
import type { ResourceStore } from './store';
import { tableName, type AnyDb } from './tables';

/** Most nodes a tree call answers or a tree rule reads (a tenant's tree is far smaller). */
export const MAX_TREE_NODES = 20_000;

/** Every live node of the caller's tree as stored rows (all columns; a recycled node is no node). */
async function nodes(store: ResourceStore, caller: CallerContext, def: ResourceDef, db: AnyDb): Promise<Row[]> {
  return (await inScope(db.selectFrom(tableName(store.module.module, def)).where('tenantId', '=', caller.tenantId), def, 'live').selectAll().limit(MAX_TREE_NODES).execute()) as Row[];
}

const nameOf = (def: ResourceDef, row: Row | undefined, fallback: unknown) => String(row?.[def.tree?.title ?? displayField(def)] ?? fallback);

/**
 * Errors of a write to a tree node: a parent that does not exist (keyed trees; an id parent is a
 * reference the store checks), the node itself or one of its descendants as parent, or a changed key
 * that children still name.
 */
export async function treeWriteErrors(store: ResourceStore, caller: CallerContext, def: ResourceDef, values: Row, id: number | null, db: AnyDb): Promise<FieldError[]> {
  const tree = def.tree!;
  const key = treeKey(tree);
  const parentKey = keyText(values[tree.parent]);
  const label = store.t(def.fields[tree.parent]!.label ?? tree.parent);
  const rows = await nodes(store, caller, def, db);
  const self = id === null ? undefined : rows.find((r) => r.id === id);
  const errors: FieldError[] = [];
  if (self && key !== 'id' && keyText(self[key]) !== keyText(values[key]) && rows.some((r) => keyText(r[tree.parent]) === keyText(self[key]))) {
    errors.push({ field: key, message: store.t('kit.tree.keyInUse', { name: nameOf(def, self, id), label: store.t(def.fields[key]!.label ?? key) }) });
  }
  if (parentKey === null) return errors;
  const parent = rows.find((r) => keyText(key === 'id' ? r.id : r[key]) === parentKey);
  if (!parent) {
    if (key !== 'id') errors.push({ field: tree.parent, message: store.t('kit.validation.reference', { label }) });
    return errors;
  }
  if (self) {
    const ownKey = keyText(key === 'id' ? self.id : self[key]);
    if (ownKey === parentKey || descendantKeys(rows, tree, ownKey).has(parentKey)) {
      errors.push({ field: tree.parent, message: store.t('kit.tree.cycle', { name: nameOf(def, self, id), parent: nameOf(def, parent, parentKey) }) });
    }
  }
  return errors;
}

/**
 * Before rows of a tree are deleted: their descendants that are not deleted with them are refused
 * (naming the first node and how many children it has), or — `onDelete: 'cascade'` — answered, to be
 * deleted in the same transaction (each checked for references like the rows themselves).
 */
export async function treeBranch(store: ResourceStore, caller: CallerContext, def: ResourceDef, rows: Row[], db: AnyDb): Promise<Row[]> {
  const tree = def.tree!;
  const key = treeKey(tree);
  const all = await nodes(store, caller, def, db);
  const deleting = new Set(rows.map((r) => r.id));
  const keyOf = (r: Row) => keyText(key === 'id' ? r.id : r[key]);
  const extra = new Map<unknown, Row>();
  for (const r of rows) {
    const below = descendantKeys(all, tree, keyOf(r));
    const kept = all.filter((n) => below.has(keyOf(n)!) && !deleting.has(n.id));
    if (!kept.length) continue;
    if (tree.onDelete !== 'cascade') {
      const children = all.filter((n) => keyText(n[tree.parent]) === keyOf(r)).length;
      throw new HttpError('FAILED', store.t('kit.tree.hasChildren', { name: nameOf(def, r, r.id), count: children, resource: store.t(def.title) }));
    }
    for (const n of kept) extra.set(n.id, n);
  }
  return [...extra.values()];
}

/** Whether a reference field's target is a tree: a filter by one of its nodes takes the branch. */
export async function treeFilters(store: ResourceStore, caller: CallerContext, def: ResourceDef, filters: CheckedFilter[], db: AnyDb): Promise<CheckedFilter[]> {
  const out: CheckedFilter[] = [];
  for (const filter of filters) {
    const f = def.fields[filter.field];
    if (filter.mode !== 'eq' || f?.type !== 'reference') {
      out.push(filter);
      continue;
    }
    const target = store.target(f.resource);
    const tree = target.def.tree;
    if (!tree) {
      out.push(filter);
      continue;
    }
    const rows = await nodes(target.store, caller, target.def, db);
    const key = treeKey(tree);
    const node = rows.find((r) => r.id === filter.value);
    const below = node ? descendantKeys(rows, tree, key === 'id' ? node.id : node[key]) : new Set<string>();
    const ids = rows.filter((r) => below.has(keyText(key === 'id' ? r.id : r[key])!)).map((r) => String(r.id));
    out.push({ field: filter.field, mode: 'in', value: [String(filter.value), ...ids] });
  }
  return out;
}

/**
 * The answer of a tree call: the caller's nodes as records nested under `children`, siblings in the
 * tree's order; with `rootId` (or `parentId`), that node's branch only.
 */
export async function treeOf(store: ResourceStore, caller: CallerContext, def: ResourceDef, input: Row): Promise<TreeRecord[]> {
  const tree = def.tree!;
  const roots = buildTree((await nodes(store, caller, def, store.db)).map((r) => fromRow(def, r)), tree);
  const rootId = input.rootId ?? input.parentId;
  if (rootId === undefined || rootId === null || rootId === '') return roots;
  const find = (list: TreeRecord[]): TreeRecord | undefined => {
    for (const n of list) {
      const hit = String(n.id) === String(rootId) ? n : find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const hit = find(roots);
  if (!hit) throw new HttpError('FAILED', store.t('kit.server.notFound'));
  return [hit];
}
