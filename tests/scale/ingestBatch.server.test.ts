// Issue 28's changes to the device ingest, over real HTTP (SQLite in `npm test`; PostgreSQL when the
// PostgreSQL run takes tests/scale): a gateway's relayed batch (`ingest/batch`) checked device by device
// before anything is written, written once, and the ten-minute rollups folded from the readings added
// equal to the rollups recomputed from every reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { runSql } from '../support/pg';
import { call } from '../server/helpers';

const D = '/cloud/devices/rest';
let server: TestServer;
let token: string;
const devices: { id: string; key: string }[] = [];
let other: { id: string; key: string };

const batch = (items: unknown) => call(server.url, `${D}/ingest/batch`, { json: { items } });
const count = async (deviceId: string) => Number((await runSql(server, 'select count(*) as n from device_readings where device_id = ?', [deviceId]))[0]!.n);

beforeAll(async () => {
  server = await startServer({ demoDevices: false });
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  for (const code of ['GW-1', 'GW-2']) devices.push((await call(server.url, `${D}/device/save`, { token, json: { code, name: code, kind: 'vehicle' } })).body.data as { id: string; key: string });
  const otherToken = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  other = (await call(server.url, `${D}/device/save`, { token: otherToken, json: { code: 'GW-X', name: 'x', kind: 'vehicle' } })).body.data as { id: string; key: string };
}, 120_000);
afterAll(async () => server?.close());

describe('a gateway relaying its terminals (ingest/batch)', () => {
  it('writes every terminal’s readings once, each answered in order, and a resent batch adds nothing', async () => {
    const t = server.now() - 120_000;
    const items = devices.map((d, i) => ({ deviceId: d.id, key: d.key, readings: [{ t, values: { lng: 120.1 + i, lat: 30.2, speed: 30 } }, { t: t + 10_000, values: { lng: 120.11 + i, lat: 30.21 } }] }));
    const first = await batch(items);
    expect(first.body).toMatchObject({ result: 0, data: { accepted: 10, duplicates: 0, items: [{ accepted: 5, duplicates: 0, alarms: [] }, { accepted: 5, duplicates: 0, alarms: [] }] } });
    const again = await batch(items);
    expect(again.body.data).toMatchObject({ accepted: 0, duplicates: 10 });
    const track = await call(server.url, `${D}/readings/track`, { token, json: { deviceId: devices[1]!.id, from: t - 1, to: t + 20_000 } });
    expect((track.body.data as { lng: number }[]).map((p) => p.lng)).toEqual([121.1, 121.11]);
    const listed = (await call(server.url, `${D}/device/list`, { token })).body.data as { code: string; online: boolean }[];
    expect(listed.filter((d) => d.code.startsWith('GW-')).every((d) => d.online)).toBe(true);
  });

  it('refuses the whole batch when one terminal’s key is wrong, naming the item, and writes nothing', async () => {
    const t = server.now() - 60_000;
    const before = [await count(devices[0]!.id), await count(devices[1]!.id)];
    const answer = await batch([
      { deviceId: devices[0]!.id, key: devices[0]!.key, readings: [{ t, values: { fuel: 40 } }] },
      { deviceId: devices[1]!.id, key: 'wrong-key-wrong-key-wrong', readings: [{ t, values: { fuel: 41 } }] },
    ]);
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe('设备不存在或设备密钥不正确（第2项）');
    expect([await count(devices[0]!.id), await count(devices[1]!.id)]).toEqual(before);
    expect((await batch([{ deviceId: devices[0]!.id, readings: [{ t, values: { fuel: 40 } }] }])).status).toBe(401);
  });

  it('refuses bad readings with the field’s message and writes nothing', async () => {
    const before = await count(devices[0]!.id);
    const answer = await batch([{ deviceId: devices[0]!.id, key: devices[0]!.key, readings: [{ t: server.now(), values: { fuel: 'x' } }] }]);
    expect(answer.body.result).not.toBe(0);
    expect(answer.body.msg).toBeTruthy();
    expect(await count(devices[0]!.id)).toBe(before);
  });

  it('writes a terminal of another tenant into that tenant only', async () => {
    const t = server.now() - 30_000;
    expect((await batch([{ deviceId: other.id, key: other.key, readings: [{ t, values: { fuel: 12 } }] }])).body.data).toMatchObject({ accepted: 1 });
    const rows = await runSql(server, 'select tenant_id from device_readings where device_id = ?', [other.id]);
    expect(rows.map((r) => String(r.tenant_id))).toEqual(['2']);
    const mine = (await call(server.url, `${D}/readings/series`, { token, json: { deviceId: other.id, metric: 'fuel', from: t - 1, to: t + 1 } })).body;
    expect(mine.result).not.toBe(0);
  });
});

