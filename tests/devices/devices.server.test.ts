// The device store over real HTTP on a temporary SQLite file: registration with a key shown once,
// ingest authenticated per device and idempotent by device+metric+time, a month of one-minute
// readings downsampled to ≤ 500 buckets, online/offline from the last heartbeat, threshold alarms,
// tracks, bad input refused with a message and no change, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { trackFromColumns } from '../../kit/map/track';
import type { TrackColumns } from '../../kit/contract';
import { call, snapshot } from '../server/helpers';

const D = '/cloud/devices/rest';
let server: TestServer;
let token: string;
let otherToken: string;
let device: { id: string; key: string };

const ingest = (readings: unknown, key = device.key, deviceId = device.id) =>
  call(server.url, `${D}/ingest`, { json: { deviceId, readings }, headers: { 'x-device-key': key } });

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  otherToken = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  const saved = await call(server.url, `${D}/device/save`, { token, json: { code: 'V-001', name: '浙A·D1234', kind: 'vehicle' } });
  expect(saved.body.result).toBe(0);
  device = saved.body.data as { id: string; key: string };
}, 60_000);
afterAll(async () => server?.close());

describe('devices and ingest', () => {
  it('registers a device with a key shown once and refuses a second device with the same code', async () => {
    expect(device.key.length).toBeGreaterThanOrEqual(20);
    const again = await call(server.url, `${D}/device/save`, { token, json: { code: 'V-001', name: 'x', kind: 'vehicle' } });
    expect(again.body).toMatchObject({ result: 1, msg: 'code：设备编号已存在（V-001）' });
  });

  it('accepts a batch once: sending it again changes nothing and says how many were duplicates', async () => {
    const t = server.now() - 60_000;
    const batch = [{ t, values: { fuel: 50, lng: 120.16, lat: 30.27 } }, { t: t + 30_000, values: { fuel: 49.5 } }];
    expect((await ingest(batch)).body.data).toEqual({ accepted: 4, duplicates: 0, alarms: [] });
    expect((await ingest(batch)).body.data).toEqual({ accepted: 0, duplicates: 4, alarms: [] });
  });

  it('refuses a missing or wrong key, and bad readings, with a message and without writing anything', async () => {
    const before = await snapshot(server);
    const t = server.now();
    expect((await call(server.url, `${D}/ingest`, { json: { deviceId: device.id, readings: [{ t, values: { fuel: 1 } }] } })).body).toMatchObject({ result: 401, msg: 'x-device-key：缺少设备密钥' });
    expect((await ingest([{ t, values: { fuel: 1 } }], 'wrong-key')).body).toMatchObject({ result: 401, msg: '设备不存在或设备密钥不正确' });
    expect((await ingest([{ t, values: { fuel: 1 } }], device.key, 'dv-nope')).body).toMatchObject({ result: 401, msg: '设备不存在或设备密钥不正确' });
    expect((await ingest([{ t, values: { fuel: 'full' } }])).body).toMatchObject({ result: 1, msg: expect.stringMatching(/^readings\.0\.values\.fuel：/) });
    expect((await ingest([{ t, values: { 'bad metric': 1 } }])).body.result).toBe(1);
    expect((await ingest([{ t: t + 86400_000, values: { fuel: 1 } }])).body).toMatchObject({ result: 1, msg: 'readings.0.t：时间不能晚于服务器当前时间10分钟以上' });
    expect((await ingest([])).body.result).toBe(1);
    expect((await call(server.url, `${D}/ingest`, { raw: '{"deviceId":', headers: { 'x-device-key': device.key } })).body.result).toBe(1);
    expect(await snapshot(server)).toEqual(before);
  });

  it('is online after a reading and offline once the threshold has passed without one (threshold per call)', async () => {
    const list = async (q = '') => (await call(server.url, `${D}/device/list${q}`, { token })).body.data as { code: string; online: boolean }[];
    expect((await list()).find((d) => d.code === 'V-001')?.online).toBe(true);
    server.advance(301_000);
    expect((await list()).find((d) => d.code === 'V-001')?.online).toBe(false);
    expect((await list('?offlineAfter=600')).find((d) => d.code === 'V-001')?.online).toBe(true);
  });
});

