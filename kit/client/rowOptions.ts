/**
 * A choice's options from a resource's rows, framework-free: value and label of each row, and — when
 * the rows are a tree's — each node's parent id in the tree's sibling order, so forms and filters can
 * show a tree select (the loaders' `options` reads the rows; this shapes them).
 *
 * @example
 *   optionsFromRows(rows, 'id', 'deptName', dept.tree);
 *   // [{ value: '1', label: '城市环境集团', parent: null }, { value: '2', label: '一分公司', parent: '1' }, …]
 *   optionTree(options, '2'); // tree select nodes, 一分公司 and its branch disabled
 */
import { buildTree, keyText, treeKey, type ReferenceOption, type TreeOptions } from '../resource';

/**
 * Options of a resource's rows: `value` and `label` of each; with `tree` (rows keyed by id), the
 * parent's id of each node, in the tree's order.
 */
export function optionsFromRows(rows: readonly Record<string, unknown>[], value: string, label: string, tree?: TreeOptions): ReferenceOption[] {
  const key = tree ? treeKey(tree) : 'id';
  const idOfKey = new Map(rows.map((r) => [keyText(r[key]), String(r.id)]));
  const ordered = tree
    ? buildTree(rows, tree).flatMap(function flat(n): Record<string, unknown>[] {
        return [n, ...n.children.flatMap(flat)];
      })
    : rows;
  return ordered.map((r) => {
    const option: ReferenceOption = { value: String(r[value]), label: String(r[label] ?? r[value]) };
    if (tree) {
      const parent = keyText(r[tree.parent]);
      option.parent = parent === null ? null : (idOfKey.get(parent) ?? null);
    }
    return option;
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
