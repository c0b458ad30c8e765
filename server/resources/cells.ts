/**
 * Workbook cells of a resource, both ways: an export shows what a user reads on screen (enum and
 * reference labels, tree nodes by name, 是/否, "start ~ end", "lng,lat") and writes dates and times as
 * real spreadsheet dates; an import accepts the same back (or the raw values: ids, wire dates), and
 * the dates people type ('2022/3/10', '2022年3月10日 8:05'), so an exported file imports again.
 */
import { exportFields, fieldOptionsOf, importFields, type NamedField, type OrgDepartment, type ResourceDef, type Translate, type CallerContext } from './kit';
import type { Column } from './excel';
import type { Target } from './links';
import { moduleOrg } from './moduleOrg';
import type { Scope } from './softDelete';
import type { ResourceStore } from './store';
import type { AnyDb } from './tables';
import { SheetDate } from './xlsxWriter';

/** value → label per enum field, id → display per reference field and id → name (or path) per tree field, for one tenant. */
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
    if (f.type === 'treeSelect') out.set(f.name, treeLabels(await moduleOrg(db, caller).departments(), f.tree));
  }
  return out;
}

/** Separators of a tree path a user types: `车辆管理中心/一队`, full-width `／` too. */
const PATH_SEPARATOR = /\s*[/／]\s*/;

/** For a tree lookup: each name, path and path end that names exactly one node → its id (null: names several). */
const treeTexts = new WeakMap<Map<string, string>, Map<string, string | null>>();

/**
 * id → what a cell shows for the nodes of the tenant's department tree (`organisation`: its companies):
 * the node's name, or — when several nodes share it — the shortest end of its path from the root that
 * names it alone (`车辆管理中心/一队`). The names and path ends that name one node are kept for imports.
 */
export function treeLabels(departments: OrgDepartment[], tree: 'department' | 'organisation'): Map<string, string> {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const nodes = tree === 'organisation' ? departments.filter((d) => d.type === 'company') : departments;
  const pathOf = (d: OrgDepartment) => {
    const names = [d.name.trim()];
    for (let p = d.parentId ? byId.get(d.parentId) : undefined, depth = 0; p && depth < 64; p = p.parentId ? byId.get(p.parentId) : undefined, depth++) names.unshift(p.name.trim());
    return names;
  };
  const paths = nodes.map((d) => [d.id, pathOf(d)] as const);
  const texts = new Map<string, string | null>();
  for (const [id, path] of paths) {
    for (let k = 1; k <= path.length; k++) {
      const text = path.slice(-k).join('/');
      texts.set(text, texts.has(text) && texts.get(text) !== id ? null : id);
    }
  }
  const labels = new Map<string, string>();
  for (const [id, path] of paths) {
    let k = 1;
    while (k < path.length && texts.get(path.slice(-k).join('/')) !== id) k++;
    labels.set(id, path.slice(-k).join('/'));
  }
  treeTexts.set(labels, texts);
  return labels;
}

/** A node of a tree lookup to show in a template: its id, its name and `parent/name`; null for an empty tree. */
export function treeExample(labels: Map<string, string>): { id: string; name: string; path: string } | null {
  for (const [text, id] of treeTexts.get(labels) ?? []) {
    const name = id === null ? undefined : labels.get(id);
    if (id !== null && name && !name.includes('/') && text.split('/').length === 2) return { id, name, path: text };
  }
  return null;
}

/** The id a tree cell names: an id, a node's name or the end of its path; the text itself when it names none or several. */
function treeValue(labels: Map<string, string>, text: string): string {
  if (labels.has(text)) return text;
  return treeTexts.get(labels)?.get(text.split(PATH_SEPARATOR).join('/')) ?? text;
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
      case 'treeSelect':
        out[f.name] = map?.get(String(v)) ?? String(v);
        break;
      case 'date':
      case 'datetime':
        // A real spreadsheet date (sorts and computes as one), shown as yyyy-mm-dd [hh:mm:ss].
        out[f.name] = (typeof v === 'string' ? SheetDate.of(v) : null) ?? v;
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

/** Dates as people type them: 2022/3/10, 2022.3.10, 2022年3月10日, 2022-3-10, with an optional time H:mm[:ss]. */
const TYPED_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:(?:\s+|T)(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (n: string) => n.padStart(2, '0');

/**
 * A typed date (or date and time) as the wire's `YYYY-MM-DD[ HH:mm:ss]`; other text unchanged. For a
 * date field (`withTime` false) a midnight time is dropped: Excel saves a date cell shown with its
 * time as `2022/3/10 0:00`.
 */
export function typedDate(text: string, withTime = true): string {
  const m = TYPED_DATE.exec(text.trim());
  if (!m) return text;
  const day = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  if (m[4] === undefined) return day;
  const time = `${pad(m[4])}:${m[5]}:${pad(m[6] ?? '0')}`;
  return !withTime && time === '00:00:00' ? day : `${day} ${time}`;
}

/**
 * Imported cells back to wire values: enum labels and reference display texts become values/ids,
 * tree names and paths become node ids (ids are kept), typed dates become wire dates.
 */
export function fromCells(def: ResourceDef, values: Record<string, unknown>, lookups: Lookups): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of importFields(def)) {
    const v = values[f.name];
    if (v === null || v === undefined) continue;
    if ((f.type === 'date' || f.type === 'datetime') && typeof v === 'string') {
      out[f.name] = typedDate(v, f.type === 'datetime');
      continue;
    }
    const map = lookups.get(f.name);
    if (!map) continue;
    if (f.type === 'treeSelect') out[f.name] = treeValue(map, String(v).trim());
    if (f.type !== 'enum' && f.type !== 'reference') continue;
    const reverse = reverseOf(map);
    const one = (x: string) => (map.has(x) ? x : (reverse.get(x) ?? x));
    out[f.name] = f.type === 'enum' && f.multiple ? String(v).split(/\s*[,，]\s*/).map(one) : one(String(v).trim());
  }
  return out;
}
