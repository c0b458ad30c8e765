/**
 * Names for the operation history (操作记录): what an entry the resource engine wrote is about, in
 * words. The engine writes operation `<module>.<resource>.<op>`, target `<module>.<resource>#<id>` and
 * the values written as JSON (store.ts `history`); only the server holds every module's catalogue and
 * definitions, so it answers, in both locales, the module's and the resource's titles, the record's
 * name and each value written under its field's label, shown as a list shows it (choices and
 * departments by name, references by the referred row's name, 是/否). Platform operations (login …)
 * have no module: the page names them from its own catalogue.
 *
 * @example
 *   const names = operationNames(modules, { rowNames, departments });
 *   await names(entries, tenantId)
 *   // [{ module: { 'zh-CN': '仓库管理', … }, resource: { 'zh-CN': '供应商', … }, name: '杭州五金',
 *   //    changes: [{ field: 'supplierName', label: { 'zh-CN': '供应商名称', … }, value: { 'zh-CN': '杭州五金', … } }] }]
 */
import { kitMessages, translator, type Catalogue, type Locale } from '../../kit/i18n';
import { displayField, enumValuesOf, fieldList, referenceTarget, storageColumns, type FieldDef, type ModuleResources, type NamedField, type ResourceDef } from '../../kit/resource';
import type { LocalizedText } from '../../kit/manifest';
import { sql } from 'kysely';
import type { Db } from '../db';

const LOCALES: Locale[] = ['zh-CN', 'en-US'];
/** Values written by the engine that are not the record's fields. */
const UNNAMED = new Set(['id', 'tenantId', 'createdBy', 'createdAt', 'updatedBy', 'updatedAt']);

/** A module as the names need it: its definitions and catalogue, and its title from the manifest. */
export type NamedModule = { resources: ModuleResources; title?: LocalizedText };

/** The names of one history entry; null when it is not about a record of a module. */
export type EntryNames = {
  module: LocalizedText;
  resource: LocalizedText;
  /** The record's name (its display field), when known. */
  name?: string;
  /** Each value written, under its field's label. */
  changes: { field: string; label: LocalizedText; value: LocalizedText; before?: LocalizedText }[];
  /** How many rows an import wrote. */
  count?: number;
} | null;

export type NameSources = {
  /** The display text of a tenant's rows of a module's resource whose `key` field holds one of `values` (the referred rows' names), by that value. */
  rowNames(module: string, def: ResourceDef, key: string, display: string, values: string[], tenantId: string): Promise<Map<string, string>>;
  /** The tenant's departments and organisations (tree values). */
  departments(tenantId: string): Promise<{ id: string; name: string }[]>;
};

type Entry = { operation: string; target: string; detail: string };

const both = (f: (locale: Locale) => string): LocalizedText => ({ 'zh-CN': f('zh-CN'), 'en-US': f('en-US') });
const same = (text: string): LocalizedText => ({ 'zh-CN': text, 'en-US': text });

