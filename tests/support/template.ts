/**
 * A template database for a test run, made as a first start makes it: migrated and seeded (every module),
 * without demo devices — each test server's own start seeds them relative to its own time, since a
 * device not heard from for five minutes is offline and a run takes longer — and without the server's
 * key pair, which each copy makes on its first start as a new deployment does. Used by both global
 * setups: SQLite (sqliteGlobalSetup.ts, a file copied per server) and PostgreSQL (pgGlobalSetup.ts,
 * `create database … template`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';

/** Seeds the database at `databaseUrl` ('' for SQLite in `dataDir`, made when not given). */
export async function seedTemplate(databaseUrl: string, dataDir?: string): Promise<void> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'urbanops-template-'));
  try {
    const app = await buildServer({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), dataDir: dir, databaseUrl, demoDevices: false });
    await app.close();
    // Closing the last connection folds SQLite's write-ahead log into the file, so the file is whole.
    const store = await openDatabase(databaseUrl || join(dir, 'urbanops.db'));
    await store.db.deleteFrom('server_secrets').execute();
    await store.close();
  } finally {
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  }
}
