/**
 * `npm run db:copy -- --from sqlite:./data/urbanops.db --to postgres://…`: copies a SQLite deployment
 * into an empty PostgreSQL database: the target is migrated and given every module's tables, each
 * table's rows are copied in batches inside one transaction (parents before the rows that refer to
 * them), auto-id sequences are moved past the copied ids, and each table's row count is compared.
 */
import { sql } from 'kysely';
import { openDatabase, isPostgresUrl, safeUrl, type Db } from '../server/db';
import { columnsOfTable, tablesOf } from '../server/db/dialect';
import { prepareModules } from '../server/resources';
import { loadModules } from '../server/resources/modules';
import { loadConfig } from '../server/config';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows of any table */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const fail = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

const from = arg('--from') ?? fail('Usage: npm run db:copy -- --from sqlite:./data/urbanops.db --to postgres://user:password@host:5432/db');
const to = arg('--to') ?? fail('Missing --to postgres://user:password@host:5432/db');
if (!from.startsWith('sqlite:')) fail('--from must be sqlite:<file>');
if (!isPostgresUrl(to)) fail('--to must be a postgres:// URL');

/** Tables whose rows the target's migrations write (a counter row): replaced by the source's rows. */
const MIGRATION_ROWS = ['device_event_counter', 'chat_event_counter'];

/** Tables other rows refer to (foreign keys), copied first. */
const FIRST = ['tenants', 'systems', 'departments', 'users', 'roles', 'third_party_apps', 'files'];

const source = await openDatabase(from.slice('sqlite:'.length));
const target = await openDatabase(to);
try {
  const config = loadConfig();
  await prepareModules(target.db, await loadModules(config.modulesDir, []), false);
  const names = await tablesOf(source.db);
  const ordered = [...FIRST.filter((t) => names.includes(t)), ...names.filter((t) => !FIRST.includes(t))];
  const targetTables = new Set(await tablesOf(target.db));
  for (const t of ordered) {
    if (!targetTables.has(t)) fail(`The target has no table ${t} (a module missing from MODULES_DIR?)`);
    const n = MIGRATION_ROWS.includes(t) ? 0 : await count(target.db, t);
    if (n > 0) fail(`The target is not empty: ${t} holds ${n} rows. Copy into an empty database.`);
  }
  const counts: [string, number, number][] = [];
  await target.db.transaction().execute(async (trx) => {
    for (const t of ordered) {
      const columns = await columnsOfTable(source.db, t);
      const have = new Set(await columnsOfTable(trx as Db, t));
      const shared = columns.filter((c) => have.has(c));
      if (MIGRATION_ROWS.includes(t)) await (trx as any).deleteFrom(t).execute();
      const batch = t === 'file_chunks' || t === 'photos' ? 8 : 200;
      let copied = 0;
      let numericId = false;
      for (let offset = 0; ; offset += batch) {
        const rows = (await (source.db as any).selectFrom(t).select(shared).orderBy(sql`rowid`).limit(batch).offset(offset).execute()) as Record<string, unknown>[];
        if (!rows.length) break;
        numericId ||= typeof rows[0]!.id === 'number';
        await (trx as any).insertInto(t).values(rows).execute();
        copied += rows.length;
      }
      // Auto ids: the sequence continues after the copied ids.
      if (numericId && copied > 0) await sql`select setval(pg_get_serial_sequence(${`"${t}"`}, 'id'), (select max(id) from ${sql.table(t)}))`.execute(trx);
      counts.push([t, await count(source.db, t), await count(trx as Db, t)]);
    }
    const wrong = counts.filter(([, a, b]) => a !== b);
    if (wrong.length) throw new Error(`row counts differ: ${wrong.map(([t, a, b]) => `${t} ${a}→${b}`).join(', ')}`);
  });
  for (const [t, a, b] of counts) process.stdout.write(`${t.padEnd(40)} ${String(a).padStart(8)} → ${String(b).padStart(8)}\n`);
  process.stdout.write(`Copied ${counts.length} tables into ${safeUrl(to)}; every row count matches.\n`);
} catch (error) {
  process.stderr.write(`Copy failed (nothing was written): ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}

async function count(db: Db, table: string): Promise<number> {
  const row = await (db as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
