/**
 * The one place that knows SQLite from PostgreSQL. Services, the resource engine and migrations ask
 * it for what the two databases spell differently (column types, auto ids, substring search,
 * case-insensitive matching, rounding, the columns of a table); everything else is Kysely's
 * portable query builder. Upserts are Kysely's `onConflict`, which both databases understand.
 *
 * @example
 *   qb.where((eb) => contains(eb, 'carCode', '苏A'))                 // instr / strpos
 *   qb.where((eb) => likeAnyCase(eb, 'users.name', `%${word}%`))     // like / ilike
 *   qb.select(round(sql`sum(quantity)`, 4).as('quantity'))
 */
import { PostgresAdapter, sql, type ExpressionBuilder, type Expression, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- works on any schema */
type AnyDb = Kysely<any>;
type AnyEb = ExpressionBuilder<any, any>;

export type DialectName = 'sqlite' | 'postgres';

/** Which database a Kysely instance (or a transaction on it) talks to. */
export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Portable column kinds: text, integer (64-bit on PostgreSQL), real (double precision), blob. */
export type ColumnKind = 'text' | 'integer' | 'real' | 'blob';

/** The database's type for a column kind: SQLite's affinities, PostgreSQL's bigint, double precision and bytea. */
export function columnType(db: AnyDb, kind: ColumnKind): 'text' | 'integer' | 'real' | 'blob' | 'bigint' | 'double precision' | 'bytea' {
  if (dialectOf(db) === 'sqlite') return kind;
  return kind === 'integer' ? 'bigint' : kind === 'real' ? 'double precision' : kind === 'blob' ? 'bytea' : 'text';
}

/** The type of an auto-increment integer primary key: SQLite's `integer … autoincrement`, PostgreSQL's `serial`. */
export function autoIdType(db: AnyDb): 'integer' | 'serial' {
  return dialectOf(db) === 'sqlite' ? 'integer' : 'serial';
}

/** Whether an auto id column needs `.autoIncrement()` (SQLite) or is auto by its type (PostgreSQL's serial). */
export function autoIncrements(db: AnyDb): boolean {
  return dialectOf(db) === 'sqlite';
}

/**
 * True where the column's text contains the value, case-sensitively on both databases (SQLite's
 * `instr`, PostgreSQL's `strpos` on the column cast to text, so a number column matches by its
 * digits as on SQLite); no wildcard in the value has a meaning.
 */
export function contains(eb: AnyEb, db: AnyDb | DialectName, column: string, value: string): Expression<SqlBool> {
  if ((typeof db === 'string' ? db : dialectOf(db)) === 'postgres') return eb(eb.fn('strpos', [eb.cast(eb.ref(column), 'text'), eb.val(value)]), '>', 0);
  return eb(eb.fn('instr', [eb.ref(column), eb.val(value)]), '>', 0);
}

/**
 * A LIKE pattern matched without regard to case (ASCII on SQLite, which is what its `like` does;
 * every letter on PostgreSQL's `ilike`).
 */
export function likeAnyCase(eb: AnyEb, db: AnyDb | DialectName, column: string, pattern: string): Expression<SqlBool> {
  return (typeof db === 'string' ? db : dialectOf(db)) === 'postgres' ? eb(column, 'ilike', pattern) : eb(column, 'like', pattern);
}

/** `round(expr, digits)` as a number on both (PostgreSQL rounds only numeric, so the value is cast). */
export function round(expr: RawBuilder<unknown> | Expression<unknown>, digits: number): RawBuilder<number> {
  return sql<number>`round(cast(${expr} as numeric), ${sql.lit(digits)})`;
}

/** The column names of a table (SQLite's `pragma_table_info`, PostgreSQL's information schema). */
export async function columnsOfTable(db: AnyDb, table: string): Promise<string[]> {
  const query = dialectOf(db) === 'postgres'
    ? sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
    : sql<{ name: string }>`select name from pragma_table_info(${table})`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

/** The user tables of the database (not the migration bookkeeping), sorted by name. */
export async function tablesOf(db: AnyDb): Promise<string[]> {
  const query = dialectOf(db) === 'postgres'
    ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
    : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(db)).rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_')).sort();
}

/**
 * A stored date or datetime text (`YYYY-MM-DD[ HH:mm:ss]`) cut to its day (`YYYY-MM-DD`) or month
 * (`YYYY-MM`): a substring, the same on both databases, since dates are stored as text.
 */
export function dateBucket(column: string, unit: 'day' | 'month'): RawBuilder<string> {
  return sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(unit === 'day' ? 10 : 7)})`;
}

/** The advisory lock every writing transaction takes on PostgreSQL (any fixed number of ours). */
const WRITE_LOCK = 0x75726f70;

/**
 * Runs `fn` in a transaction that behaves as SQLite's do: one writing transaction at a time. On
 * PostgreSQL it first takes a transaction-scoped advisory lock (released at commit or rollback), so
 * a read-then-write (a state check, a unique check, the day's next number) cannot be passed by a
 * parallel request on this or another instance; a deadlock (40P01) runs it again. Inside a
 * transaction `fn` runs in it. Reads outside transactions are not held up.
 *
 * @example
 *   await serialized(db, async (trx) => { const row = await read(trx); await write(trx, next(row)); });
 */
export async function serialized<DB, T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  if (dialectOf(db as AnyDb) === 'sqlite') return db.transaction().execute(fn);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${sql.lit(WRITE_LOCK)})`.execute(trx);
        return fn(trx);
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= 3) throw error;
    }
  }
}
