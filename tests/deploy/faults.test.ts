// The database going away under a running server (`npm run test:pg`, on a cluster of its own that the
// test stops and starts): callers get the catalogue's server error in the envelope, /readyz says 503,
// and the server answers again once the database is back, without a restart. Also: health probes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { freshDatabase, onPostgres, startCluster, type Cluster } from '../support/pg';
import { call } from '../server/helpers';

const NP = '/cloud/management/rest/np';

describe('health probes', () => {
  it('answers /healthz and /readyz with 200 while the database answers', async () => {
    const server = await startServer();
    try {
      expect((await call(server.url, '/healthz')).status).toBe(200);
      const ready = await call(server.url, '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.text).toContain('ready');
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!onPostgres())('a PostgreSQL database that goes away while the server runs', () => {
  let cluster: Cluster;
  let server: TestServer;
  beforeAll(async () => {
    cluster = await startCluster();
    // A cluster of its own (this test stops it), so no template: one small module keeps the first start's seeding short.
    server = await startServer({ databaseUrl: await freshDatabase(cluster.url), modules: ['demo'] });
  });
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await cluster?.stop();
  });

  it('answers the catalogue server error and 503 readiness while it is down, and recovers when it is back', async () => {
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    expect((await call(server.url, `${NP}/user/pageList`, { token })).body.result).toBe(0);
    cluster.halt();
    const down = await call(server.url, `${NP}/user/pageList`, { token });
    expect(down.status).toBe(500);
    expect(down.body).toMatchObject({ result: 500, msg: '服务器应用接口错误，错误代码500' });
    expect(down.text).not.toMatch(/at .*\.ts|ECONNREFUSED|postgres/i);
    expect((await call(server.url, '/readyz')).status).toBe(503);
    expect((await call(server.url, '/healthz')).status).toBe(200);
    cluster.start();
    expect((await call(server.url, '/readyz')).status).toBe(200);
    expect((await call(server.url, `${NP}/user/pageList`, { token })).body.result).toBe(0);
  });
});
