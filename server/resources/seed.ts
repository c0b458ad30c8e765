/**
 * Demo data: a module's `seed` runs once per tenant when the module's tables hold no row of that
 * tenant. Seed rows go through the same validation as any write. In seed rows a reference field holds
 * the 1-based position of the referenced row among that resource's seed rows; the engine puts the
 * stored id in its place; a reference to another module's resource holds the referenced row's display
 * text; an image or file field may hold `seedFile(...)`, stored for the tenant.
 */
import type { CallerContext, ResourceDef } from './kit';
import { storeSeedFiles } from './fileRefs';
import type { LoadedModule } from './modules';
import { idByDisplay } from './options';
import type { ResourceStore } from './store';
import { tableName, type AnyDb } from './tables';

export async function tenantIds(db: AnyDb): Promise<string[]> {
  try {
    const rows = await db.selectFrom('tenants').select(['id']).orderBy('created_at').orderBy('id').execute();
    return rows.map((r) => String(r.id));
  } catch {
    return [];
  }
}

async function isEmpty(db: AnyDb, module: string, defs: ResourceDef[], tenantId: string): Promise<boolean> {
  for (const def of defs) {
    const hit = await db.selectFrom(tableName(module, def)).select('id').where('tenantId', '=', tenantId).limit(1).executeTakeFirst();
    if (hit) return false;
  }
  return true;
}

/** Seeds every tenant whose tables of this module are empty. */
export async function seedModule(store: ResourceStore, loaded: LoadedModule, tenants: string[]): Promise<void> {
  const seed = loaded.server.seed;
  if (!seed) return;
  const { module, resources } = loaded.resources;
  for (const [index, tenantId] of tenants.entries()) {
    if (!(await isEmpty(store.db, module, resources, tenantId))) continue;
    const data = seed({ tenantId, index, now: store.deviceSettings.now() });
    const caller: CallerContext = { tenantId, userId: 'system', userName: '系统' };
    await store.db.transaction().execute(async (trx) => {
      const ids = new Map<string, number[]>();
      // Another module's row by its display text, asked once per text (thousands of weighings name a few dozen vehicles).
      const named = new Map<string, Promise<number | null>>();
      const byDisplay = (resource: string, display: string, text: string) => {
        const key = `${resource}\u0000${display}\u0000${text}`;
        let id = named.get(key);
        if (!id) named.set(key, (id = idByDisplay(store, caller, resource, display, text, trx)));
        return id;
      };
      for (const def of resources) {
        const rows = data[def.id] ?? [];
        const created: number[] = [];
        // A tree's parent is an earlier row of the same resource: such a resource is inserted row by
        // row (its rows need the ids of the ones before); any other in multi-row statements.
        const tree = Object.values(def.fields).some((f) => f.type === 'reference' && f.resource === def.id);
        const pending: Record<string, unknown>[] = [];
        for (const row of rows) {
          const values = await storeSeedFiles(store.files.bound(trx as AnyDb), caller, def, row);
          for (const [name, f] of Object.entries(def.fields)) {
            const pool = f.type === 'reference' ? (f.resource === def.id ? created : ids.get(f.resource)) : undefined;
            if (f.type === 'reference' && typeof values[name] === 'number') values[name] = pool?.[(values[name] as number) - 1] ?? null;
            // Another module's row is named by its display text (its module was seeded first).
            if (f.type === 'reference' && typeof values[name] === 'string') values[name] = await byDisplay(f.resource, f.display, values[name] as string);
          }
          if (tree) created.push(await store.insertSeed(caller, def, values, trx));
          else pending.push(values);
        }
        if (!tree) created.push(...(await store.insertSeedRows(caller, def, pending, trx)));
        ids.set(def.id, created);
      }
    });
  }
}