/** Builds the namer over the served modules. */
export function operationNames(modules: readonly NamedModule[], sources: NameSources) {
  const byId = new Map(modules.map((m) => [m.resources.module, m]));
  const translators = new Map<string, Record<Locale, (k: string) => string>>();
  const tOf = (m: NamedModule) => {
    let t = translators.get(m.resources.module);
    if (!t) translators.set(m.resources.module, (t = Object.fromEntries(LOCALES.map((l) => [l, translator(l, kitMessages, m.resources.messages as Catalogue)])) as Record<Locale, (k: string) => string>));
    return t;
  };
  const defOf = (module: string, resource: string) => {
    const m = byId.get(module);
    const def = m && [...m.resources.resources, ...(m.resources.reports ?? [])].find((r) => r.id === resource);
    return m && def ? { m, def } : null;
  };

  /** The names of each entry (same order), one lookup per referred resource and tenant. */
  return async function names(entries: readonly Entry[], tenantId: string): Promise<EntryNames[]> {
    const lookups = new Map<string, Promise<Map<string, string>>>();
    let departments: Promise<Map<string, string>> | null = null;
    const rowName = async (module: string, def: ResourceDef, key: string, display: string, value: unknown): Promise<string | undefined> => {
      const at = `${module}.${def.id}.${key}.${display}:${String(value)}`;
      let hit = lookups.get(at);
      if (!hit) lookups.set(at, (hit = sources.rowNames(module, def, key, display, [String(value)], tenantId).catch(() => new Map<string, string>())));
      return (await hit).get(String(value));
    };
    const deptName = async (id: string) => {
      departments ??= sources.departments(tenantId).then((list) => new Map(list.map((d) => [d.id, d.name])), () => new Map<string, string>());
      return (await departments).get(id) ?? id;
    };

    const valueOf = async (m: NamedModule, f: NamedField, v: unknown): Promise<LocalizedText> => {
      const t = tOf(m);
      if (v === null || v === undefined || v === '') return same('');
      if (Array.isArray(v) && f.type !== 'dateRange') {
        const parts = await Promise.all(v.map((x) => valueOf(m, f, x)));
        return both((l) => parts.map((p) => p[l]).join('，'));
      }
      switch (f.type) {
        case 'enum': {
          const options = f.options ?? (f.source ? enumValuesOf(m.resources, f.source) : undefined);
          const o = options?.find((x) => x.value === String(v));
          if (o) return both((l) => t[l](o.label));
          const from = f.from && defOf(m.resources.module, f.from.resource);
          return same((from && (await rowName(m.resources.module, from.def, f.from!.value, f.from!.label, v))) ?? String(v));
        }
        case 'boolean':
          return both((l) => t[l](v ? 'kit.yes' : 'kit.no'));
        case 'treeSelect':
          return same(await deptName(String(v)));
        case 'reference': {
          const target = referenceTarget(f.resource, m.resources.module);
          const found = defOf(target.module, target.resource);
          if (!found) return same(String(v));
          return same((await rowName(target.module, found.def, 'id', f.display, v)) ?? String(v));
        }
        case 'number':
        case 'money':
          return both((l) => (f.unit ? `${String(v)} ${t[l](f.unit)}` : String(v)));
        case 'dateRange':
          return same(Array.isArray(v) ? v.filter(Boolean).join(' ~ ') : String(v));
        case 'geoPoint': {
          const p = v as { lng?: number; lat?: number };
          return same(typeof p === 'object' && p ? `${p.lng}, ${p.lat}` : String(v));
        }
        default:
          return same(typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
    };

    return Promise.all(
      entries.map(async (e): Promise<EntryNames> => {
        const [module, resource, op] = e.operation.split('.');
        const found = module && resource && op ? defOf(module, resource) : null;
        if (!found) return null;
        const { m, def } = found;
        const t = tOf(m);
        let detail: Record<string, unknown> = {};
        try {
          const parsed: unknown = JSON.parse(e.detail || '{}');
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) detail = parsed as Record<string, unknown>;
        } catch {
          // A detail cut at 2 000 characters is not JSON any more: the names go without its values.
        }
        const fields = new Map(fieldList(def).map((f) => [f.name, f]));
        // An update names each changed field's value before it too (store.ts changeOf).
        const before = detail.$before && typeof detail.$before === 'object' ? (detail.$before as Record<string, unknown>) : null;
        const changes = (
          await Promise.all(
            Object.entries(detail)
              .filter(([k]) => fields.has(k) && !UNNAMED.has(k))
              .map(async ([k, v]) => ({
                field: k,
                label: both((l) => t[l](fields.get(k)!.label)),
                value: await valueOf(m, fields.get(k)!, v),
                ...(before && k in before ? { before: await valueOf(m, fields.get(k)!, before[k]) } : {}),
              })),
          )
        ).filter((c) => c.value['zh-CN'] !== '' || (c.before !== undefined && c.before['zh-CN'] !== ''));
        const display = displayField(def);
        const id = Number(e.target.split('#')[1]);
        let name = typeof detail[display] === 'string' || typeof detail[display] === 'number' ? String(detail[display]) : undefined;
        const displayDef: FieldDef | undefined = def.fields[display];
        if (name !== undefined && displayDef && displayDef.type !== 'text') name = (await valueOf(m, fields.get(display)!, detail[display]))['zh-CN'];
        if (name === undefined && id > 0) {
          const stored = await rowName(m.resources.module, def, 'id', display, id);
          name = stored === undefined || !displayDef || displayDef.type === 'text' ? stored : (await valueOf(m, fields.get(display)!, stored))['zh-CN'];
        }
        return {
          module: m.title ?? both((l) => t[l](`${m.resources.module}.module`)),
          resource: both((l) => t[l](def.title)),
          ...(name ? { name } : {}),
          changes,
          ...(op === 'import' && typeof detail.count === 'number' ? { count: detail.count } : {}),
        };
      }),
    );
  };
}

export type OperationNamer = ReturnType<typeof operationNames>;

/**
 * `rowNames` over the engine's tables (`table` names a resource's, server/resources/tables.ts): one
 * query of the key and display columns, in the tenant, for fields stored in one column.
 */
export function tableRowNames(db: Db, table: (module: string, def: ResourceDef) => string): NameSources['rowNames'] {
  return async (module, def, key, display, values, tenantId) => {
    const single = (name: string) => {
      if (name === 'id') return true;
      const f = def.fields[name];
      const columns = f ? storageColumns(name, f) : [];
      return columns.length === 1 && columns[0]!.column === name;
    };
    if (!single(key) || !single(display) || values.length === 0) return new Map();
    const rows = await db
      .selectFrom(sql.table(table(module, def)).as('t'))
      .select([sql.ref(`t.${key}`).as('k'), sql.ref(`t.${display}`).as('d')])
      .where(sql.ref('t.tenantId'), '=', tenantId)
      .where(sql.ref(`t.${key}`), 'in', key === 'id' ? values.map(Number).filter(Number.isFinite) : values)
      .execute();
    return new Map((rows as { k: unknown; d: unknown }[]).map((r) => [String(r.k), String(r.d ?? '')]));
  };
}
