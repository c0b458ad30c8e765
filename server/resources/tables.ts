/**
 * Tables from definitions: one table per resource, `r_<module>_<resource>`, with the tenant column, the
 * audit columns and the definition's fields; indexes on (tenant, field) for every filter and sort
 * field. Created at start when missing and extended with new columns when a definition grows; a
 * column is never dropped or retyped, so no data is lost.
 */
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
  const indexed = new Set<string>(['createdAt']);
  for (const f of fieldList(def)) {
    if (!filterModeOf(f) && !f.sortable) continue;
    indexed.add(storageColumns(f.name, f)[0]!.column);
  }
  for (const column of indexed) {
    if (soft) await db.schema.createIndex(`ixs_${table}_${column}`).ifNotExists().on(table).columns(['tenantId', soft.flag, column]).execute();
    else await db.schema.createIndex(`ix_${table}_${column}`).ifNotExists().on(table).columns(['tenantId', column]).execute();
  }
}
