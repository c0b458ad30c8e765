/**
 * A throwaway PostgreSQL cluster for tests: `initdb` into a temporary folder as the `postgres` user
 * (initdb refuses root), a free loopback port, trust authentication on 127.0.0.1 only; stopped and
 * removed by `stop()`. Each server then gets a fresh database of its own (`freshDatabase`).
 * The cluster uses the C collation, so text sorts by code point as on SQLite.
 *
 * @example
 *   const cluster = await startCluster();
 *   const url = await freshDatabase(cluster.url);   // postgres://postgres@127.0.0.1:<port>/t_…
 *   await cluster.stop();
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The folder of PostgreSQL's programs: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN');
  return join(root, versions[0]!, 'bin');
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function asPostgres(program: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  // A folder the postgres user may enter (the caller's may be /root).
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() });
}

export type Cluster = {
  /** The maintenance database's URL (`postgres` database, user `postgres`). */
  url: string;
  port: number;
  dir: string;
  /** Stops the server (fast shutdown) — for tests of a database going away; `start()` brings it back. */
  halt(): void;
  start(): void;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
};

/** Creates and starts a cluster in a new temporary folder. */
export async function startCluster(): Promise<Cluster> {
  const bin = pgBin();
  // The postgres user must reach the folder: a private TMPDIR (e.g. under /root) is passed over for /tmp.
  const base = process.getuid?.() === 0 && (statSync(tmpdir()).mode & 0o001) === 0 ? '/tmp' : tmpdir();
  const dir = mkdtempSync(join(base, 'urbanops-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => void asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  const halt = () => void asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    halt,
    start,
    async stop() {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates a database in the cluster of `adminUrl`: empty, or a copy of `template` (a database no one
 * is connected to); answers its URL.
 */
export async function freshDatabase(adminUrl: string, template?: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by freshDatabase (ending its connections first). */
export async function dropDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

let shared: Promise<Cluster> | null = null;

/**
 * The cluster for this test process: the one named by URBANOPS_TEST_PG_URL (made by the test:pg
 * run's global setup, with `template` the database a first start migrated and seeded, which each
 * server's database copies), else one started on first use and stopped when the process exits.
 */
export async function testCluster(): Promise<{ url: string; template?: string }> {
  if (process.env.URBANOPS_TEST_PG_URL) return { url: process.env.URBANOPS_TEST_PG_URL, template: process.env.URBANOPS_TEST_PG_TEMPLATE || undefined };
  shared ??= startCluster().then((c) => {
    process.once('exit', () => {
      try {
        asPostgres(join(pgBin(), 'pg_ctl'), ['-D', join(c.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(c.dir, { recursive: true, force: true });
    });
    return c;
  });
  return shared;
}

/** Whether this test run puts the server on PostgreSQL (URBANOPS_TEST_DB=postgres, set by `npm run test:pg`). */
export const onPostgres = () => process.env.URBANOPS_TEST_DB === 'postgres';

/**
 * The rows of a test server's tables, read straight from its database (SQLite file or PostgreSQL),
 * for comparing before and after refused calls. `tables` picks the table names; `order` sorts a
 * table's rows (SQLite: rowid; PostgreSQL, which has none stable, by the rows' JSON text).
 */
export async function readTables(
  server: { dataDir: string; databaseUrl: string },
  tables: (name: string) => boolean,
  columns: (name: string) => string = () => '*',
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  if (!server.databaseUrl) {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(join(server.dataDir, 'urbanops.db'), { readonly: true, fileMustExist: true });
    try {
      const names = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[]).map((r) => r.name);
      for (const name of names.filter(tables)) out[name] = db.prepare(`select ${columns(name)} from "${name}" order by rowid`).all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
    return out;
  }
  const client = new pg.Client({ connectionString: server.databaseUrl, types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format ?? 'text')) } });
  await client.connect();
  try {
    const names = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name")).rows.map((r) => r.name);
    for (const name of names.filter(tables)) {
      const rows = (await client.query<Record<string, unknown>>(`select ${columns(name)} from "${name}"`)).rows;
      out[name] = rows.map((r) => [JSON.stringify(r), r] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, r]) => r);
    }
  } finally {
    await client.end();
  }
  return out;
}

/**
 * Runs one statement on a test server's database (SQLite file or PostgreSQL) and answers its rows:
 * for tests that set up data the API does not offer. Parameters are `?` on both (numbered for PostgreSQL).
 *
 * @example
 *   await runSql(server, "insert into menu_grants (tenant_id, menu_id) values (?, ?)", ['1', 'demo.plans']);
 */
export async function runSql(server: { dataDir: string; databaseUrl: string }, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return (await runSqlBatch(server, [[text, params]]))[0]!;
}

/** Runs several statements in one transaction (one connection), answering each one's rows. */
export async function runSqlBatch(server: { dataDir: string; databaseUrl: string }, statements: [string, unknown[]][]): Promise<Record<string, unknown>[][]> {
  if (!server.databaseUrl) {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(join(server.dataDir, 'urbanops.db'));
    try {
      return db.transaction(() => statements.map(([text, params]) => {
        const statement = db.prepare(text);
        return statement.reader ? (statement.all(...params) as Record<string, unknown>[]) : (statement.run(...params), []);
      }))();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: server.databaseUrl, types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format ?? 'text')) } });
  await client.connect();
  try {
    await client.query('begin');
    const out: Record<string, unknown>[][] = [];
    for (const [text, params] of statements) {
      let n = 0;
      out.push((await client.query<Record<string, unknown>>(text.replace(/\?/g, () => `$${++n}`), params)).rows);
    }
    await client.query('commit');
    return out;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
