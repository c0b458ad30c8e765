/**
 * The resource engine's entry point: at start it loads every module's definitions, creates or extends
 * their tables, seeds empty tenants, and serves every resource, report and handler route.
 *
 * @example
 *   await app.register(resourcesPlugin, { db });                   // every module under modules/
 *   await app.register(resourcesPlugin, { db, modules, seed: false }); // tests and benches
 */
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { isReport, kitMessages, translator, type Handler } from './kit';
import { loadModules, type LoadedModule } from './modules';
import { handlerRoute, reportRoutes, resourceRoutes } from './routes';
import { seedModule, tenantIds } from './seed';
import { ResourceStore } from './store';
import { ensureTable, type AnyDb } from './tables';
import { FileService, standaloneFileSettings } from '../services/files';

export type ResourcesPluginOptions = {
  /** The server's Kysely database (server/db). */
  db: unknown;
  /** The modules to serve; default: every module folder with resources/index.ts. */
  modules?: LoadedModule[];
  /** Seed empty tenants at start (default true). */
  seed?: boolean;
  /** The platform's file service (image and file fields hold its ids); default one over `db` with the wall clock. */
  files?: FileService;
};

export type { LoadedModule } from './modules';

/** Builds each module's store, tables and routes; returns the stores (for benches and tests). */
export async function prepareModules(db: AnyDb, modules: LoadedModule[], seed: boolean, files = new FileService(db, standaloneFileSettings)): Promise<Map<string, ResourceStore>> {
  const stores = new Map<string, ResourceStore>();
  const tenants = seed ? await tenantIds(db) : [];
  for (const loaded of modules) {
    const m = loaded.resources;
    const store = new ResourceStore(db, m, translator('zh-CN', kitMessages, m.messages), loaded.server.beforeWrite, files);
    for (const def of m.resources) await ensureTable(db, m.module, def);
    if (seed) await seedModule(store, loaded, tenants);
    stores.set(m.module, store);
  }
  return stores;
}

/**
 * The module's loadEnumValue: `enumName` → `[{ value, label, key }]` (label in zh-CN, key for the
 * browser's catalogue); without a name, every enum of the module by name.
 */
function enumHandler(store: ResourceStore): Handler {
  const list = (name: string) => (store.module.enums?.values[name] ?? []).map((o) => ({ value: o.value, label: store.t(o.label), key: o.label }));
  return ({ input }) => {
    const name = input.enumName ?? input.name ?? input.enumType;
    if (typeof name === 'string' && name) return list(name);
    return Object.fromEntries(Object.keys(store.module.enums?.values ?? {}).map((n) => [n, list(n)]));
  };
}

export const resourcesPlugin: FastifyPluginAsync<ResourcesPluginOptions> = async (app, options) => {
  const db = options.db as AnyDb;
  const modules = options.modules ?? (await loadModules());
  const files = options.files ?? new FileService(db, standaloneFileSettings);
  const stores = await prepareModules(db, modules, options.seed ?? true, files);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  }
  for (const loaded of modules) {
    const store = stores.get(loaded.resources.module)!;
    for (const def of loaded.resources.resources) resourceRoutes(app, store, def);
    for (const def of loaded.resources.reports ?? []) if (isReport(def)) reportRoutes(app, store, def, loaded.server);
    const enums = loaded.resources.enums;
    if (enums) handlerRoute(app, store, typeof enums.api === 'string' ? enums.api : enums.api.path, enumHandler(store));
    for (const [key, handler] of Object.entries(loaded.server.handlers ?? {})) handlerRoute(app, store, key, handler);
  }
};