describe('the device list of one kind', () => {
  it('answers only the devices of the kinds asked, and refuses a malformed kind', async () => {
    await call(server.url, `${D}/device/save`, { token, json: { code: 'GW-BOX', name: 'box', kind: 'box' } });
    const boxes = (await call(server.url, `${D}/device/list`, { token, json: { kind: 'box' } })).body.data as { code: string; kind: string }[];
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((d) => d.kind === 'box')).toBe(true);
    const both = (await call(server.url, `${D}/device/list`, { token, json: { kind: 'box,vehicle' } })).body.data as { kind: string }[];
    expect(new Set(both.map((d) => d.kind))).toEqual(new Set(['box', 'vehicle']));
    expect((await call(server.url, `${D}/device/list`, { token, json: { kind: 'a b' } })).body).toMatchObject({ result: 1 });
  });
});

describe('every device’s latest position (readings/latest)', () => {
  it('answers the last position of each device of the kind asked within the window, of this tenant only', async () => {
    const t = server.now() - 20_000;
    await batch(devices.map((d, i) => ({ deviceId: d.id, key: d.key, readings: [{ t, values: { lng: 120.5 + i, lat: 30.5 } }, { t: t + 5000, values: { lng: 120.6 + i, lat: 30.6 } }] })));
    const latest = (await call(server.url, `${D}/readings/latest`, { token, json: { kind: 'vehicle' } })).body.data as { code: string; t: number; values: Record<string, number> }[];
    expect(latest.map((e) => e.code)).toEqual(['GW-1', 'GW-2']);
    expect(latest[1]).toMatchObject({ t: t + 5000, values: { lng: 121.6, lat: 30.6 } });
    expect((await call(server.url, `${D}/readings/latest`, { token, json: { kind: 'box' } })).body.data).toEqual([]);
    expect((await call(server.url, `${D}/readings/latest`, { token, json: { metrics: 'lng;drop' } })).body).toMatchObject({ result: 1 });
  });
});

describe('rollups folded from the readings added', () => {
  it('equal the cells recomputed from every reading, after batches out of order and resent ones', async () => {
    const d = devices[0]!;
    const base = Math.floor((server.now() - 3 * 3600_000) / 600_000) * 600_000;
    const times = Array.from({ length: 60 }, (_, i) => base + ((i * 37) % 60) * 60_000 + 5000);
    for (let i = 0; i < times.length; i += 7) {
      const readings = times.slice(i, i + 7).map((t) => ({ t, values: { level: Math.round(Math.sin(t / 1e6) * 1000) / 10 } }));
      expect((await call(server.url, `${D}/ingest`, { json: { deviceId: d.id, readings }, headers: { 'x-device-key': d.key } })).body.result).toBe(0);
      if (i % 14 === 0) await call(server.url, `${D}/ingest`, { json: { deviceId: d.id, readings }, headers: { 'x-device-key': d.key } });
    }
    const cells = await runSql(server, "select ts, min, max, sum, count, last_ts, last_value from device_rollups where device_id = ? and metric = 'level' order by ts", [d.id]);
    const readings = await runSql(server, "select ts, value from device_readings where device_id = ? and metric = 'level' order by ts", [d.id]);
    const expected = new Map<number, { min: number; max: number; sum: number; count: number; last_ts: number; last_value: number }>();
    for (const r of readings) {
      const ts = Number(r.ts);
      const v = Number(r.value);
      const cell = Math.floor(ts / 600_000) * 600_000;
      const c = expected.get(cell);
      if (!c) expected.set(cell, { min: v, max: v, sum: v, count: 1, last_ts: ts, last_value: v });
      else Object.assign(c, { min: Math.min(c.min, v), max: Math.max(c.max, v), sum: c.sum + v, count: c.count + 1, last_ts: ts, last_value: v });
    }
    expect(cells.length).toBe(6);
    for (const c of cells) {
      const e = expected.get(Number(c.ts))!;
      expect({ min: Number(c.min), max: Number(c.max), count: Number(c.count), last_ts: Number(c.last_ts), last_value: Number(c.last_value) }).toEqual({ min: e.min, max: e.max, count: e.count, last_ts: e.last_ts, last_value: e.last_value });
      expect(Number(c.sum)).toBeCloseTo(e.sum, 6);
    }
  });
});
