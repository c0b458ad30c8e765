/**
 * `npm run test:pg`'s global setup: one throwaway PostgreSQL cluster for the whole run, named to the
 * test processes by URBANOPS_TEST_PG_URL. A first server start migrates and seeds one database
 * (`urbanops_template`, every module, no demo devices); each test server's database is a copy of it
 * (`create database … template`), which spares every server the first start's thousands of seeding
 * round trips. The first-start path itself is what made the template.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startCluster } from './pg';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database urbanops_template');
    await admin.end();
    const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-pg-template-'));
    const url = new URL(cluster.url);
    url.pathname = '/urbanops_template';
    // Without demo devices: each copy's own start seeds them relative to its own time (a device not
    // heard from for five minutes is offline, and a run takes longer than that).
    const app = await buildServer({ ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir, databaseUrl: url.toString(), demoDevices: false });
    await app.close();
    // Each copy makes its own key pair on its first start, as a new deployment does.
    const template = new pg.Client({ connectionString: url.toString() });
    await template.connect();
    await template.query('delete from server_secrets');
    await template.end();
    rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  process.env.URBANOPS_TEST_PG_URL = cluster.url;
  process.env.URBANOPS_TEST_PG_TEMPLATE = 'urbanops_template';
  process.env.URBANOPS_TEST_DB = 'postgres';
  return () => cluster.stop();
}
