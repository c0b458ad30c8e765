/**
 * Table and column lookups (the spec's data-source and data-monitor calls: loadTables,
 * loadTableColumns, loadColumnValueList, and counting new rows): a resource offers itself with
 * `lookup`, naming the fields a lookup may show; a module answers the calls at the paths its
 * `lookups` names. Only offered tables and fields are ever named: a request's `tableName` and
 * `columnName` are looked up in that allowlist, and every value read is the caller's tenant's. No SQL,
 * table or column name from a request reaches the database.
 *
 * @example
 *   // a resource:   lookup: ['plateNo', 'carType', 'purchaseDate'],
 *   // its module:   lookups: { tables: '/envcloud/hw/jlzs/api/v1/datasource/loadTables',
 *   //                          columns: '/envcloud/hw/jlzs/api/v1/datasource/loadTableColumns',
 *   //                          values: '/envcloud/hw/jlzs/api/v1/datasource/loadColumnValueList' },
 */
import type { ApiCall, FieldDef, FieldType } from './types';

/** A resource offered to lookups: `true` offers its exported single-column fields; a list names them. */
export type TableLookup = true | readonly string[];

/** The calls at which a module answers the lookups (each optional). */
export type TableLookupApi = {
  /** The offered tables: `[{ tableName, tableComment, module }]`; `tableName` (contains) narrows. */
  tables?: ApiCall;
  /** One table's offered columns: `tableName` → `[{ columnName, columnComment, dataType }]`. */
  columns?: ApiCall;
  /** A column's values in the caller's tenant: `tableName`, `columnName`, `keyword`, `limit` → `[{ value, label, count }]`. */
  values?: ApiCall;
};

export type LookupTable = { tableName: string; tableComment: string; module: string };
export type LookupColumn = { columnName: string; columnComment: string; dataType: LookupDataType };
export type LookupValue = { value: string | number | null; label: string; count: number };
export type LookupDataType = 'text' | 'number' | 'date' | 'datetime' | 'boolean' | 'enum' | 'reference' | 'tree';

/** The lookups a module's server code may use (the data monitor counts new rows with `count`). */
export type TableLookups = {
  tables(keyword?: string): LookupTable[];
  columns(tableName: string): LookupColumn[];
  values(tableName: string, columnName: string, options?: { keyword?: string; limit?: number }): Promise<LookupValue[]>;
  /** Rows of an offered table in the caller's tenant, optionally within `[from, to]` of a date or datetime column. */
  count(tableName: string, options?: CountOptions): Promise<number>;
  /**
   * The statement `count` would run, compiled but not run: SQL text with placeholders and its bound
   * values (the tenant first). For showing a user what a count reads; the same checks as `count`.
   */
  countSql(tableName: string, options?: CountOptions): CompiledCount;
};

/** What `count` counts: rows whose date or datetime `column` (default `createdAt`) lies within `[from, to]`. */
export type CountOptions = { column?: string; from?: string; to?: string };

/** A compiled count statement: the dialect's SQL text and the values bound to its placeholders. */
export type CompiledCount = { sql: string; parameters: readonly unknown[] };

/** The most values a values lookup answers. */
export const MAX_LOOKUP_VALUES = 200;

/** How a field type reads in a lookup; null for fields that span two columns or hold files. */
export function lookupTypeOf(type: FieldType): LookupDataType | null {
  switch (type) {
    case 'text':
      return 'text';
    case 'number':
    case 'money':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return 'enum';
    case 'reference':
      return 'reference';
    case 'treeSelect':
      return 'tree';
    default:
      return null;
  }
}

/** The offered field names of a resource (in definition order). */
export function lookupFields(fields: Record<string, FieldDef>, lookup: TableLookup | undefined): string[] {
  if (!lookup) return [];
  if (lookup === true) return Object.entries(fields).filter(([, f]) => f.export !== false && lookupTypeOf(f.type) && !(f.type === 'enum' && f.multiple)).map(([n]) => n);
  return Object.keys(fields).filter((n) => lookup.includes(n));
}

/** Checks a resource's `lookup` (defineResource calls it): named fields exist and are single-column values. */
export function checkLookup(id: string, fields: Record<string, FieldDef>, lookup: TableLookup): void {
  if (lookup === true) return;
  for (const name of lookup) {
    const f = fields[name];
    if (!f) throw new Error(`${id}: lookup names no field "${name}"`);
    if (!lookupTypeOf(f.type) || (f.type === 'enum' && f.multiple)) throw new Error(`${id}: the ${f.type} field "${name}" cannot be offered to lookups`);
  }
}
