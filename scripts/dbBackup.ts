/**
 * `npm run db:backup [-- --to <file>]`: a consistent online backup of the SQLite database
 * (DATA_DIR/urbanops.db) through the driver's backup API, while the server keeps running; default
 * file `DATA_DIR/backup/urbanops-<time>.db`. On PostgreSQL (DATABASE_URL set) use pg_dump
 * (docs/deploy.md); this prints the command.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/config';
import { safeUrl } from '../server/db';

const config = loadConfig();
const at = process.argv.indexOf('--to');
if (config.databaseUrl) {
  process.stdout.write(`DATABASE_URL names PostgreSQL: back it up with\n  pg_dump --format=custom --file=urbanops.dump '${safeUrl(config.databaseUrl)}'\n`);
  process.exit(0);
}
const source = join(config.dataDir, 'urbanops.db');
const target = resolve(at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : join(config.dataDir, 'backup', `urbanops-${new Date().toISOString().replace(/[:.]/g, '-')}.db`));
mkdirSync(dirname(target), { recursive: true });
try {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  await db.backup(target);
  db.close();
  process.stdout.write(`Backed up ${source} to ${target}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
