/**
 * Workbook cells of a resource, both ways: an export shows what a user reads on screen (enum and
 * reference labels, 是/否, "start ~ end", "lng,lat"); an import accepts the same text back, or the
 * raw values, so an exported file imports again.
 */
import { exportFields, fieldOptionsOf, importFields, type NamedField, type ResourceDef, type Translate, type CallerContext } from './kit';
import type { Column } from './excel';
import type { Target } from './links';
import type { Scope } from './softDelete';
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
    if (f.type === 'enum' && f.from) out.set(f.name, await rowLabels(caller, store.target(f.from.resource), f.from.value, f.from.label, db, 'live'));
    // Deleted rows too: a record keeps showing the name of a vehicle in the recycle list.
    if (f.type === 'reference') out.set(f.name, await rowLabels(caller, store.target(f.resource), 'id', f.display, db, 'all'));
  }
  return out;
}

/** value → label of an option resource's rows (a reference's target: this module's or another's; an enum `from`), first 20 000. */
async function rowLabels(caller: CallerContext, target: Target, value: string, label: string, db: AnyDb, scope: Scope): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for await (const r of target.store.stream(caller, target.def, { filters: [], sort: null }, 2000, db, scope)) {
    map.set(String(r[value]), String(r[label] ?? r[value]));
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

const reversed = new WeakMap<Map<string, string>, Map<string, string>>();

/** A lookup's labels to values, built once per lookup (an import reads thousands of rows with it). */
function reverseOf(map: Map<string, string>): Map<string, string> {
  let reverse = reversed.get(map);
  if (!reverse) reversed.set(map, (reverse = new Map([...map].map(([value, label]) => [label, value]))));
  return reverse;
}

/** Imported cells back to wire values: enum labels and reference display texts become values/ids. */
export function fromCells(def: ResourceDef, values: Record<string, unknown>, lookups: Lookups): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of importFields(def)) {
    const v = values[f.name];
    const map = lookups.get(f.name);
    if (v === null || v === undefined || !map || (f.type !== 'enum' && f.type !== 'reference')) continue;
    const reverse = reverseOf(map);
    const one = (x: string) => (map.has(x) ? x : (reverse.get(x) ?? x));
    out[f.name] = f.type === 'enum' && f.multiple ? String(v).split(/\s*[,，]\s*/).map(one) : one(String(v).trim());
  }
  return out;
}
