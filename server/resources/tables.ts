/**
 * Tables from definitions: one table per resource, `r_<module>_<resource>`, with the tenant column, the
 * audit columns and the definition's fields; indexes on (tenant, field) for every filter and sort
 * field, and on (tenant, choice, date) for every pair of a choice filter (an equality or one-of filter on
 * anything but free text) and a date filter, so the usual list — a type picked and a date range — is
 * counted from the index alone instead of reading every row of the range. Created at start when missing and extended with new columns when a definition grows; a
 * column is never dropped or retyped, so no data is lost.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { autoIdType, autoIncrements, columnType, columnsOfTable } from '../db/dialect';
import { fieldList, filterModeOf, softDeleteOf, storageColumns, type ResourceDef } from './kit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export const tableName = (module: string, def: ResourceDef) => `r_${module}_${def.id}`;

/** Every column of a resource's table besides id, with its portable kind (dialect.ts gives the database's type). */
export function columnsOf(def: ResourceDef): { column: string; sql: 'text' | 'real' | 'integer' }[] {
  const cols: { column: string; sql: 'text' | 'real' | 'integer' }[] = [{ column: 'tenantId', sql: 'text' }];
  for (const f of fieldList(def)) cols.push(...storageColumns(f.name, f));
  cols.push(
    { column: 'createdBy', sql: 'text' },
    { column: 'createdAt', sql: 'text' },
    { column: 'updatedBy', sql: 'text' },
    { column: 'updatedAt', sql: 'text' },
  );
  return cols;
}

/** Creates or extends the table of a resource and its indexes. Idempotent. */
export async function ensureTable(db: AnyDb, module: string, def: ResourceDef): Promise<void> {
  const table = tableName(module, def);
  let create = db.schema.createTable(table).ifNotExists().addColumn('id', autoIdType(db), (c) => (autoIncrements(db) ? c.primaryKey().autoIncrement() : c.primaryKey()));
  for (const c of columnsOf(def)) create = create.addColumn(c.column, columnType(db, c.sql), (b) => (c.column === 'tenantId' ? b.notNull() : b));
  await create.execute();

  const have = new Set(await columnsOfTable(db, table));
  for (const c of columnsOf(def)) {
    if (!have.has(c.column)) await db.schema.alterTable(table).addColumn(c.column, columnType(db, c.sql)).execute();
  }

  // A soft-delete resource's rows all carry the flag (older rows are live), and its indexes lead with
  // (tenantId, flag), so the live list and the recycle list each read one index range in order.
  const soft = softDeleteOf(def);
  if (soft) await db.updateTable(table).set({ [soft.flag]: 0 }).where(soft.flag, 'is', null).execute();
  const indexed = indexedColumns(def);
  const lead = soft ? ['tenantId', soft.flag] : ['tenantId'];
  const prefix = soft ? 'ixs' : 'ix';
  for (const column of indexed) await db.schema.createIndex(`${prefix}_${table}_${column}`).ifNotExists().on(table).columns([...lead, column]).execute();
  for (const [choice, date] of compositeIndexes(def)) {
    await db.schema.createIndex(indexName(`${prefix}_${table}_${choice}_${date}`)).ifNotExists().on(table).columns([...lead, choice, date]).execute();
  }
}

/** The columns with an index of their own (after the tenant): createdAt and every filter and sort field's. */
export function indexedColumns(def: ResourceDef): Set<string> {
  const indexed = new Set<string>(['createdAt']);
  for (const f of fieldList(def)) {
    if (!filterModeOf(f) && !f.sortable) continue;
    indexed.add(storageColumns(f.name, f)[0]!.column);
  }
  return indexed;
}

/** `name`, or when longer than PostgreSQL's 63-byte identifiers, its start and a hash of the whole. */
function indexName(name: string): string {
  if (name.length <= 63) return name;
  return `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}

/** At most this many (choice, date) indexes per table: each one costs every write a little. */
export const MAX_COMPOSITE_INDEXES = 6;

/**
 * The (choice column, date column) pairs indexed together: every filter that picks values (`eq` or
 * `in`, not free text) with every date or date-time filter, in the definition's order, at most
 * {@link MAX_COMPOSITE_INDEXES}.
 */
export function compositeIndexes(def: ResourceDef): [string, string][] {
  const choices: string[] = [];
  const dates: string[] = [];
  for (const f of fieldList(def)) {
    const mode = filterModeOf(f);
    if (!mode) continue;
    const column = storageColumns(f.name, f)[0]!.column;
    if ((mode === 'eq' || mode === 'in') && f.type !== 'text') choices.push(column);
    else if (mode === 'range' && (f.type === 'date' || f.type === 'datetime')) dates.push(column);
  }
  return choices.flatMap((c) => dates.map((d): [string, string] => [c, d])).slice(0, MAX_COMPOSITE_INDEXES);
}
