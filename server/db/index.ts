/**
 * Opens the database: embedded SQLite through better-sqlite3 in WAL mode by default, or PostgreSQL
 * through a `pg` pool when given a `postgres://` URL; either way wrapped in Kysely so the services only
 * ever use Kysely's query builder (what the two spell differently is in ./dialect).
 *
 * @example
 *   const store = await openDatabase('/var/lib/urbanops/urbanops.db');
 *   const store = await openDatabase('postgres://urbanops:secret@db.local:5432/urbanops');
 *   const tenants = await store.db.selectFrom('tenants').selectAll().execute();
 *   await store.close();
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from './schema';
import { migrate } from './migrations';

export type Db = Kysely<Database>;
export type { Database } from './schema';

export type Store = {
  db: Db;
  /** 'sqlite' or 'postgres'. */
  kind: 'sqlite' | 'postgres';
  /** Answers whether the database answers a trivial query now (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** Whether a location names a PostgreSQL database rather than a SQLite file. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location);

/**
 * PostgreSQL answers bigint (epoch milliseconds, counts) and numeric (rounded sums) as text, to
 * keep their precision; ours fit in a double, so they are numbers here, as on SQLite.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

function openPostgres(url: string, onError: (error: Error) => void, poolSize: number): { db: Db; pool: pg.Pool } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseStartError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
  }
  if (!parsed.pathname.replace(/^\//, '')) throw new DatabaseStartError('DATABASE_URL names no database (expected postgres://user:password@host:5432/database)');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000, types: pgTypes });
  // A connection that breaks while idle (the database restarted) is dropped from the pool; without
  // a listener the pool's 'error' event would end the process.
  pool.on('error', onError);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

function openSqlite(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keptStatements(sqlite) }) });
}

/** How many prepared statements a SQLite database keeps (the least recently used go first). */
const KEPT_STATEMENTS = 1000;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, keeping prepared statements by their SQL: the
 * driver prepares every query again, which was 15 % of a list call's CPU (bench:server profile). A
 * kept statement still being iterated (a streamed export) is not shared: that call gets a new one.
 */
export function keptStatements(sqlite: SQLite.Database, size = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const hit = kept.get(text);
      if (hit?.busy) return sqlite.prepare(text) as unknown as SqliteStatement;
      if (hit) {
        kept.delete(text); // most recently used last
        kept.set(text, hit);
        return hit as unknown as SqliteStatement;
      }
      const statement = sqlite.prepare(text);
      kept.set(text, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      return statement as unknown as SqliteStatement;
    },
  };
}

/** A database that cannot be opened or migrated, with the one line that says why (shown without a stack). */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** One line naming why the database could not be opened or migrated. */
export function describeDatabaseError(error: unknown, location: string): string {
  if (error instanceof DatabaseStartError) return error.message;
  const e = error as { code?: string; message?: string };
  const where = isPostgresUrl(location) ? safeUrl(location) : location;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `Cannot connect to PostgreSQL at ${where}: connection refused (is the database running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to PostgreSQL at ${where}: unknown host`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused the sign-in at ${where}: ${e.message}`;
    case '3D000':
      return `PostgreSQL at ${where}: ${e.message}`;
    default:
      return `Cannot open the database ${where}: ${e.message ?? String(error)}`;
  }
}

/** The URL without its password, for messages and logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

/**
 * Opens (creating if needed) the database and applies pending migrations. `location` is a SQLite
 * file or a `postgres://` URL. `onError` hears a pooled PostgreSQL connection that broke while idle;
 * `poolSize` is the most PostgreSQL connections kept (DB_POOL_SIZE).
 */
export async function openDatabase(location: string, onError: (error: Error) => void = () => undefined, poolSize = 10): Promise<Store> {
  const postgres = isPostgresUrl(location);
  let opened: { db: Db; pool: pg.Pool | null };
  try {
    opened = postgres ? openPostgres(location, onError, poolSize) : { db: openSqlite(location), pool: null };
  } catch (error) {
    throw new DatabaseStartError(describeDatabaseError(error, location));
  }
  const { db } = opened;
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new DatabaseStartError(describeDatabaseError(error, location));
  }
  const ping = async () => {
    try {
      if (opened.pool) await opened.pool.query('select 1');
      else await db.selectFrom('kysely_migration' as never).select((eb) => eb.lit(1).as('one')).limit(1).execute();
      return true;
    } catch {
      return false;
    }
  };
  return { db, kind: postgres ? 'postgres' : 'sqlite', ping, close: () => db.destroy() };
}
