/**
 * Where a choice's options come from, answered once for both engines: a module may have several
 * enum loaders (`enums` and `enumLoaders`, each a loadEnumValue call with its names); a field may take
 * its options from another resource's rows (`reference`, or an enum `from`); and a choice may depend
 * on a parent choice (`dependsOn`: the cities of the chosen province).
 *
 * @example
 *   enumRegistryOf(module, 'deviceStatus')          // the loader that serves the name
 *   optionSource(fields.cityId)                       // { resource: 'city', value: 'id', label: 'cityName' }
 *   dependency(fields.cityId)                         // { field: 'provinceId', by: 'provinceId' }
 */
import type { EnumRegistry, ModuleResources } from './defineModuleResources';
import { filterModeOf } from './defineResource';
import { isForeignReference } from './references';
import type { EnumOption, FieldDef } from './types';

/** Every enum loader of a module: the main one first. */
export function enumRegistries(m: Pick<ModuleResources, 'enums' | 'enumLoaders'>): EnumRegistry[] {
  return [...(m.enums ? [m.enums] : []), ...(m.enumLoaders ?? [])];
}

/** The loader that serves an enum name. */
export function enumRegistryOf(m: Pick<ModuleResources, 'enums' | 'enumLoaders'>, name: string): EnumRegistry | undefined {
  return enumRegistries(m).find((r) => r.values[name]);
}

/** The options of an enum name, from whichever loader serves it. */
export function enumValuesOf(m: Pick<ModuleResources, 'enums' | 'enumLoaders'>, name: string): readonly EnumOption[] | undefined {
  return enumRegistryOf(m, name)?.values[name];
}

/** The resource a field's options are rows of, with the field stored and the field shown; null for other fields. */
export function optionSource(f: FieldDef): { resource: string; value: string; label: string } | null {
  if (f.type === 'reference') return { resource: f.resource, value: 'id', label: f.display };
  if (f.type === 'enum' && f.from) return f.from;
  return null;
}

/** A cascading field's parent field and the option resource's field that must equal it; null when it has none. */
export function dependency(f: FieldDef): { field: string; by: string } | null {
  const d = f.type === 'reference' || f.type === 'enum' ? f.dependsOn : undefined;
  if (!d) return null;
  return typeof d === 'string' ? { field: d, by: d } : d;
}

/** Checks the options of a module's fields against its resources and loaders; throws naming the field. */
export function checkOptions(m: ModuleResources): void {
  const seen = new Set<string>();
  for (const r of enumRegistries(m)) {
    for (const name of Object.keys(r.values)) {
      if (seen.has(name)) throw new Error(`${m.module}: enum "${name}" is served by two loaders`);
      seen.add(name);
    }
  }
  const resource = (id: string) => m.resources.find((x) => x.id === id);
  for (const r of m.resources) {
    for (const [name, f] of Object.entries(r.fields)) {
      const where = `${m.module}.${r.id}.${name}`;
      const from = f.type === 'enum' ? f.from : undefined;
      if (from) {
        const target = resource(from.resource);
        if (!target) throw new Error(`${where}: options from no resource "${from.resource}"`);
        for (const k of [from.value, from.label]) if (!target.fields[k]) throw new Error(`${where}: ${from.resource} has no field "${k}"`);
      }
      const dep = dependency(f);
      if (!dep) continue;
      const source = optionSource(f);
      if (!source) throw new Error(`${where}: only a reference or options from a resource can depend on another field`);
      if (isForeignReference(source.resource)) throw new Error(`${where}: a choice of another module’s rows (${source.resource}) cannot depend on another field`);
      if (!r.fields[dep.field]) throw new Error(`${where}: depends on no field "${dep.field}"`);
      const by = resource(source.resource)?.fields[dep.by];
      if (!by) throw new Error(`${where}: ${source.resource} has no field "${dep.by}"`);
      // The page asks the option resource's list for the parent's rows: `by` must be an equality filter there.
      const mode = filterModeOf(by);
      if (mode !== 'eq' && mode !== 'in') throw new Error(`${where}: ${source.resource}.${dep.by} must be an eq or in filter`);
    }
  }
}

/** The fixed options of an enum field: its own, or its `source` from any of the module's loaders; none for other fields and `from` selects. */
export function fieldOptionsOf(f: FieldDef, m: Pick<ModuleResources, 'enums' | 'enumLoaders'>): readonly EnumOption[] {
  if (f.type !== 'enum' || f.from || f.devices) return [];
  return f.options ?? (f.source ? enumValuesOf(m, f.source) : undefined) ?? [];
}
