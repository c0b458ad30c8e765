// The operation history shows an update as a change, field by field: each changed field's label, its
// value before and after, by name (not code); fields the form sent unchanged are not listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from './helpers';

type Change = { field: string; label: Record<string, string>; value: Record<string, string>; before?: Record<string, string> };
type Entry = { operation: string; names: { changes: Change[]; name?: string } | null };

describe('the operation history of an update', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  });
  afterAll(async () => server.close());

  it('lists each changed field with its value before and after, by name, and leaves out what did not change', async () => {
    const car = (await call(server.url, '/cloud/clgl/v2/web/car/selectOne', { token, json: { id: 3 } })).body.data as Record<string, unknown>;
    const carType = car.carType === 'sweeper' ? 'washer' : 'sweeper';
    const answer = await call(server.url, '/cloud/clgl/v2/web/car/update', { token, json: { ...car, id: 3, carType, deptId: 'd105' } });
    expect(answer.body.result).toBe(0);
    const history = await call(server.url, '/cloud/management/rest/np/operationHistory/pageList', { token, json: { pageNo: 1, pageSize: 5 } });
    const entry = (history.body.data as { records: Entry[] }).records.find((e) => e.operation === 'clgl.car.update')!;
    expect(entry.names).not.toBeNull();
    const changes = entry.names!.changes;
    const type = changes.find((c) => c.field === 'carType')!;
    expect(type.before?.['zh-CN']).toBeTruthy();
    expect(type.before?.['zh-CN']).not.toBe(type.value['zh-CN']);
    expect(type.value['zh-CN']).toBe(carType === 'sweeper' ? '扫路车' : '洗扫车');
    // The plate was sent again unchanged: not a change.
    expect(changes.map((c) => c.field)).not.toContain('plateNo');
    if (car.deptId !== 'd105') expect(changes.find((c) => c.field === 'deptId')).toMatchObject({ value: { 'zh-CN': '道路保洁二队' } });
    expect(entry.names!.name).toBeTruthy();
  });
});
