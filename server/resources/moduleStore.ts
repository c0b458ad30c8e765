/**
 * The tenant-scoped store a module's server code receives (ModuleStore in the kit): the resource
 * store bound to one caller, so a handler cannot reach another tenant's rows. Every call goes through
 * `db`, the engine's database or, inside `transaction`, the open transaction.
 */
import type { CallerContext, ModuleStore } from './kit';
import { importUpload } from './importFile';
import { moduleDevices } from './moduleDevices';
import { moduleFiles } from './moduleFiles';
import { moduleOrg } from './moduleOrg';
import type { ResourceStore } from './store';
import type { AnyDb } from './tables';
import { serialized } from '../db/dialect';
import { pushNotices, recipients } from '../db/notices';
import type { Db } from '../db';

export function moduleStore(store: ResourceStore, caller: CallerContext, db: AnyDb = store.db): ModuleStore {
  /** Set while this store's own transaction runs: the outer store must not be used inside it. */
  let open = false;
  const use = () => {
    if (open) throw new Error(`${store.module.module}: inside store.transaction(fn) use the store fn is given`);
    return db;
  };
  const self: ModuleStore = {
    list: (resource, query) => {
      const def = store.resource(resource);
      const { filters, sort, pageNo, pageSize, cursor } = query;
      const raw: Record<string, unknown> = { ...(filters ?? {}), pageNo, pageSize, cursor };
      if (sort) Object.assign(raw, { orderField: sort.field, orderType: sort.order });
      return store.page(caller, def, store.parseQuery(def, raw), use());
    },
    all: async (resource, filters = {}, limit = 5000) => {
      const def = store.resource(resource);
      const q = store.parseQuery(def, { ...filters, pageSize: 1 });
      const out: Record<string, unknown>[] = [];
      for await (const r of store.stream(caller, def, q, 2000, use())) {
        out.push(r);
        if (out.length >= limit) break;
      }
      return out;
    },
    get: (resource, id) => store.get(caller, store.resource(resource), id, use()),
    create: (resource, values) => store.create(caller, store.resource(resource), values, use(), true, true),
    update: (resource, id, values) => store.update(caller, store.resource(resource), id, values, use(), true),
    aggregate: (resource, query) => store.aggregate(caller, store.resource(resource), query, use()),
    remove: (resource, ids) => store.remove(caller, store.resource(resource), ids, use()),
    recover: (resource, ids) => store.recover(caller, store.resource(resource), ids, use()),
    names: async (resource, display, ids) => {
      const target = store.target(resource);
      if (!(display in target.def.fields)) throw new Error(`${store.module.module}: ${resource} has no field "${display}"`);
      const out = new Map<number, string>();
      const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
      for (let i = 0; i < wanted.length; i += 500) {
        const rows = (await use().selectFrom(target.store.table(target.def)).select(['id', display]).where('tenantId', '=', caller.tenantId).where('id', 'in', wanted.slice(i, i + 500)).execute()) as Record<string, unknown>[];
        for (const r of rows) out.set(Number(r.id), String(r[display] ?? ''));
      }
      return out;
    },
    get lookups() {
      if (!store.catalog) throw new Error('the table lookups are not ready before every module is prepared');
      return store.catalog.forCaller(caller, store.t, use);
    },
    transaction: async (fn) => {
      const outer = use();
      if (outer.isTransaction) return fn(self);
      open = true;
      try {
        return await serialized(outer, (trx) => fn(moduleStore(store, caller, trx)));
      } finally {
        open = false;
      }
    },
    importFile: async (resource, file, options = {}) => {
      const create = options.create;
      const write = create ? (values: Record<string, unknown>, trx: AnyDb) => create(values, moduleStore(store, caller, trx)) : undefined;
      return (await importUpload(store, caller, store.resource(resource), file, options.mode ?? 'all', use(), write)).data;
    },
    workflow: (resource) => {
      const def = store.resource(resource);
      if (!store.ext) throw new Error(`${store.module.module}.${resource}: workflows need the prepared engine`);
      return store.ext.workflow(store, def).runner(caller, use);
    },
    get files() {
      return moduleFiles(store.files.bound(use()), caller);
    },
    get devices() {
      return moduleDevices(use(), caller.tenantId, store.deviceSettings);
    },
    referred: async (ref, filters = {}, limit = 5000) => {
      if (!ref.includes('.')) throw new Error(`${store.module.module}: referred() reads another module's resource ('module.resource'), not "${ref}"`);
      const target = store.target(ref);
      const q = target.store.parseQuery(target.def, { ...filters, pageSize: 1 });
      const out: Record<string, unknown>[] = [];
      for await (const r of target.store.stream(caller, target.def, q, 2000, use())) {
        out.push(r);
        if (out.length >= limit) break;
      }
      return out;
    },
    get org() {
      return moduleOrg(use(), caller);
    },
    notify: async (to, notice) => {
      const db = use() as unknown as Db;
      const users = await recipients(db, caller.tenantId, to);
      return pushNotices(db, caller.tenantId, users, { business: store.module.module, ...notice, at: notice.at ?? store.deviceSettings.now() });
    },
    chat: {
      // The platform's chat (server/services/chat.ts, provided by its routes); joins the store's transaction when one is open.
      open: (channel) => chatBackend().open(use() as unknown as Db, caller, channel, store.deviceSettings.now()),
      post: (channelId, message) => chatBackend().post(use() as unknown as Db, caller, channelId, message, store.deviceSettings.now()),
    },
  };
  return self;
}

