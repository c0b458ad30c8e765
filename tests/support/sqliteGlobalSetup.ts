/**
 * `npm test`'s global setup: one SQLite template database (tests/support/template.ts), named to the
 * test processes by URBANOPS_TEST_SQLITE_TEMPLATE. Each test server on a new data folder starts on a
 * copy of it (tests/support/server.ts), which spares every server the first start's seeding (seconds
 * each, a large part of the whole run).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTemplate } from './template';

export default async function setup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-template-'));
  await seedTemplate('', dataDir);
  const file = join(dataDir, 'urbanops.db');
  if (existsSync(`${file}-wal`)) throw new Error('the template database still has a write-ahead log; a copy of the file alone would miss it');
  process.env.URBANOPS_TEST_SQLITE_TEMPLATE = file;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
