/**
 * The platform's table and column lookups (kit/resource/lookups.ts): the tables every loaded module
 * offers (`lookup` on a resource), named `<module>.<resource>`, with their offered columns, their
 * values and row counts in the caller's tenant. A request's table and column names are only keys
 * into this allowlist: what reaches SQL is the definition's own column name, every value is bound,
 * every statement starts from the caller's tenant and sees live rows only.
 */
import { sql } from 'kysely';
import { HttpError } from '../core/errors';
import {
  fieldOptionsOf,
  fieldList,
  lookupFields,
  lookupTypeOf,
  MAX_LOOKUP_VALUES,
  type CallerContext,
  type CountOptions,
  type LookupColumn,
  type LookupDataType,
  type LookupTable,
  type LookupValue,
  type NamedField,
  type ResourceDef,
  type TableLookups,
} from './kit';
import { contains } from '../db/dialect';
import { inScope } from './softDelete';
import type { ResourceStore } from './store';
import { tableName, type AnyDb } from './tables';

type Column = { name: string; label: string; type: LookupDataType; field: NamedField | null };
type Table = { name: string; store: ResourceStore; def: ResourceDef; columns: Map<string, Column> };

/** Audit columns every offered table has (for counting new rows by time). */
const AUDIT: Column[] = [
  { name: 'createdAt', label: 'kit.createdAt', type: 'datetime', field: null },
  { name: 'updatedAt', label: 'kit.updatedAt', type: 'datetime', field: null },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const shown = (v: unknown) => String(v).slice(0, 64);

export class TableCatalog {
  private readonly tables = new Map<string, Table>();

  constructor(stores: Iterable<ResourceStore>) {
    for (const store of stores) {
      for (const def of store.module.resources) {
        const names = lookupFields(def.fields, def.lookup);
        if (!names.length) continue;
        const columns = new Map<string, Column>();
        for (const f of fieldList(def).filter((x) => names.includes(x.name))) columns.set(f.name, { name: f.name, label: f.label, type: lookupTypeOf(f.type)!, field: f });
        for (const c of AUDIT) columns.set(c.name, c);
        const name = `${store.module.module}.${def.id}`;
        this.tables.set(name, { name, store, def, columns });
      }
    }
  }

  /** The offered table named `name`, or a refusal naming it. */
  private table(name: unknown, t: ResourceStore['t']): Table {
    if (typeof name !== 'string' || !name.trim()) throw new HttpError('INVALID_INPUT', t('kit.lookup.needTable'));
    const hit = this.tables.get(name.trim());
    if (!hit) throw new HttpError('INVALID_INPUT', t('kit.lookup.noTable', { name: shown(name) }));
    return hit;
  }

  private column(table: Table, name: unknown, t: ResourceStore['t']): Column {
    if (typeof name !== 'string' || !name.trim()) throw new HttpError('INVALID_INPUT', t('kit.lookup.needColumn'));
    const hit = table.columns.get(name.trim());
    if (!hit) throw new HttpError('INVALID_INPUT', t('kit.lookup.noColumn', { table: table.name, name: shown(name) }));
    return hit;
  }

  /** The lookups as one caller sees them; `db` gives the connection to use (a transaction's, inside one). */
  forCaller(caller: CallerContext, t: ResourceStore['t'], db: () => AnyDb): TableLookups {
    const rows = (table: Table) => inScope(db().selectFrom(tableName(table.store.module.module, table.def)).where('tenantId', '=', caller.tenantId), table.def, 'live');
    // One builder for count and countSql, so the statement shown is the statement run.
    const counting = (table: Table, options: CountOptions) => {
      let qb = rows(table);
      if (options.column !== undefined || options.from || options.to) {
        const column = this.column(table, options.column ?? 'createdAt', t);
        if (column.type !== 'date' && column.type !== 'datetime') throw new HttpError('INVALID_INPUT', t('kit.lookup.notTime', { name: column.name }));
        const bound = (v: string | undefined, end: boolean) => {
          if (v === undefined || v === '') return null;
          if (!DAY.test(v) && !TIME.test(v)) throw new HttpError('INVALID_INPUT', t('kit.lookup.badTime', { value: shown(v) }));
          return column.type === 'datetime' && DAY.test(v) ? `${v} ${end ? '23:59:59' : '00:00:00'}` : column.type === 'date' ? v.slice(0, 10) : v;
        };
        const from = bound(options.from, false);
        const to = bound(options.to, true);
        if (from !== null) qb = qb.where(column.name, '>=', from);
        if (to !== null) qb = qb.where(column.name, '<=', to);
      }
      return qb.select((eb) => eb.fn.countAll<number>().as('n'));
    };
    return {
      tables: (keyword) => {
        const k = typeof keyword === 'string' ? keyword.trim() : '';
        return [...this.tables.values()]
          .map((x): LookupTable => ({ tableName: x.name, tableComment: t(x.def.title), module: x.store.module.module }))
          .filter((x) => !k || x.tableName.includes(k) || x.tableComment.includes(k))
          .sort((a, b) => a.tableName.localeCompare(b.tableName));
      },
      columns: (name) => [...this.table(name, t).columns.values()].map((c): LookupColumn => ({ columnName: c.name, columnComment: t(c.label), dataType: c.type })),
      values: async (name, columnName, options = {}) => {
        const table = this.table(name, t);
        const column = this.column(table, columnName, t);
        const limit = Math.min(MAX_LOOKUP_VALUES, Math.max(1, Math.trunc(Number(options.limit) || 50)));
        let qb = rows(table).where(column.name, 'is not', null);
        const keyword = typeof options.keyword === 'string' ? options.keyword.trim().slice(0, 100) : '';
        if (keyword) qb = qb.where((eb) => contains(eb, db(), column.name, keyword));
        const found = await qb
          .select([sql.ref<string | number>(column.name).as('value'), (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy(column.name)
          .orderBy('count', 'desc')
          .orderBy('value')
          .limit(limit)
          .execute();
        const labels = await this.labels(table, column, found.map((r) => r.value), caller, t, db());
        return found.map((r): LookupValue => ({ value: r.value as string | number, label: labels.get(String(r.value)) ?? String(r.value), count: Number(r.count) }));
      },
      count: async (name, options = {}) => {
        const hit = await counting(this.table(name, t), options).executeTakeFirstOrThrow();
        return Number(hit.n);
      },
      countSql: (name, options = {}) => {
        const compiled = counting(this.table(name, t), options).compile();
        return { sql: compiled.sql, parameters: compiled.parameters };
      },
    };
  }

  /** What a user reads for each value: enum and yes/no labels, the display of referenced rows. */
  private async labels(table: Table, column: Column, values: unknown[], caller: CallerContext, t: ResourceStore['t'], db: AnyDb): Promise<Map<string, string>> {
    const f = column.field;
    const out = new Map<string, string>();
    if (f?.type === 'enum') {
      for (const o of fieldOptionsOf(f, table.store.module)) out.set(o.value, t(o.label));
    } else if (f?.type === 'boolean') {
      out.set('1', t('kit.yes'));
      out.set('0', t('kit.no'));
    } else if (f?.type === 'reference') {
      const target = table.store.target(f.resource);
      const ids = values.filter((v): v is number => typeof v === 'number');
      if (ids.length) {
        const found = await db.selectFrom(target.store.table(target.def)).select(['id', f.display]).where('tenantId', '=', caller.tenantId).where('id', 'in', ids).execute();
        for (const r of found) out.set(String(r.id), String(r[f.display] ?? r.id));
      }
    }
    return out;
  }
}
