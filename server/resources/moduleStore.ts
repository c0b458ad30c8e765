/**
 * The tenant-scoped store a module's server code receives (ModuleStore in the kit): the resource
 * store bound to one caller, so a handler cannot reach another tenant's rows.
 */
import type { CallerContext, ModuleStore } from './kit';
import type { ResourceStore } from './store';

export function moduleStore(store: ResourceStore, caller: CallerContext): ModuleStore {
  return {
    list: (resource, query) => {
      const def = store.resource(resource);
      const { filters, sort, pageNo, pageSize } = query;
      const raw: Record<string, unknown> = { ...(filters ?? {}), pageNo, pageSize };
      if (sort) Object.assign(raw, { orderField: sort.field, orderType: sort.order });
      return store.page(caller, def, store.parseQuery(def, raw));
    },
    all: async (resource, filters = {}, limit = 5000) => {
      const def = store.resource(resource);
      const q = store.parseQuery(def, { ...filters, pageSize: 1 });
      const out: Record<string, unknown>[] = [];
      for await (const r of store.stream(caller, def, q)) {
        out.push(r);
        if (out.length >= limit) break;
      }
      return out;
    },
    get: (resource, id) => store.get(caller, store.resource(resource), id),
    create: (resource, values) => store.create(caller, store.resource(resource), values, store.db, true, true),
    update: (resource, id, values) => store.update(caller, store.resource(resource), id, values, store.db, true),
    aggregate: (resource, query) => store.aggregate(caller, store.resource(resource), query),
  };
}

