/**
 * The resource engine's entry point: at start it builds each module's store, creates or extends its
 * tables, links the modules (references across them, trees, documents, workflows: structures.ts) and
 * seeds empty tenants. The engine knows nothing of HTTP: its routes are
 * server/http/routes/resources.ts (`resourcesPlugin`) and server/http/routes/structures.ts.
 *
 * @example
 *   const stores = await prepareModules(db, await loadModules(undefined, ['wtsb']), false);
 */
import { kitMessages, translator, type EnumRegistry, type Handler } from './kit';
import { ensureLedgerIndex } from './ledgers';
import { TableCatalog } from './lookups';
import type { LoadedModule } from './modules';
import { seedModule, tenantIds } from './seed';
import { ResourceStore } from './store';
import { Structures } from './structures';
import { ensureTable, type AnyDb } from './tables';
import { FileService, standaloneFileSettings } from '../db/files';
import { noFunctions, type FunctionCheck } from './workflows';
import type { ImportLimits } from './importFile';
import type { DeviceSettings } from './moduleDevices';

export type { LoadedModule } from './modules';
export { functionCheckOf, type FunctionCheck } from './workflows';

/** What the engine is given besides the database (defaults for tests and benches). */
export type EngineOptions = {
  /** The platform's file service (image and file fields hold its ids); default one over `db` with the wall clock. */
  files?: FileService;
  /** Whether a caller holds platform functions, for workflow roles declared by functions; default none held. */
  functionCheck?: FunctionCheck;
  /** What one import may hold and how many run at once; default {@link defaultImportLimits}. */
  imports?: ImportLimits;
  /** The clock and offline threshold of the device store as modules read it; default the wall clock, 300 s. */
  devices?: DeviceSettings;
};

/**
 * Builds each module's store and tables, links the modules (references across them are checked here:
 * a missing target stops the start), and seeds empty tenants, a module after those it refers to.
 * Answers the stores (for the routes, benches and tests).
 */
export async function prepareModules(db: AnyDb, modules: LoadedModule[], seed: boolean, options: EngineOptions = {}): Promise<Map<string, ResourceStore>> {
  const files = options.files ?? new FileService(db, standaloneFileSettings);
  const stores = new Map<string, ResourceStore>();
  const tenants = seed ? await tenantIds(db) : [];
  const structures = new Structures(options.functionCheck ?? noFunctions);
  for (const loaded of modules) {
    const m = loaded.resources;
    const store = new ResourceStore(db, m, translator('zh-CN', kitMessages, m.messages), loaded.server.beforeWrite, loaded.server.onWrite, files);
    for (const def of m.resources) await ensureTable(db, m.module, def);
    for (const def of m.resources) if (def.ledger) await ensureLedgerIndex(db, m.module, def);
    if (options.imports) store.importLimits = options.imports;
    if (options.devices) store.deviceSettings = options.devices;
    store.presenters = loaded.server.present ?? {};
    structures.add(store, loaded.server);
    stores.set(m.module, store);
  }
  structures.links.check();
  const catalog = new TableCatalog(stores.values());
  for (const store of stores.values()) store.catalog = catalog;
  if (seed) for (const loaded of structures.links.seedOrder(modules)) await seedModule(stores.get(loaded.resources.module)!, loaded, tenants);
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
