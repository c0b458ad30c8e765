/**
 * `npm test`'s global setup: one SQLite database migrated and seeded by a first start (every module,
 * no demo devices), named to the test processes by URBANOPS_TEST_SQLITE_TEMPLATE. Each test server on
 * a new data folder starts on a copy of it (tests/support/server.ts), which spares every server the
 * first start's seeding (seconds each, a large part of the whole run); demo devices and cameras are
 * still seeded by each server's own start, relative to its own time, since a device not heard from
 * for five minutes counts as offline. The copy's server makes its own key pair, as a new deployment does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';

export default async function setup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-template-'));
  const app = await buildServer({ ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), dataDir, databaseUrl: '', demoDevices: false });
  await app.close();
  const file = join(dataDir, 'urbanops.db');
  const db = new Database(file);
  db.exec('delete from server_secrets');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  process.env.URBANOPS_TEST_SQLITE_TEMPLATE = file;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
