/**
 * Workbook cells of a resource, both ways: an export shows what a user reads on screen (enum and
 * reference labels, 是/否, "start ~ end", "lng,lat"); an import accepts the same text back, or the
 * raw values, so an exported file imports again.
 */
import { exportFields, fieldOptionsOf, importFields, type NamedField, type ResourceDef, type Translate, type CallerContext } from './kit';
import type { Column } from './excel';
import type { ResourceStore } from './store';
import type { AnyDb } from './tables';

/** value → label per enum field and id → display per reference field, for one tenant. */
export type Lookups = Map<string, Map<string, string>>;

export async function loadLookups(store: ResourceStore, caller: CallerContext, def: ResourceDef, fields: NamedField[], db: AnyDb = store.db): Promise<Lookups> {
  const out: Lookups = new Map();
  for (const f of fields) {
    if (f.type === 'enum' && !f.from) {
      out.set(f.name, new Map(fieldOptionsOf(f, store.module).map((o) => [o.value, store.t(o.label)])));
    }
    if (f.type === 'enum' && f.from) out.set(f.name, await rowLabels(store, caller, f.from, db));
    if (f.type === 'reference') {
      const target = store.resource(f.resource);
      const map = new Map<string, string>();
      // Deleted rows too: a record keeps showing the name of a vehicle in the recycle list.
      for await (const r of store.stream(caller, target, { filters: [], sort: null }, 2000, db, 'all')) {
        map.set(String(r.id), String(r[f.display] ?? r.id));
        if (map.size >= 20000) break;
      }
      out.set(f.name, map);
    }
  }
  return out;
}

/** value → label of an option resource's rows (options from a resource), first 20 000. */
async function rowLabels(store: ResourceStore, caller: CallerContext, from: { resource: string; value: string; label: string }, db: AnyDb): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for await (const r of store.stream(caller, store.resource(from.resource), { filters: [], sort: null }, 2000, db)) {
    map.set(String(r[from.value]), String(r[from.label] ?? r[from.value]));
    if (map.size >= 20000) break;
  }
  return map;
}

export function exportColumns(def: ResourceDef, t: Translate): Column[] {
  return exportFields(def).map((f) => ({ key: f.name, header: t(f.label) }));
}

/** The cells of one record for an export (of the export's fields, or of `fields`). */
export function toCells(def: ResourceDef, record: Record<string, unknown>, lookups: Lookups, t: Translate, fields: NamedField[] = exportFields(def)): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = record[f.name];
    if (v === null || v === undefined) {
      out[f.name] = null;
      continue;
    }
    const map = lookups.get(f.name);
    switch (f.type) {
      case 'enum':
        out[f.name] = (Array.isArray(v) ? v : [v]).map((x) => map?.get(String(x)) ?? String(x)).join(',');
        break;
      case 'reference':
        out[f.name] = map?.get(String(v)) ?? String(v);
        break;
      case 'boolean':
        out[f.name] = v ? t('kit.yes') : t('kit.no');
        break;
      case 'dateRange':
        out[f.name] = (v as string[]).join(' ~ ');
        break;
      case 'geoPoint': {
        const p = v as { lng: number; lat: number };
        out[f.name] = `${p.lng},${p.lat}`;
        break;
      }
      default:
        out[f.name] = Array.isArray(v) ? v.join(',') : v;
    }
  }
  return out;
}

/** Imported cells back to wire values: enum labels and reference display texts become values/ids. */
export function fromCells(def: ResourceDef, values: Record<string, unknown>, lookups: Lookups): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of importFields(def)) {
    const v = values[f.name];
    const map = lookups.get(f.name);
    if (v === null || v === undefined || !map || (f.type !== 'enum' && f.type !== 'reference')) continue;
    const reverse = new Map([...map].map(([value, label]) => [label, value]));
    const one = (x: string) => (map.has(x) ? x : (reverse.get(x) ?? x));
    out[f.name] = f.type === 'enum' && f.multiple ? String(v).split(/\s*[,，]\s*/).map(one) : one(String(v).trim());
  }
  return out;
}
