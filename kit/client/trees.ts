/**
 * A tree resource's nodes from the browser, framework-free: its first tree call (the tenant's nodes
 * nested under `children`), or its list (first 1000 rows) nested by the definition's parent field.
 *
 * @example
 *   const roots = await resourceTree(client, dept); // [{ id: 1, deptName: '城市环境集团', children: [...] }]
 */
import type { RequestClient } from '../request';
import { buildTree, parseCall, type ApiCall, type ResourceDef, type TreeRecord } from '../resource';
import { callWith } from './resourceApi';

export async function resourceTree(client: RequestClient, def: ResourceDef): Promise<TreeRecord[]> {
  const tree = def.tree;
  if (!tree) throw new Error(`${def.id} is not a tree`);
  const first = (Array.isArray(tree.api) ? tree.api[0] : tree.api) as ApiCall | undefined;
  if (first) return callWith<TreeRecord[]>(client, parseCall(first), {});
  if (!def.api.list) return [];
  const page = await callWith<{ records: Record<string, unknown>[] }>(client, parseCall(def.api.list), { pageNo: 1, pageSize: 1000 });
  return buildTree(page.records, tree);
}

/** The nodes whose title contains `text`, with their ancestors (so each stays in its place); all when blank. */
export function filterTree(nodes: TreeRecord[], title: string, text: string): TreeRecord[] {
  const q = text.trim();
  if (!q) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children, title, q);
    return String(n[title] ?? '').includes(q) || children.length ? [{ ...n, children }] : [];
  });
}

/** Every node's id in a tree (to expand all). */
export const treeIds = (nodes: TreeRecord[]): number[] => nodes.flatMap((n) => [n.id as number, ...treeIds(n.children)]);
