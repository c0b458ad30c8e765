/**
 * Trees: any resource with a parent field is a tree when its definition says so (`tree`). Plain data
 * and pure functions, shared by the server (tree calls, cycle checks, delete of a node with children,
 * filters that take a node's descendants) and the browser (tree select, tree table, tree-and-list
 * page). The parent field holds the parent's id (a reference to the resource itself) or, where the
 * spec keys a tree by code, the parent's key (`key: 'typeCode'`, parent a text field).
 *
 * @example
 *   export const dept = defineResource({
 *     id: 'dept', title: 'fleet.dept',
 *     api: { list: '/cloud/x/dept/pageList', create: '/cloud/x/dept/save', remove: '/cloud/x/dept/delete' },
 *     fields: { deptName: text({ required: true }), parentId: reference({ resource: 'dept', display: 'deptName' }) },
 *     tree: { parent: 'parentId', api: '/cloud/x/dept/loadTree' },
 *   });
 */
import type { ApiCall, FieldDef } from './types';

export type TreeOptions = {
  /** The field naming a node's parent: a reference to this resource, or a text field holding the parent's `key`. */
  parent: string;
  /** The field the parent field holds (default 'id'); a text field unique per tenant when not the id. */
  key?: string;
  /** The field shown as a node's title (default the resource's display field). */
  title?: string;
  /** Siblings are ordered by this field, then by id (default: by id). */
  order?: string;
  /** Deleting a node that has children: refused with a message (default), or the whole branch is deleted. */
  onDelete?: 'refuse' | 'cascade';
  /** The spec's tree calls (getTreeType, loadTree …): each answers the tenant's nodes nested under `children`. */
  api?: ApiCall | readonly ApiCall[];
};

/** A record with its children, as the tree calls answer it. */
export type TreeRecord<T extends Record<string, unknown> = Record<string, unknown>> = T & { children: TreeRecord<T>[] };

/** The field a tree's parent holds ('id' unless `key` says otherwise). */
export const treeKey = (tree: TreeOptions): string => tree.key ?? 'id';

/** A value of a key field as the tree compares it (ids and codes alike, as text); null when blank. */
export function keyText(v: unknown): string | null {
  return v === null || v === undefined || v === '' ? null : String(v);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');
}

/**
 * Flat rows as nested nodes. Roots are rows without a parent or whose parent is not among the rows (a
 * filtered or partial list still shows every row). Siblings follow `order`, then id. A row caught in a
 * cycle (only possible in data written around the engine) is shown as a root, never lost or repeated.
 */
export function buildTree<T extends Record<string, unknown>>(rows: readonly T[], tree: TreeOptions): TreeRecord<T>[] {
  const key = treeKey(tree);
  const byKey = new Map<string, TreeRecord<T>>();
  for (const r of rows) {
    const k = keyText(r[key]);
    if (k !== null && !byKey.has(k)) byKey.set(k, { ...r, children: [] });
  }
  const roots: TreeRecord<T>[] = [];
  for (const node of byKey.values()) {
    const parentKey = keyText(node[tree.parent]);
    const parent = parentKey === null ? undefined : byKey.get(parentKey);
    if (parent && parent !== node && !isAncestor(byKey, tree, node, parentKey!)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: TreeRecord<T>[]) => {
    list.sort((a, b) => (tree.order ? compare(a[tree.order], b[tree.order]) : 0) || compare(a.id, b.id));
    for (const n of list) sort(n.children);
    return list;
  };
  return sort(roots);
}

/** Whether `node` is an ancestor of the row keyed `of` (walking parents, cycle-safe). */
function isAncestor(byKey: Map<string, Record<string, unknown>>, tree: TreeOptions, node: Record<string, unknown>, of: string): boolean {
  const target = keyText(node[treeKey(tree)]);
  const seen = new Set<string>();
  for (let k: string | null = of; k !== null && !seen.has(k); ) {
    seen.add(k);
    const row = byKey.get(k);
    if (!row) return false;
    const p = keyText(row[tree.parent]);
    if (p === target) return true;
    k = p;
  }
  return false;
}

/** The keys of every descendant of the node keyed `of` (not the node itself), from flat rows. */
export function descendantKeys(rows: readonly Record<string, unknown>[], tree: TreeOptions, of: unknown): Set<string> {
  const key = treeKey(tree);
  const children = new Map<string, string[]>();
  for (const r of rows) {
    const p = keyText(r[tree.parent]);
    const k = keyText(r[key]);
    if (p === null || k === null) continue;
    const list = children.get(p);
    if (list) list.push(k);
    else children.set(p, [k]);
  }
  const out = new Set<string>();
  const start = keyText(of);
  const stack = start === null ? [] : [...(children.get(start) ?? [])];
  while (stack.length) {
    const k = stack.pop()!;
    if (out.has(k) || k === start) continue;
    out.add(k);
    stack.push(...(children.get(k) ?? []));
  }
  return out;
}

/** Checks a tree's options against its fields; throws naming the resource on a bad option. */
export function checkTreeOptions(id: string, fields: Record<string, FieldDef>, tree: TreeOptions): void {
  const parent = fields[tree.parent];
  if (!parent) throw new Error(`${id}.tree: no parent field "${tree.parent}"`);
  const key = treeKey(tree);
  if (key === 'id') {
    if (parent.type !== 'reference' || parent.resource !== id) {
      throw new Error(`${id}.tree: the parent field "${tree.parent}" must be reference({ resource: '${id}' }) (or set tree.key)`);
    }
  } else {
    if (!fields[key]) throw new Error(`${id}.tree: no key field "${key}"`);
    if (parent.type !== 'text' || fields[key]!.type !== 'text') throw new Error(`${id}.tree: a keyed tree's parent and key are text fields`);
  }
  for (const name of [tree.title, tree.order]) if (name && !fields[name]) throw new Error(`${id}.tree: no field "${name}"`);
}
