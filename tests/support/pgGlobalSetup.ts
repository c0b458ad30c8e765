/**
 * `npm run test:pg`'s global setup: one throwaway PostgreSQL cluster for the whole run, named to the
 * test processes by URBANOPS_TEST_PG_URL. One database is the template (`urbanops_template`, made by
 * tests/support/template.ts); each test server's database is a copy of it (`create database …
 * template`), which spares every server the first start's thousands of seeding round trips.
 */
import pg from 'pg';
import { startCluster } from './pg';
import { seedTemplate } from './template';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database urbanops_template');
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = '/urbanops_template';
    await seedTemplate(url.toString());
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  process.env.URBANOPS_TEST_PG_URL = cluster.url;
  process.env.URBANOPS_TEST_PG_TEMPLATE = 'urbanops_template';
  process.env.URBANOPS_TEST_DB = 'postgres';
  return () => cluster.stop();
}
