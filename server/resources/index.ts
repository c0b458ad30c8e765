/**
 * The resource engine's entry point: at start it builds each module's store, creates or extends its
 * tables and seeds empty tenants. The engine knows nothing of HTTP: its routes are
 * server/http/routes/resources.ts (`resourcesPlugin`).
 *
 * @example
 *   const stores = await prepareModules(db, await loadModules(undefined, ['wtsb']), false);
 */
import { kitMessages, translator, type EnumRegistry, type Handler } from './kit';
import { TableCatalog } from './lookups';
import type { LoadedModule } from './modules';
import { seedModule, tenantIds } from './seed';
import { ResourceStore } from './store';
import { ensureTable, type AnyDb } from './tables';
import { FileService, standaloneFileSettings } from '../db/files';

export type { LoadedModule } from './modules';

/** Builds each module's store, tables and routes; returns the stores (for benches and tests). */
export async function prepareModules(db: AnyDb, modules: LoadedModule[], seed: boolean, files = new FileService(db, standaloneFileSettings)): Promise<Map<string, ResourceStore>> {
  const stores = new Map<string, ResourceStore>();
  const tenants = seed ? await tenantIds(db) : [];
  for (const loaded of modules) {
    const m = loaded.resources;
    const store = new ResourceStore(db, m, translator('zh-CN', kitMessages, m.messages), loaded.server.beforeWrite, loaded.server.onWrite, files);
    for (const def of m.resources) await ensureTable(db, m.module, def);
    if (seed) await seedModule(store, loaded, tenants);
    stores.set(m.module, store);
  }
  const catalog = new TableCatalog(stores.values());
  for (const store of stores.values()) store.catalog = catalog;
  return stores;
}

/**
 * One of the module's loadEnumValue calls: `enumName` → `[{ value, label, key }]` (label in zh-CN, key
 * for the browser's catalogue); without a name, every enum of that loader by name.
 */
export function enumHandler(store: ResourceStore, registry: EnumRegistry): Handler {
  const list = (name: string) => (registry.values[name] ?? []).map((o) => ({ value: o.value, label: store.t(o.label), key: o.label }));
  return ({ input }) => {
    const name = input.enumName ?? input.name ?? input.enumType;
    if (typeof name === 'string' && name) return list(name);
    return Object.fromEntries(Object.keys(registry.values).map((n) => [n, list(n)]));
  };
}
