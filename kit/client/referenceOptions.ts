/**
 * The options of a reference field, framework-free: a resource of the page's own module through its
 * list call (first 1000 rows), another module's (`'clgl.car'`) through the engine's reference call —
 * a module page never imports another module's definitions. Each option carries its parent's id when
 * the target is a tree, so forms and filters can show a tree select. Cached per client for the
 * loaders' 60 000 ms.
 *
 * @example
 *   const options = await referenceOptions(client, module, 'orgfx.dept', 'deptName');
 *   // [{ value: '1', label: '城市环境集团', parent: null }, { value: '2', label: '一分公司', parent: '1' }, …]
 */
import type { RequestClient } from '../request';
import {
  buildTree,
  isForeignReference,
  keyText,
  parseCall,
  REFERENCE_OPTIONS_CALL,
  treeKey,
  type ModuleResources,
  type ReferenceOption,
  type TreeOptions,
} from '../resource';
import { ttlCache } from './loaders';
import { callWith } from './resourceApi';

const caches = new WeakMap<RequestClient, ReturnType<typeof ttlCache>>();

/**
 * Options of a resource's rows, from its list rows: id, display text, and the parent's id in a tree
 * (in the tree's sibling order).
 */
export function optionsFromRows(rows: readonly Record<string, unknown>[], display: string, tree?: TreeOptions): ReferenceOption[] {
  const key = tree ? treeKey(tree) : 'id';
  const idOfKey = new Map(rows.map((r) => [keyText(r[key]), String(r.id)]));
  const ordered = tree ? buildTree(rows, tree).flatMap(function flat(n): Record<string, unknown>[] {
    return [n, ...n.children.flatMap(flat)];
  }) : rows;
  return ordered.map((r) => {
    const option: ReferenceOption = { value: String(r.id), label: String(r[display] ?? r.id) };
    if (tree) {
      const parent = keyText(r[tree.parent]);
      option.parent = parent === null ? null : (idOfKey.get(parent) ?? null);
    }
    return option;
  });
}

/** Forgets the cached reference options of a page (after its rows changed: a tree node added or moved). */
export function clearReferenceOptions(client: RequestClient): void {
  caches.get(client)?.clear();
}

/** The options of the reference `ref` (a resource of `module`, or `'<module>.<resource>'`) shown by `display`. */
export function referenceOptions(client: RequestClient, module: ModuleResources, ref: string, display: string): Promise<ReferenceOption[]> {
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = ttlCache()));
  return cache.get(`${module.module}:${ref}:${display}`, async () => {
    if (isForeignReference(ref) && !ref.startsWith(`${module.module}.`)) {
      return callWith<ReferenceOption[]>(client, parseCall(REFERENCE_OPTIONS_CALL), { resource: ref, display }, 'silent');
    }
    const id = ref.startsWith(`${module.module}.`) ? ref.slice(module.module.length + 1) : ref;
    const def = module.resources.find((r) => r.id === id);
    if (!def?.api.list) return [];
    const page = await callWith<{ records: Record<string, unknown>[] }>(client, parseCall(def.api.list), { pageNo: 1, pageSize: 1000 }, 'silent');
    return optionsFromRows(page.records, display, def.tree);
  });
}

/** A tree select's nodes from options with parents (roots: no parent, or a parent not among them). */
export type OptionNode = { value: string; title: string; disabled?: boolean; children?: OptionNode[] };

/** Options as tree nodes; `disable` marks a node and its branch unselectable (a node cannot move under itself). */
export function optionTree(options: readonly ReferenceOption[], disable?: string | null): OptionNode[] {
  const walk = (nodes: ReturnType<typeof buildTree<ReferenceOption>>, off: boolean): OptionNode[] =>
    nodes.map((n) => {
      const disabled = off || (disable != null && n.value === disable);
      return { value: n.value, title: n.label, ...(disabled ? { disabled } : {}), ...(n.children.length ? { children: walk(n.children, disabled) } : {}) };
    });
  return walk(buildTree(options, { parent: 'parent', key: 'value' }), false);
}

/** Whether options came from a tree (some option has a parent field, even a null one). */
export const isTreeOptions = (options: readonly ReferenceOption[]): boolean => options.some((o) => 'parent' in o);
