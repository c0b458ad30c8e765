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

  it('keeps a long change (a road drawn with many points) — its detail passed the 1 000 characters PostgreSQL held', async () => {
    const path = Array.from({ length: 80 }, (_, i) => [Number((120.1 + i * 0.0011).toFixed(6)), Number((30.25 + i * 0.0007).toFixed(6))]);
    const road = { roadCode: `HX-${String(Date.now()).slice(-6)}`, roadName: '长线测试路', grade: 'first', roadClass: 'arterial', path: JSON.stringify({ type: 'LineString', coordinates: path }), width: 12, tolerance: 20 };
    const saved = await call(server.url, '/cloud/jxbjnew/road/save.smvc', { token, json: road });
    expect(saved.body.msg).toBe('保存成功');
    expect(JSON.stringify(path).length).toBeGreaterThan(1000);
    const history = await call(server.url, '/cloud/management/rest/np/operationHistory/pageList', { token, json: { pageNo: 1, pageSize: 5 } });
    const entry = (history.body.data as { records: Entry[] }).records.find((e) => e.operation === 'jxbjnew.road.create');
    expect(entry).toBeDefined();
  });
});
