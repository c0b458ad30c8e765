// The problem type tree as a kit tree (resources/problemType.ts, keyed by code): a parent code must
// exist, a type cannot move under its own subtypes, and a type with subtypes is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { ok, post, wtsbTables } from './helpers';

const T = '/cloud/wtsb/problemType';
let server: TestServer;
let token: string;
let types: { id: number; typeCode: string; parentCode: string | null }[];

beforeAll(async () => {
  server = await startServer({ modules: ['wtsb'] });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  types = (await ok<{ records: typeof types }>(server.url, `${T}/list`, token, { pageSize: 1000 })).records;
});
afterAll(() => server?.close());

describe('the problem type tree', () => {
  it('refuses a missing parent code, a move under its own subtype and the delete of a type with subtypes; nothing changes', async () => {
    const root = types.find((t) => t.typeCode === 'HJ')!;
    const child = types.find((t) => t.parentCode === 'HJ')!;
    const before = await wtsbTables(server);
    const missing = await post(server.url, `${T}/save`, token, { typeCode: 'QQ01', typeName: '其他问题', parentCode: 'QQ', category: 'environment', handleHours: 4 });
    expect(missing.body.msg).toBe('上级类型编码引用的数据不存在');
    const cycle = await post(server.url, `${T}/save`, token, { id: root.id, parentCode: child.typeCode });
    expect(cycle.body.msg).toMatch(/^不能把「.+」移到它自己或它的下级「.+」之下$/);
    const removed = await post(server.url, `${T}/delete`, token, { ids: String(root.id) });
    expect(removed.body.msg).toMatch(/^「.+」下还有\d+个下级问题类型，不能删除$/);
    expect(await wtsbTables(server)).toEqual(before);
  });
});
