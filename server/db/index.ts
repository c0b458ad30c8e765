/**
 * Opens the database: SQLite through better-sqlite3 in WAL mode, wrapped in Kysely so the services
 * only ever use Kysely's query builder (no SQLite-only SQL outside server/db).
 *
 * @example
 *   const store = await openDatabase('/var/lib/urbanops/urbanops.db');
 *   const tenants = await store.db.selectFrom('tenants').selectAll().execute();
 *   await store.close();
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { migrate } from './migrations';

export type Db = Kysely<Database>;
export type { Database } from './schema';

export type Store = { db: Db; close(): Promise<void> };

/** Opens (creating if needed) the database file and applies pending migrations. */
export async function openDatabase(file: string): Promise<Store> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, close: () => db.destroy() };
}
