/**
 * The structures a definition may declare — trees, documents, ledgers, workflows, references across
 * modules — hooked into the engine in one place: the store asks `StoreExtensions` (set on every store
 * when the modules are prepared) where a reference points, who refers to rows being deleted, what a
 * write to a tree or a delete of a branch or a document must respect, and how a filter by a tree node
 * widens. Their calls are served by server/http/routes/structures.ts.
 */
import type { CallerContext, CheckedFilter, FieldError, ModuleServer, ResourceDef } from './kit';
import { documentBeforeRemove } from './documents';
import { Links, type Referrer, type Target } from './links';
import type { Row } from './rows';
import type { ResourceStore } from './store';
import type { AnyDb } from './tables';
import { treeBranch, treeFilters, treeWriteErrors } from './trees';
import { WorkflowEngine, type FunctionCheck } from './workflows';

export type StoreExtensions = {
  /** Every served module's stores and the references between them. */
  links: Links;
  target(store: ResourceStore, ref: string): Target;
  referrers(store: ResourceStore, def: ResourceDef): Referrer[];
  /** Extra errors of a create (id null) or update of `def` with validated `values`. */
  checkWrite(store: ResourceStore, caller: CallerContext, def: ResourceDef, values: Row, id: number | null, db: AnyDb): Promise<FieldError[]>;
  /** Before rows are deleted: may refuse; answers more rows deleted with them (a tree's branch). */
  beforeRemove(store: ResourceStore, caller: CallerContext, def: ResourceDef, rows: Row[], db: AnyDb): Promise<Row[]>;
  /** A list's checked filters as the query applies them (a tree node → its branch). */
  filters(store: ResourceStore, caller: CallerContext, def: ResourceDef, filters: CheckedFilter[], db: AnyDb): Promise<CheckedFilter[]>;
  /** The workflow of a resource that has one. */
  workflow(store: ResourceStore, def: ResourceDef): WorkflowEngine;
};

/** Every served module's structures: the links between them and each workflow's engine. */
export class Structures {
  readonly links = new Links();
  private readonly engines = new Map<string, WorkflowEngine>();

  constructor(private readonly functionCheck: FunctionCheck) {}

  /** Registers a module's store (its references, its workflows with the module's effects). */
  add(store: ResourceStore, server: ModuleServer): void {
    this.links.add(store);
    store.ext = this.extensions;
    for (const def of store.module.resources) {
      if (def.workflow) this.engines.set(`${store.module.module}.${def.id}`, new WorkflowEngine(store, def, server.workflows?.[def.id], this.functionCheck));
    }
  }

  readonly extensions: StoreExtensions = {
    links: this.links,
    target: (store, ref) => this.links.target(store, ref),
    referrers: (store, def) => this.links.referrers(store, def),
    checkWrite: async (store, caller, def, values, id, db) => (def.tree ? treeWriteErrors(store, caller, def, values, id, db) : []),
    beforeRemove: async (store, caller, def, rows, db) => {
      const branch = def.tree ? await treeBranch(store, caller, def, rows, db) : [];
      if (def.document) await documentBeforeRemove(store, caller, def, [...rows, ...branch], db);
      return branch;
    },
    filters: (store, caller, def, filters, db) => (filters.some((f) => f.mode === 'eq' && def.fields[f.field]?.type === 'reference') ? treeFilters(store, caller, def, filters, db) : Promise.resolve(filters)),
    workflow: (store, def) => {
      const engine = this.engines.get(`${store.module.module}.${def.id}`);
      if (!engine) throw new Error(`${store.module.module}.${def.id} has no workflow`);
      return engine;
    },
  };
}
