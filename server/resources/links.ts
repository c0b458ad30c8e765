/**
 * References across modules, server side: every module's store is registered here, so a reference
 * field naming `'<module>.<resource>'` finds its target's store (writes check the row exists in the
 * caller's tenant), a delete asks every module's definitions who still refers to the rows, and the
 * engine's reference call answers a target's options to another module's page. At start `check()`
 * refuses a reference whose module or resource is not served, naming both ends.
 */
import { HttpError } from '../core/errors';
import { buildOptionsQuery } from './options';
import { fieldList, referenceTarget, type CallerContext, type ReferenceField, type ReferenceOption, type ResourceDef } from './kit';
import type { ResourceStore } from './store';

export type Target = { store: ResourceStore; def: ResourceDef };
export type Referrer = Target & { field: string };

export class Links {
  private readonly stores = new Map<string, ResourceStore>();

  add(store: ResourceStore): void {
    this.stores.set(store.module.module, store);
  }

  /** The store and definition a reference of `from`'s module names; throws naming both when unknown. */
  target(from: ResourceStore, ref: string): Target {
    const t = referenceTarget(ref, from.module.module);
    const store = this.stores.get(t.module);
    const def = store?.module.resources.find((r) => r.id === t.resource);
    if (!store || !def) throw new Error(`${from.module.module}: the reference "${ref}" names ${store ? `no resource "${t.resource}" of module ${t.module}` : `module ${t.module}, which is not served`}`);
    return { store, def };
  }

  /** Every reference field of every served module that points at `def` of `owner`. */
  referrers(owner: ResourceStore, def: ResourceDef): Referrer[] {
    const out: Referrer[] = [];
    for (const store of this.stores.values()) {
      for (const other of store.module.resources) {
        for (const f of fieldList(other)) {
          if (f.type !== 'reference') continue;
          const t = referenceTarget(f.resource, store.module.module);
          if (t.module === owner.module.module && t.resource === def.id) out.push({ store, def: other, field: f.name });
        }
      }
    }
    return out;
  }

  /**
   * Checks every reference of every served module at start. A reference to a module that is not
   * served (not in MODULES) or to a resource it does not have stops the server with a message naming
   * the field and its target.
   */
  check(): void {
    for (const store of this.stores.values()) {
      for (const def of store.module.resources) {
        for (const f of fieldList(def)) {
          if (f.type !== 'reference') continue;
          let target: Target;
          try {
            target = this.target(store, f.resource);
          } catch (e) {
            throw new Error(`${store.module.module}.${def.id}.${f.name} refers to ${f.resource}: ${(e as Error).message.replace(/^[^:]+: /, '')}`);
          }
          if (!(f.display in target.def.fields) && f.display !== 'id') {
            throw new Error(`${store.module.module}.${def.id}.${f.name} refers to ${f.resource}, which has no field "${f.display}" to show`);
          }
        }
      }
    }
  }

  /** The (target, display) pairs other modules refer to: the only ones the reference call answers. */
  private foreignPairs(): Map<string, Target & { display: string; field: ReferenceField }> {
    const out = new Map<string, Target & { display: string; field: ReferenceField }>();
    for (const store of this.stores.values()) {
      for (const def of store.module.resources) {
        for (const f of fieldList(def)) {
          if (f.type !== 'reference' || !referenceTarget(f.resource, store.module.module).foreign) continue;
          out.set(`${f.resource}|${f.display}`, { ...this.target(store, f.resource), display: f.display, field: f });
        }
      }
    }
    return out;
  }

  /** The store the reference call is served through (sign-in, tenant, messages): the first registered. */
  get first(): ResourceStore | undefined {
    return this.stores.values().next().value;
  }

  private pairs: ReturnType<Links['foreignPairs']> | null = null;

  /**
   * The engine's reference call (REFERENCE_OPTIONS_CALL): `{ resource: 'clgl.car', display: 'carNo',
   * keyword?, ids? }` → `[{ value, label, parent? }]` of the caller's tenant, at most 1000 (the ids
   * asked for always). Only targets and display fields that some served definition refers to across
   * modules answer.
   */
  async options(caller: CallerContext, input: Record<string, unknown>): Promise<ReferenceOption[]> {
    this.pairs ??= this.foreignPairs();
    const pair = this.pairs.get(`${String(input.resource ?? '')}|${String(input.display ?? '')}`);
    if (!pair) throw new HttpError('INVALID_INPUT', this.first!.t('kit.reference.unknown', { resource: String(input.resource ?? '') }));
    return buildOptionsQuery(pair.store, caller, pair.def, pair.display, input);
  }

  /** The modules in the order their seeds run: a module after the modules it refers to. */
  seedOrder<T extends { resources: { module: string; resources: ResourceDef[] } }>(modules: T[]): T[] {
    const out: T[] = [];
    const visit = (m: T, path: string[]) => {
      if (out.includes(m) || path.includes(m.resources.module)) return;
      for (const def of m.resources.resources) {
        for (const f of fieldList(def)) {
          if (f.type !== 'reference') continue;
          const target = modules.find((x) => x.resources.module === referenceTarget(f.resource, m.resources.module).module);
          if (target && target !== m) visit(target, [...path, m.resources.module]);
        }
      }
      out.push(m);
    };
    for (const m of modules) visit(m, []);
    return out;
  }
}
