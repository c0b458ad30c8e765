/**
 * Query-planner statistics. SQLite plans from `sqlite_stat1`, which only ANALYZE writes: without it a
 * filtered, sorted list over 100 000 rows may pick the wrong index and sort every match (80 ms instead
 * of 0.2 ms). `PRAGMA optimize` analyzes only the tables whose size has changed enough since their last
 * analysis, bounded by `analysis_limit`, so it is cheap to run at start, every hour and after a bulk
 * write (an import). PostgreSQL keeps its statistics itself (autovacuum's analyze): nothing to do there.
 *
 * @example
 *   await refreshPlannerStatistics(db); // after prepareModules, and from a timer
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

/** Rows sampled per index by SQLite's ANALYZE (a bound on the time one refresh takes). */
const ANALYSIS_LIMIT = 1000;

/** Whether `db` is the embedded SQLite database (else PostgreSQL). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isSqlite = (db: Kysely<any>): boolean => dialectOf(db) === 'sqlite';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function refreshPlannerStatistics(db: Kysely<any>, everyTable = false): Promise<void> {
  if (!isSqlite(db)) return;
  await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  // 0x10002: look at every table (not only those this connection used) and analyze those that need it.
  await sql.raw(everyTable ? 'pragma optimize = 0x10002' : 'pragma optimize').execute(db);
}
