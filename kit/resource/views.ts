/**
 * Views: a resource seen through fixed filters (devices of one kind, the offline ones of that kind,
 * users waiting for audit, one of the three staff kinds). A view is a definition of its own — a page,
 * a menu entry, a tab — with its title and, when the spec gives it paths of its own, its own calls.
 * The server serves a view's own calls with the fixed filters applied on top of whatever the client
 * sends (a client can narrow a view, never widen it; a row outside the view is not found through it;
 * a row created through it gets its fixed values). A view without its own calls uses the resource's,
 * and the page sends the fixed filters as filters.
 *
 * @example
 *   export const cargpsOffline = defineView(device, {
 *     id: 'cargpsOffline', title: 'sbbj.cargpsOffline',
 *     filters: { kind: 'cargps', online: false },
 *     api: { list: '/envcloud/hw/sbbj/api/v1/cargps/offlinePageList', export: '/envcloud/hw/sbbj/api/v1/cargps/offlineExport' },
 *   });
 */
import { filterModeOf, parseCall } from './defineResource';
import type { ActionDef, ResourceApi, ResourceDef, ResourceInput } from './types';

/** One fixed value, or any of several (a list). */
export type FixedValue = string | number | boolean;

/** Field name → the value every row of the view has, or the values one of which it has. */
export type FixedFilters = Record<string, FixedValue | readonly FixedValue[]>;

export type ViewInput = {
  /** Unique in the module among resources, reports and views. */
  id: string;
  /** Catalogue key of the title (page heading, tab label, menu entry). */
  title: string;
  filters: FixedFilters;
  /** The view's own calls, served with the fixed filters; omitted: the resource's calls. */
  api?: ResourceApi;
  actions?: Record<string, ActionDef>;
  readOnly?: boolean;
  defaultSort?: ResourceInput['defaultSort'];
};

/** A view as `defineView` returns it: the resource's fields under the view's id, title and calls. */
export type ViewDef<F extends ResourceDef['fields'] = ResourceDef['fields']> = ResourceDef<F> & {
  view: {
    /** Id of the resource it is a view of. */
    of: string;
    filters: FixedFilters;
    /** Whether the view has calls of its own (served by the engine with the fixed filters). */
    ownApi: boolean;
  };
};

const NAME = /^[A-Za-z][A-Za-z0-9]{0,47}$/;
/** Types whose stored value compares by equality. */
const FIXABLE = new Set(['text', 'number', 'money', 'enum', 'boolean', 'reference', 'treeSelect', 'date']);

/** Defines a view of `base`. Throws on a filter the engine could not apply. */
export function defineView<F extends ResourceDef['fields']>(base: ResourceDef<F>, input: ViewInput): ViewDef<F> {
  const where = `view ${input.id}`;
  if (!NAME.test(input.id)) throw new Error(`${where}: id must be a plain identifier`);
  const own = Boolean(input.api);
  if (own) for (const call of Object.values(input.api!)) if (call) parseCall(call);
  const writes = own && Boolean(input.api!.create ?? input.api!.upsert ?? input.api!.import);
  if (!Object.keys(input.filters).length) throw new Error(`${where}: no fixed filters`);
  for (const [name, value] of Object.entries(input.filters)) {
    const f = base.fields[name];
    if (!f) throw new Error(`${where}: ${base.id} has no field "${name}"`);
    if (!FIXABLE.has(f.type) || (f.type === 'enum' && f.multiple)) throw new Error(`${where}: a ${f.type} field cannot be fixed`);
    if (Array.isArray(value)) {
      if (!value.length) throw new Error(`${where}: "${name}" lists no value`);
      if (writes) throw new Error(`${where}: a view that creates rows fixes one value of "${name}"`);
    }
    // Without calls of its own the page narrows the resource's list with these as filters.
    const mode = filterModeOf(f);
    if (!own && mode !== 'eq' && mode !== 'in') throw new Error(`${where}: "${name}" must be an eq or in filter of ${base.id}, or the view needs calls of its own`);
  }
  return {
    ...base,
    id: input.id,
    title: input.title,
    api: input.api ?? base.api,
    actions: input.actions ?? base.actions,
    readOnly: input.readOnly ?? base.readOnly,
    defaultSort: input.defaultSort ?? base.defaultSort,
    view: { of: base.id, filters: input.filters, ownApi: own },
  };
}

export const isView = (def: ResourceDef): def is ViewDef => typeof (def as Partial<ViewDef>).view === 'object';

/** The single values of a view's fixed filters (set on rows it creates; preset and locked in its form). */
export function fixedValues(def: ResourceDef): Record<string, FixedValue> {
  if (!isView(def)) return {};
  return Object.fromEntries(Object.entries(def.view.filters).filter((e): e is [string, FixedValue] => !Array.isArray(e[1])));
}

/** Whether a row's value of a fixed field is inside the view. */
export function insideFixed(fixed: FixedValue | readonly FixedValue[], value: unknown): boolean {
  const allowed = Array.isArray(fixed) ? fixed : [fixed];
  return allowed.some((a) => a === value || String(a) === String(value) || (typeof a === 'boolean' && (value === (a ? 1 : 0))));
}
