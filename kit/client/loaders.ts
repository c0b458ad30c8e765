/**
 * Option loaders for enum and tree fields and for choices from a resource's rows (a reference, an
 * enum `from`: all of them, or those of a parent choice; another module's through the engine's
 * reference call), cached per page for the request cache's 60 000 ms (shell.md §9), so a list with
 * ten enum columns asks the server once per enum.
 *
 * @example
 *   const loaders = createLoaders(client, module);
 *   const options = await loaders.enumOptions('garbageType');
 */
import type { RequestClient } from '../request';
import {
  enumRegistryOf,
  parseCall,
  referenceTarget,
  REFERENCE_OPTIONS_CALL,
  type EnumOption,
  type ModuleResources,
  type ReferenceOption,
} from '../resource';
import { optionsFromRows } from './rowOptions';
import { callWith } from './resourceApi';

export const LOADER_TTL = 60_000;

export type TreeNode = { value: string; title: string; children?: TreeNode[] };

/** The platform's device store: the caller's tenant's devices (docs/maps.md "Devices and readings"). */
export const DEVICE_LIST_CALL = '/cloud/devices/rest/device/list';

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
    /** Forgets the entries whose key starts with `prefix`. */
    forget(prefix: string) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
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

/** Where a choice's options come from: the resource, the field stored and the field shown (`optionSource`). */
export type OptionSource = { resource: string; value: string; label: string };

export function createLoaders(client: RequestClient, module: ModuleResources, ttl = LOADER_TTL) {
  const cache = ttlCache(ttl);
  const rowsKey = (target: { module: string; resource: string }) => `rows:${target.module}.${target.resource}:`;
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
    /**
     * The options of a choice's rows (`optionSource(field)`: a reference's target, an enum's `from`):
     * value → label of the resource's rows (first 1000 by its list call), those whose filter fields
     * match `filters` (a cascading choice's parent). A reference to a tree gives each node its parent's
     * id, in the tree's order. Another module's resource ('clgl.car') answers through the engine's
     * reference call: a module page never imports another module's definitions.
     */
    options(source: OptionSource, filters: Record<string, unknown> = {}): Promise<ReferenceOption[]> {
      const target = referenceTarget(source.resource, module.module);
      return cache.get(`${rowsKey(target)}${source.value}:${source.label}:${JSON.stringify(filters)}`, async () => {
        if (target.foreign) return callWith<ReferenceOption[]>(client, parseCall(REFERENCE_OPTIONS_CALL), { resource: source.resource, display: source.label }, 'silent');
        const def = [...module.resources, ...(module.reports ?? [])].find((r) => r.id === target.resource);
        if (!def?.api.list) return [];
        const page = await callWith<{ records: Record<string, unknown>[] }>(client, parseCall(def.api.list), { ...filters, pageNo: 1, pageSize: 1000 }, 'silent');
        return optionsFromRows(page.records, source.value, source.label, source.value === 'id' ? def.tree : undefined);
      });
    },
    /** The devices of the platform's device store of these kinds as options: the code, shown with the device's name. */
    devices(kinds: readonly string[]): Promise<ReferenceOption[]> {
      return cache.get(`devices:${[...kinds].sort().join(',')}`, async () => {
        const list = await client.load<{ code: string; name: string; kind: string }[]>({ url: DEVICE_LIST_CALL, notice: 'silent' });
        return list.filter((d) => kinds.includes(d.kind)).map((d) => ({ value: d.code, label: `${d.code} ${d.name}` }));
      });
    },
    /** Forgets the cached options of a resource of this module (its rows changed: a tree node added or moved). */
    forgetOptions: (resource: string) => cache.forget(rowsKey({ module: module.module, resource })),
    tree(kind: keyof typeof TREE_CALLS): Promise<TreeNode[]> {
      return cache.get(`tree:${kind}`, async () => toTree(await client.load({ url: TREE_CALLS[kind], pack: 'tenant', notice: 'silent' })));
    },
    clear: cache.clear,
  };
}