/** The chat behind `store.chat` (the resource engine may not import services: the chat's routes provide it at start). */
export type ModuleChatBackend = {
  open(db: Db, caller: CallerContext, channel: Parameters<ModuleStore['chat']['open']>[0], now: number): Promise<{ channelId: string }>;
  post(db: Db, caller: CallerContext, channelId: string, message: Parameters<ModuleStore['chat']['post']>[1], now: number): Promise<{ seq: number }>;
};
let chatProvided: ModuleChatBackend | null = null;

/** Provides the chat behind every module store's `store.chat` (server/http/routes/chat.ts, at start). */
export function provideModuleChat(backend: ModuleChatBackend): void {
  chatProvided = backend;
}

function chatBackend(): ModuleChatBackend {
  if (!chatProvided) throw new Error('store.chat: the chat is not served by this server');
  return chatProvided;
}

/**
 * The store of a handler that only reads (it names no function): reads pass, every write throws. A
 * write here is a definition error (the handler must name its function with `changes(...)`), caught
 * by the module's tests; the request changes nothing.
 */
export function readingStore(inner: ModuleStore, where: string): ModuleStore {
  const refuse = (): never => {
    throw new Error(`${where}: a handler that writes must name its function: changes('<function>', handler) in server.ts`);
  };
  return {
    list: (resource, query) => inner.list(resource, query),
    all: (resource, filters, limit) => inner.all(resource, filters, limit),
    get: (resource, id) => inner.get(resource, id),
    aggregate: (resource, query) => inner.aggregate(resource, query),
    names: (resource, display, ids) => inner.names(resource, display, ids),
    create: refuse,
    update: refuse,
    remove: refuse,
    recover: refuse,
    importFile: refuse,
    get lookups() {
      return inner.lookups;
    },
    transaction: (fn) => inner.transaction((store) => fn(readingStore(store, where))),
    workflow: (resource) => ({ ...inner.workflow(resource), act: refuse, start: refuse }),
    get files() {
      return { ...inner.files, save: refuse };
    },
    get devices() {
      return inner.devices;
    },
    referred: (ref, filters, limit) => inner.referred(ref, filters, limit),
    get org() {
      return inner.org;
    },
    notify: refuse,
    chat: { open: refuse, post: refuse },
  };
}
