/**
 * The public toilets' ledger over real HTTP (gcgl = 公厕管理): regions, toilets (equipmentManage),
 * the happy path, bad input refused with a message and nothing written, another tenant's rows out of
 * reach, and the read-only user refused every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client, type Page } from '../clgl/support';

type Row = Record<string, unknown> & { id: number };

let server: TestServer;
let admin: Client;
let admin2: Client;
let viewer: Client;
beforeAll(async () => {
  server = await startServer({ modules: ['gcgl'] });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  [admin, admin2, viewer] = [client(server.url, a.token), client(server.url, b.token), client(server.url, v.token)];
}, 90_000);
afterAll(() => server?.close());

/** A call of the area: `/cloud/gcgl/<entity>/<op>`. */
const G = (entity: string, op: string) => `/cloud/gcgl/${entity}/${op}`;
const toilets = async (c: Client, filters: Record<string, unknown> = {}) => {
  const r = await c.json<Page<Row>>(G('equipmentManage', 'pageList'), { pageSize: 100, ...filters });
  expect(r.result, r.msg).toBe(0);
  return r.data.records;
};

describe('toilets (equipmentManage/pageList) and regions (common/getRegion)', () => {
  it("lists each tenant's own seeded toilets with their region", async () => {
    const mine = await toilets(admin);
    expect(mine.map((t) => t.toiletName)).toContain('武林广场公厕');
    expect(mine.map((t) => t.toiletName)).not.toContain('西溪湿地公厕');
    expect((await toilets(admin2)).map((t) => t.toiletName)).toContain('西溪湿地公厕');
    const regions = await admin.json<Page<Row>>(G('common', 'getRegion'), { pageSize: 100 });
    expect(regions.data.records.map((r) => r.regionName)).toEqual(['上城区', '拱墅区', '西湖区', '滨江区']);
    expect((await toilets(viewer)).length).toBe(mine.length);
  });
});