describe('series, tracks and alarms', () => {
  let meter: { id: string; key: string };
  const start = Date.UTC(2026, 9, 1);

  beforeAll(async () => {
    meter = (await call(server.url, `${D}/device/save`, { token, json: { code: 'W-001', name: '水位计', kind: 'sensor' } })).body.data as { id: string; key: string };
    // 30 days of one-minute readings (43,200), sent in batches of 7,200.
    for (let day = 0; day < 30; day += 5) {
      const readings = Array.from({ length: 7200 }, (_, i) => {
        const m = day * 1440 + i;
        return { t: start + m * 60_000, values: { level: (m % 1440) / 10 } };
      });
      const r = await ingest(readings, meter.key, meter.id);
      expect(r.body.data).toMatchObject({ accepted: 7200 });
    }
  }, 120_000);

  it('draws 30 days of one-minute readings from at most 500 buckets that keep min, max, mean and last', async () => {
    const r = await call(server.url, `${D}/readings/series?deviceId=${meter.id}&metric=level&from=${start}&to=${start + 30 * 86400_000}`, { token });
    const { bucketMs, points } = r.body.data as { bucketMs: number; points: { t: number; min: number; max: number; avg: number; last: number; count: number }[] };
    expect(points.length).toBeLessThanOrEqual(500);
    expect(points.length).toBeGreaterThan(450);
    expect(points.reduce((n, p) => n + p.count, 0)).toBe(43_200);
    expect(Math.max(...points.map((p) => p.max))).toBe(143.9);
    expect(Math.min(...points.map((p) => p.min))).toBe(0);
    const first = points[0]!;
    expect(first.t).toBe(start);
    expect(first.count).toBe(Math.ceil(bucketMs / 60_000));
    expect(first.last).toBe(first.max);
    expect(first.avg).toBeCloseTo((first.min + first.max) / 2, 6);
  });

  it('draws a short range (one day) from the readings themselves, with the same extremes as the month', async () => {
    const r = await call(server.url, `${D}/readings/series`, { token, json: { deviceId: meter.id, metric: 'level', from: start, to: start + 86400_000, points: 500 } });
    const { points } = r.body.data as { points: { min: number; max: number; count: number; last: number }[] };
    expect(points).toHaveLength(500);
    expect(points.reduce((n, p) => n + p.count, 0)).toBe(1440);
    expect(points.at(-1)).toMatchObject({ max: 143.9, last: 143.9 });
  });

  it('raises one alarm per reading beyond a threshold, once even when the batch is resent', async () => {
    expect((await call(server.url, `${D}/rule/save`, { token, json: { deviceId: meter.id, metric: 'level', max: 100 } })).body.result).toBe(0);
    const t = server.now() - 1000;
    const batch = [{ t, values: { level: 120 } }, { t: t + 1, values: { level: 80 } }];
    const first = await ingest(batch, meter.key, meter.id);
    expect((first.body.data as { alarms: unknown[] }).alarms).toEqual([{ deviceId: meter.id, metric: 'level', t, value: 120, kind: 'high' }]);
    expect(((await ingest(batch, meter.key, meter.id)).body.data as { alarms: unknown[] }).alarms).toEqual([]);
    const list = (await call(server.url, `${D}/alarm/list?deviceId=${meter.id}`, { token })).body.data as unknown[];
    expect(list).toHaveLength(1);
    expect((await call(server.url, `${D}/rule/save`, { token, json: { deviceId: meter.id, metric: 'level', min: 5, max: 1 } })).body).toMatchObject({ result: 1, msg: 'max：上限不能小于下限' });
  });

  it('answers a track as positions in time order with their speed', async () => {
    const t = server.now() - 10_000;
    await ingest([{ t: t + 2000, values: { lng: 120.2, lat: 30.3, speed: 40 } }, { t, values: { lng: 120.1, lat: 30.2 } }]);
    const r = await call(server.url, `${D}/readings/track`, { token, json: { deviceId: device.id, from: t, to: t + 5000 } });
    expect(r.body.data).toEqual([
      { t, lng: 120.1, lat: 30.2, speed: null },
      { t: t + 2000, lng: 120.2, lat: 30.3, speed: 40 },
    ]);
    // The same track as columns (what a page drawing 50,000 points asks for), and back to points in the kit.
    const columns = await call(server.url, `${D}/readings/track?deviceId=${device.id}&from=${t}&to=${t + 5000}&columns=1`, { token });
    expect(columns.body.data).toEqual({ t: [t, t + 2000], lng: [120.1, 120.2], lat: [30.2, 30.3], speed: [null, 40] });
    expect(trackFromColumns(columns.body.data as TrackColumns)).toEqual(r.body.data);
  });

  it('makes a position only of a time with both coordinates, and gives them to a millionth of a degree', async () => {
    const t = server.now() - 60_000;
    await ingest([
      { t, values: { lng: 120.05004000000001, lat: 30.123456789, speed: 12.3456 } },
      { t: t + 1000, values: { lng: 120.3 } },
      { t: t + 2000, values: { lat: 30.4, speed: 50 } },
      { t: t + 3000, values: { lat: 30.5, lng: 120.5 } },
    ]);
    const columns = await call(server.url, `${D}/readings/track?deviceId=${device.id}&from=${t}&to=${t + 5000}&columns=1`, { token });
    expect(columns.body.data).toEqual({ t: [t, t + 3000], lng: [120.05004, 120.5], lat: [30.123457, 30.5], speed: [12.35, null] });
  });

  it('refuses a reversed range with the field named', async () => {
    const r = await call(server.url, `${D}/readings/series`, { token, json: { deviceId: meter.id, metric: 'level', from: start + 1000, to: start } });
    expect(r.body).toMatchObject({ result: 1, msg: expect.stringMatching(/^to：/) });
  });

  it("never shows another tenant's devices, readings or alarms", async () => {
    // Tenant 2 sees its own (demo) devices only, and none of tenant 1's.
    const theirs = ((await call(server.url, `${D}/device/list`, { token: otherToken })).body.data as { id: string; code: string; kind: string }[]).filter((d) => d.kind !== 'camera');
    // Their workers' badges (kind person, B-2001…) are theirs too.
    expect(theirs.filter((d) => d.kind !== 'person').map((d) => d.code)).toEqual(['T-201', 'V-201', 'V-202']);
    expect(theirs.filter((d) => d.kind === 'person').every((d) => d.code.startsWith('B-2'))).toBe(true);
    expect(theirs.every((d) => d.id.startsWith('dv-demo-2-'))).toBe(true);
    const series = await call(server.url, `${D}/readings/series`, { token: otherToken, json: { deviceId: meter.id, metric: 'level', from: start, to: start + 86400_000 } });
    expect(series.body).toMatchObject({ result: 1, msg: `设备不存在：${meter.id}` });
    const alarms = (await call(server.url, `${D}/alarm/list`, { token: otherToken })).body.data as { deviceId: string }[];
    expect(alarms.every((a) => a.deviceId.startsWith('dv-demo-2-'))).toBe(true);
    expect(alarms.some((a) => a.deviceId === meter.id || a.deviceId === device.id)).toBe(false);
    expect((await call(server.url, `${D}/device/list`)).status).toBe(401);
  });
});
