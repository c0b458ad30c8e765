/**
 * Option loaders for enum, tree and reference fields and options from a resource's rows (all of them,
 * or those of a parent choice), cached per page for the request cache's 60 000 ms (shell.md §9), so a
 * list with ten enum columns asks the server once per enum.
 *
 * @example
 *   const loaders = createLoaders(client, module);
 *   const options = await loaders.enumOptions('garbageType');
 */
import type { RequestClient } from '../request';
import { displayField, enumRegistryOf, parseCall, type EnumOption, type ModuleResources, type ResourceDef } from '../resource';
import { callWith } from './resourceApi';

export const LOADER_TTL = 60_000;

export type TreeNode = { value: string; title: string; children?: TreeNode[] };

/** The shared organisation calls (shell.md §7 "Other shared calls"), served by the platform server. */
export const TREE_CALLS = {
  department: '/cloud/ehr/sync/dept/loadDepartmentEhr',
  organisation: '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr',
} as const;

type Entry = { expires: number; value: Promise<unknown> };

/** A keyed cache of promises with a time-to-live; a failed load is forgotten at once. */
export function ttlCache(ttl = LOADER_TTL, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: now() + ttl, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** Reads tree nodes from the platform's answer shapes (id/name/children or value/title). */
export function toTree(raw: unknown): TreeNode[] {
  if (!Array.isArray(raw)) {
    const r = raw as { records?: unknown; list?: unknown } | null;
    return r && (Array.isArray(r.records) || Array.isArray(r.list)) ? toTree(r.records ?? r.list) : [];
  }
  const flat = raw.every((n: Record<string, unknown>) => !Array.isArray(n.children) && 'parentId' in n);
  if (flat && raw.length) return nest(raw as Record<string, unknown>[]);
  return raw.map((n: Record<string, unknown>) => ({
    value: String(n.id ?? n.value ?? n.key ?? ''),
    title: String(n.name ?? n.title ?? n.label ?? n.id ?? ''),
    ...(Array.isArray(n.children) && n.children.length ? { children: toTree(n.children) } : {}),
  }));
}

/** A flat list with parentId as a tree (roots: no parent, or a parent not in the list). */
function nest(rows: Record<string, unknown>[]): TreeNode[] {
  const nodes = new Map<string, TreeNode & { parent: string }>();
  for (const r of rows) nodes.set(String(r.id ?? r.value), { value: String(r.id ?? r.value), title: String(r.name ?? r.title ?? r.id), parent: String(r.parentId ?? '') });
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const p = n.parent !== n.value ? nodes.get(n.parent) : undefined;
    if (p) (p.children ??= []).push(n);
    else roots.push(n);
  }
  const strip = (list: TreeNode[]): TreeNode[] => list.map((n) => ({ value: n.value, title: n.title, ...(n.children?.length ? { children: strip(n.children) } : {}) }));
  return strip(roots);
}

export type Loaders = ReturnType<typeof createLoaders>;

export function createLoaders(client: RequestClient, module: ModuleResources, ttl = LOADER_TTL) {
  const cache = ttlCache(ttl);
  /** value → label of a resource's rows (first 1000 by its list call), those whose filter fields match. */
  const rows = (def: ResourceDef, value: string, label: string, filters: Record<string, unknown> = {}): Promise<EnumOption[]> =>
    cache.get(`rows:${def.id}:${value}:${label}:${JSON.stringify(filters)}`, async () => {
      const page = await callWith<{ records: Record<string, unknown>[] }>(client, parseCall(def.api.list!), { ...filters, pageNo: 1, pageSize: 1000 }, 'silent');
      return page.records.map((r) => ({ value: String(r[value]), label: String(r[label] ?? r[value]) }));
    });
  return {
    /** Options of an enum by name, from the module's loader that serves it. Labels are catalogue keys. */
    enumOptions(source: string): Promise<EnumOption[]> {
      const registry = enumRegistryOf(module, source);
      if (!registry) return Promise.resolve([]);
      return cache.get(`enum:${source}`, async () => {
        const list = await callWith<{ value: string; label: string; key?: string }[]>(client, parseCall(registry.api), { enumName: source }, 'silent');
        return list.map((o) => ({ value: String(o.value), label: o.key ?? o.label }));
      });
    },
    rows,
    tree(kind: keyof typeof TREE_CALLS): Promise<TreeNode[]> {
      return cache.get(`tree:${kind}`, async () => toTree(await client.load({ url: TREE_CALLS[kind], pack: 'tenant', notice: 'silent' })));
    },
    /** id → display text of the referenced resource's rows (first 1000 by its list call). */
    reference: (def: ResourceDef, display?: string): Promise<EnumOption[]> => rows(def, 'id', display ?? displayField(def)),
    clear: cache.clear,
  };
}
