/**
 * A module's resources as one registry: the server engine loads `modules/<id>/resources/index.ts`
 * (default export) to build tables and routes; the module page imports the same file to render.
 * Plain data only.
 *
 * @example
 *   export default defineModuleResources({
 *     module: 'ljszy', messages: ljszyMessages,
 *     enums: { api: '/cloud/ljszy/common/loadEnumValue', values: { garbageType: [...] } },
 *     resources: [carInfo, facilityInfo],
 *     reports: [carReport],
 *   });
 */
import type { Catalogue } from '../i18n/catalogue';
import { defineResource } from './defineResource';
import { isForeignReference } from './references';
import { checkModuleStructures } from './structures';
import type { TableLookupApi } from './lookups';
import { isRecycleView } from './softDelete';
import type { AnswerFields, ApiCall, EnumOption, FieldDef, ResourceDef, ResourceInput } from './types';
import { checkOptions, enumValuesOf } from './options';
import type { ViewDef } from './views';

/**
 * A read-only list computed by the module's server (a report, a view over records) with the list
 * page's filters, paging and export. Its fields describe the columns and filters; `api.list` and
 * `api.export` are served by the engine from the module server's `reports[id]` function.
 */
export type ReportDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> = ResourceDef<F> & { report: true };

/** Like defineResource, for a computed list (no table, no create/edit/delete/import). */
export function defineReport<const F extends Record<string, FieldDef>>(
  input: Omit<ResourceInput<F>, 'api' | 'readOnly'> & { api: { list: ApiCall; export?: ApiCall } },
): ReportDef<F> {
  return { ...defineResource({ ...input, readOnly: true }), report: true };
}

export type EnumRegistry = {
  /** The module's loadEnumValue call (`enumName` → `[{ value, label }]`, labels are catalogue keys). */
  api: ApiCall;
  values: Record<string, readonly EnumOption[]>;
};

export type ModuleResources = {
  /** The module id (the folder name), also the tables' prefix. */
  module: string;
  messages: Catalogue;
  /** The module's loadEnumValue. */
  enums?: EnumRegistry;
  /** More loaders beside `enums`, each with its call and its names (a name is served by one loader). */
  enumLoaders?: EnumRegistry[];
  resources: ResourceDef[];
  /** Computed lists, and recycle views (`recycleView(def)`: served by their resource's calls). */
  reports?: ReportDef[];
  /** The calls at which the module answers the platform's table and column lookups (lookups.ts). */
  lookups?: TableLookupApi;
  /** Views of the resources (fixed filters); those with calls of their own are served with the filters applied. */
  views?: ViewDef[];
};

/** Checks ids are unique, references, views and options point at resources of the module, enum names at its loaders. */
export function defineModuleResources(m: ModuleResources): ModuleResources {
  const ids = new Set<string>();
  for (const r of [...m.resources, ...(m.reports ?? []), ...(m.views ?? [])]) {
    if (ids.has(r.id)) throw new Error(`${m.module}: resource id "${r.id}" is used twice`);
    ids.add(r.id);
  }
  for (const v of m.views ?? []) {
    // A computed report may have views too, when they narrow its list by filters (no calls of their own).
    const ofReport = !v.view.ownApi && (m.reports ?? []).some((r) => r.id === v.view.of);
    if (!ofReport && !m.resources.some((r) => r.id === v.view.of)) throw new Error(`${m.module}: view "${v.id}" of no resource "${v.view.of}"`);
  }
  for (const r of m.resources) {
    for (const [name, f] of Object.entries(r.fields)) {
      // A reference to another module's resource ('clgl.car') is checked when the server starts.
      if (f.type === 'reference' && !isForeignReference(f.resource) && !m.resources.some((x) => x.id === f.resource)) {
        throw new Error(`${m.module}.${r.id}.${name}: no resource "${f.resource}"`);
      }
      if (f.type === 'enum' && f.source && !enumValuesOf(m, f.source)) {
        throw new Error(`${m.module}.${r.id}.${name}: no enum "${f.source}"`);
      }
    }
  }
  // An action's answer names resources of the module (its rows, or a key's row).
  const named = (shape: AnswerFields | string | undefined): string[] =>
    typeof shape === 'string' ? [shape] : shape ? Object.values(shape).flatMap((v) => (typeof v === 'string' ? [v] : typeof v.type === 'string' ? [] : named(v as AnswerFields))) : [];
  for (const r of [...m.resources, ...(m.reports ?? [])]) {
    for (const [name, a] of Object.entries(r.actions ?? {})) {
      for (const id of named(a.answer)) {
        if (!ids.has(id)) throw new Error(`${m.module}.${r.id}.actions.${name}: answers rows of no resource "${id}"`);
      }
    }
  }
  checkModuleStructures(m.module, m.resources);
  checkOptions(m);
  return m;
}

export const isReport = (r: ResourceDef): r is ReportDef => (r as Partial<ReportDef>).report === true;

/** A report the module's server computes (not a recycle view, whose calls its resource serves). */
export const isComputedReport = (r: ResourceDef): r is ReportDef => isReport(r) && !isRecycleView(r);

/** The options of an enum field: its own, else those of its source among the module's enums; none for other fields. */
export function enumOptionsOf(f: FieldDef, enums: EnumRegistry | undefined): readonly EnumOption[] {
  return f.type === 'enum' ? (f.options ?? (f.source ? enums?.values[f.source] : undefined) ?? []) : [];
}

/** What a user reads for an enum value (several joined with commas); a value without an option as itself. */
export function enumLabel(f: FieldDef, value: unknown, enums: EnumRegistry | undefined, t: (key: string) => string): string {
  const options = enumOptionsOf(f, enums);
  const one = (v: unknown) => {
    const o = options.find((x) => x.value === String(v));
    return o ? t(o.label) : String(v);
  };
  return Array.isArray(value) ? value.map(one).join(',') : one(value);
}
