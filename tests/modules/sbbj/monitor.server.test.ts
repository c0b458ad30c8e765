/**
 * The device offline monitor over real HTTP, every call of the area (per kind pageList, update,
 * offlinePageList, offlineDetail, offlineExport; common/loadEnumValue): devices listed from the device
 * store with their state and what they belong to, offline episodes derived from the readings posted
 * (with the server's movable clock), settings that change both, bad input refused with a message and
 * nothing changed, another tenant's devices out of reach, and the read-only user refused every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camera, fixture, ingest, register, S, type Client, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number; code: string };
const MIN = 60_000;

let f: Fixture;
let plate = '';
let start = 0;
beforeAll(async () => {
  f = await fixture();
  const cars = await f.admin.json<Page<{ plateNo: string }>>('/cloud/clgl/v2/web/car/page', { pageSize: 1 });
  plate = cars.data.records[0]!.plateNo;
  start = f.server.now();
  // G-1: a reading a minute from 30 to 20 minutes ago, silent 15 minutes, then a reading a minute until now.
  const g1 = await register(f.admin, 'G-1', `${plate} 压缩车`, 'vehicle');
  const times = [...Array.from({ length: 11 }, (_, i) => start - (30 - i) * MIN), ...Array.from({ length: 6 }, (_, i) => start - (5 - i) * MIN)];
  await ingest(f.server.url, g1, times);
  await register(f.admin, 'G-2', '浙A·Z9999 测试车', 'vehicle');
  await register(f.admin, 'T-1', '测试公厕', 'toilet');
  // T-2: a toilet's sensors, every ten minutes for the last hour.
  await ingest(f.server.url, await register(f.admin, 'T-2', '测试公厕二', 'toilet'), Array.from({ length: 7 }, (_, i) => start - (60 - i * 10) * MIN));
  await camera(f.admin, 'CV-1', 'vehicle', plate);
  await ingest(f.server.url, await camera(f.admin, 'CF-1', 'facility', '天子岭垃圾处理场'), [start]);
  await register(f.admin2, 'G-9', '浙A·X0009 洒水车', 'vehicle');
}, 90_000);
afterAll(() => f?.server.close());

// This file's devices (a server on PostgreSQL may also hold the demo city's V-…, T-1…, C-…).
const ours = (rows: Row[]) => rows.filter((r) => /^(G|T|CV|CF)-\d$/.test(r.code));
const devices = async (c: Client, kind: Parameters<typeof S>[0] = 'cargps', filters: Record<string, unknown> = {}) => {
  const r = await c.json<Page<Row>>(S(kind, 'pageList'), { pageSize: 100, ...filters });
  expect(r.result, r.msg).toBe(0);
  return ours(r.data.records);
};
const episodes = async (c: Client, kind: Parameters<typeof S>[0] = 'cargps', filters: Record<string, unknown> = {}) => {
  const r = await c.json<Page<Row>>(S(kind, 'offlinePageList'), { pageSize: 100, ...filters });
  expect(r.result, r.msg).toBe(0);
  return ours(r.data.records);
};
const g1 = async (c: Client = f.admin) => (await devices(c)).find((d) => d.code === 'G-1')!;

describe('device lists (pageList per kind, common/loadEnumValue)', () => {
  it('lists each kind’s devices of the store with state, last heard and the car plate or facility they belong to', async () => {
    const cars = await devices(f.admin);
    expect(cars.map((d) => d.code)).toEqual(['G-1', 'G-2']);
    expect(cars[0]).toMatchObject({ name: `${plate} 压缩车`, belongsTo: plate, state: 'online', watched: 'yes', thresholdMinutes: 5, silentMinutes: 0 });
    expect(cars[1]).toMatchObject({ state: 'offline', heartbeatAt: null });
    expect(String(cars[1]!.belongsTo)).toMatch(/^浙A·Z9999 .*未登记/);
    expect((await devices(f.admin, 'carcamera')).map((d) => [d.code, d.belongsTo])).toEqual([['CV-1', plate]]);
    expect((await devices(f.admin, 'infrascamera')).map((d) => [d.code, d.belongsTo, d.state])).toEqual([['CF-1', '天子岭垃圾处理场', 'online']]);
    expect((await devices(f.admin, 'toiletdevice')).map((d) => [d.code, d.belongsTo, d.thresholdMinutes])).toEqual([
      ['T-1', '测试公厕', 15],
      ['T-2', '测试公厕二', 15],
    ]);
    expect((await devices(f.admin, 'cargps', { state: 'offline' })).map((d) => d.code)).toEqual(['G-2']);
  });

  it('answers the device pages’ tab counts in one call (<kind>/count): the totals the tabs’ lists give', async () => {
    for (const kind of ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const) {
      const counts = await f.admin.json<Record<string, number>>(S(kind, 'count'), {});
      expect(counts.result, counts.msg).toBe(0);
      const total = async (filters: Record<string, unknown>) => (await f.admin.json<Page<Row>>(S(kind, 'pageList'), { pageSize: 1, ...filters })).data.total;
      expect(counts.data).toEqual({ all: await total({}), online: await total({ state: 'online' }), offline: await total({ state: 'offline' }) });
    }
  });

  it('answers the enums by name: kinds, online states, yes/no', async () => {
    const e = await f.admin.json<Record<string, { value: string; label: string }[]>>(S('common', 'loadEnumValue'), {});
    expect(e.result, e.msg).toBe(0);
    expect(e.data.deviceKind!.map((o) => o.value)).toEqual(['cargps', 'carcamera', 'infrascamera', 'toiletdevice']);
    expect(JSON.stringify(e.data.onlineState)).toMatch(/离线/);
  });
});

describe('offline episodes (offlinePageList, offlineDetail, offlineExport)', () => {
  it('lists a device as offline exactly when it has an episode still going, in every kind', async () => {
    for (const kind of ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const) {
      const offline = (await devices(f.admin, kind, { state: 'offline' })).map((d) => d.code).sort();
      const ongoing = (await episodes(f.admin, kind, { ongoing: 'yes' })).map((e) => e.code).sort();
      expect(ongoing, kind).toEqual(offline);
    }
    expect((await devices(f.admin, 'toiletdevice', { state: 'offline' })).map((d) => d.code)).toEqual(['T-1']);
  });

  it('derives episodes from the readings: a 15-minute silence, and after 20 minutes without readings one still going', async () => {
    const before = await episodes(f.admin);
    const gap = before.find((e) => e.code === 'G-1')!;
    expect(gap).toMatchObject({ ongoing: 'no', durationMinutes: 15, belongsTo: plate });
    expect(Date.parse(String(gap.offlineTo).replace(' ', 'T')) - Date.parse(String(gap.offlineFrom).replace(' ', 'T'))).toBe(15 * MIN);
    // G-2 never sent: offline since it was registered, as its state in the list says (one definition of offline).
    expect(before.filter((e) => e.code === 'G-2').map((e) => e.ongoing)).toEqual(['yes']);
    // A toilet reporting every ten minutes has no episode under its 15 minutes; T-1, never heard, is offline from the start.
    expect((await episodes(f.admin, 'toiletdevice')).map((e) => [e.code, e.ongoing])).toEqual([['T-1', 'yes']]);
    f.server.advance(20 * MIN);
    const after = (await episodes(f.admin)).filter((e) => e.code === 'G-1');
    expect(after.map((e) => e.ongoing)).toEqual(['yes', 'no']);
    expect(after[0]!.durationMinutes).toBeGreaterThanOrEqual(20);
    expect(after[0]!.offlineTo).toBeNull();
    expect(await g1()).toMatchObject({ state: 'offline', silentMinutes: 20 });
    expect((await episodes(f.admin, 'cargps', { ongoing: 'yes' })).map((e) => e.code).sort()).toEqual(['G-1', 'G-2']);
    // 20 minutes on, both toilets are over their 15 minutes: T-1 never heard, T-2 silent since its last report.
    expect((await episodes(f.admin, 'toiletdevice')).map((e) => [e.code, e.ongoing]).sort()).toEqual([
      ['T-1', 'yes'],
      ['T-2', 'yes'],
    ]);
  });

  it('answers one device’s episodes over a range, and none before its readings began', async () => {
    const id = (await g1()).id;
    const all = await f.admin.json<Row[]>(S('cargps', 'offlineDetail'), { id });
    expect(all.result, all.msg).toBe(0);
    expect(all.data.map((e) => e.durationMinutes)).toContain(15);
    const early = await f.admin.json<Row[]>(S('cargps', 'offlineDetail'), { id, from: start - 3 * 3600_000, to: start - 40 * MIN });
    expect(early.result, early.msg).toBe(0);
    expect(early.data).toEqual([]);
  });

  it('exports the episodes as an .xlsx workbook', async () => {
    const r = await f.admin.raw(S('cargps', 'offlineExport'), {});
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/spreadsheetml/);
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });
});

describe('settings (update per kind)', () => {
  it('a device’s own threshold changes its state and its episodes; an unwatched device’s episodes leave the list, not its detail', async () => {
    const id = (await g1()).id;
    const saved = await f.admin.json(S('cargps', 'update'), { id, thresholdMinutes: 30, remark: '夜间停运' });
    expect(saved.result, saved.msg).toBe(0);
    expect(await g1()).toMatchObject({ state: 'online', thresholdMinutes: 30, remark: '夜间停运' });
    expect((await episodes(f.admin)).filter((e) => e.code === 'G-1')).toEqual([]);
    expect((await f.admin.json(S('cargps', 'update'), { id, thresholdMinutes: 0, watched: '否' })).result).toBe(0);
    expect(await g1()).toMatchObject({ thresholdMinutes: 5, watched: 'no', remark: '夜间停运' });
    expect((await episodes(f.admin)).filter((e) => e.code === 'G-1')).toEqual([]);
    expect((await f.admin.json<Row[]>(S('cargps', 'offlineDetail'), { id })).data.length).toBe(2);
    expect((await f.admin.json(S('cargps', 'update'), { code: 'G-1', watched: 'yes' })).result).toBe(0);
    expect((await g1()).watched).toBe('yes');
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await g1();
    const bad: Record<string, unknown>[] = [
      { id: before.id, thresholdMinutes: 'abc' },
      { id: before.id, thresholdMinutes: -1 },
      { id: before.id, thresholdMinutes: 99999, remark: '不该保存' },
      { id: before.id, watched: 'maybe' },
      { id: before.id, remark: 'x'.repeat(201) },
      { id: before.id },
      { id: 12345, thresholdMinutes: 10 },
      { thresholdMinutes: 10 },
    ];
    for (const body of bad) {
      const r = await f.admin.json(S('cargps', 'update'), body);
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.msg).not.toMatch(/at |Error/);
    }
    // A camera's row id is not a vehicle GPS device.
    const cam = (await devices(f.admin, 'carcamera'))[0]!;
    expect((await f.admin.json(S('cargps', 'update'), { id: cam.id, thresholdMinutes: 10 })).result).not.toBe(0);
    expect((await f.admin.json(S('cargps', 'offlineDetail'), { id: before.id, from: '2026-01-02', to: '2026-01-01' })).result).not.toBe(0);
    expect((await f.admin.json(S('cargps', 'offlinePageList'), { offlineFromStart: '2025-01-01', offlineFromEnd: '2026-01-01' })).result).not.toBe(0);
    expect(await g1()).toEqual({ ...before, silentMinutes: expect.any(Number) as number });
  });

  it('keeps each tenant to its own devices', async () => {
    expect((await devices(f.admin2)).map((d) => d.code)).toEqual(['G-9']);
    expect((await episodes(f.admin2)).every((e) => e.code === 'G-9')).toBe(true);
    const mine = await g1();
    expect((await f.admin2.json(S('cargps', 'update'), { id: mine.id, thresholdMinutes: 60 })).result).not.toBe(0);
    expect((await f.admin2.json(S('cargps', 'update'), { code: 'G-1', thresholdMinutes: 60 })).result).not.toBe(0);
    expect((await f.admin2.json(S('cargps', 'offlineDetail'), { id: mine.id })).result).not.toBe(0);
    expect((await g1()).thresholdMinutes).toBe(mine.thresholdMinutes);
  });

  it('lets the read-only user read every list and change nothing', async () => {
    const mine = await g1();
    expect((await devices(f.viewer)).map((d) => d.code)).toEqual(['G-1', 'G-2']);
    expect((await f.viewer.json<Row[]>(S('cargps', 'offlineDetail'), { id: mine.id })).result).toBe(0);
    const r = await f.viewer.json(S('cargps', 'update'), { id: mine.id, thresholdMinutes: 60 });
    expect(r.result).not.toBe(0);
    expect((await g1()).thresholdMinutes).toBe(mine.thresholdMinutes);
  });
});

describe('one definition of offline', () => {
  it('gives the platform’s device list the state the monitor shows: a toilet is offline after 15 minutes, a vehicle after 5', async () => {
    const now = f.server.now();
    await ingest(f.server.url, await register(f.admin, 'G-5', '浙A·Z5555 测试车', 'vehicle'), [now]);
    await ingest(f.server.url, await register(f.admin, 'T-5', '测试公厕五', 'toilet'), [now]);
    f.server.advance(8 * MIN);
    const listed = await f.admin.json<{ code: string; online: boolean }[]>('/cloud/devices/rest/device/list', {});
    expect(listed.result, listed.msg).toBe(0);
    const online = new Map(listed.data.map((d) => [d.code, d.online]));
    expect([online.get('G-5'), online.get('T-5')]).toEqual([false, true]);
    for (const kind of ['cargps', 'toiletdevice'] as const) {
      for (const d of await devices(f.admin, kind)) expect(online.get(d.code), d.code).toBe(d.state === 'online');
    }
  });
});
