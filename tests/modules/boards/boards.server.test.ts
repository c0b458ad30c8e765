// The terminal boards over real HTTP (the platform's device store, 垃圾收运's plants and weighings):
// terminal data against the store's device list; a new vehicle's fix and fuel, and a new toilet's meter,
// ingested now and read back by productMapPosition, terminalEnergyConsumption (a refuel not counted as
// use, a day without readings "--") and the real-time board; the plants with their intake today by the
// weight rule against 垃圾收运's weighings; bad input refused; the other tenant's devices invisible; a
// user without 垃圾分类 refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCall } from '../../../kit/resource';
import { loadWeight } from '../../../kit/waste/loadWeight';
import { call, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';
import { call as http } from '../../server/helpers';

const ctx = suiteContext(['boards', 'ljszy', 'zszy']);
type Row = Record<string, unknown>;
const CP = '/cloud/zd/jg/api/cp';
const D = '/cloud/devices/rest';
const data = async <T = Row>(path: string, fields: Row = {}, token?: string) => {
  const a = await call(ctx(), parseCall(path), fields, token ?? ctx().token);
  expect(a.result, `${path}: ${a.msg}`).toBe(0);
  return a.data as T;
};
const refused = async (path: string, fields: Row, token?: string) => {
  const a = await call(ctx(), parseCall(path), fields, token ?? ctx().token);
  expect(a.result, `${path} should be refused`).not.toBe(0);
  return a.msg;
};
type Device = { id: string; key: string };
let car: Device;
let toilet: Device;
const today = () => {
  const d = new Date(ctx().server.now());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  const save = async (code: string, name: string, kind: string) => (await http(ctx().server.url, `${D}/device/save`, { token: ctx().token, json: { code, name, kind } })).body.data as Device;
  car = await save('V-B01', '浙A·B0001 测试车', 'vehicle');
  toilet = await save('T-B01', '测试公厕', 'toilet');
  const now = ctx().server.now();
  // Readings within the last hour of today (the test keeps clear of midnight by starting at most 50 minutes back).
  const back = Math.min(50 * 60_000, now - new Date(today()).setHours(0, 0, 0, 0) - 60_000);
  const t = (f: number) => now - back + f * back;
  const ingest = (d: Device, readings: unknown) => http(ctx().server.url, `${D}/ingest`, { json: { deviceId: d.id, readings }, headers: { 'x-device-key': d.key } });
  expect((await ingest(car, [
    { t: t(0), values: { lng: 120.2, lat: 30.25, fuel: 60 } },
    { t: t(0.3), values: { lng: 120.21, lat: 30.26, fuel: 58 } },
    { t: t(0.6), values: { lng: 120.22, lat: 30.27, fuel: 70 } },
    { t: t(0.9), values: { lng: 120.23, lat: 30.28, fuel: 69 } },
  ])).status).toBe(200);
  expect((await ingest(toilet, [
    { t: t(0), values: { kwh: 100, nh3: 1.2 } },
    { t: t(0.9), values: { kwh: 103.5, nh3: 1.4 } },
  ])).status).toBe(200);
});

describe('the terminal screen’s calls', () => {
  it('terminalData counts the store’s devices, online and offline adding up, and today’s alarms', async () => {
    const devices = (await http(ctx().server.url, `${D}/device/list`, { token: ctx().token })).body.data as Row[] | { records: Row[] };
    const count = Array.isArray(devices) ? devices.length : devices.records.length;
    const stats = await data<{ label: string; value: number }[]>(`POST ${CP}/terminalData`, { asOf: new Date(ctx().server.now()).toISOString() });
    const v = (k: string) => stats.find((s) => s.label === `boards.data.${k}`)!.value;
    expect(v('terminals')).toBe(count);
    expect(v('online') + v('offline')).toBe(count);
    expect(v('online')).toBeGreaterThanOrEqual(2);
    expect(v('alarms')).toBeGreaterThanOrEqual(0);
  });

  it('productMapPosition puts each vehicle terminal at its last fix, with its fuel and device id', async () => {
    const rows = await data<Row[]>(`POST ${CP}/productMapPosition`);
    expect(rows.find((r) => r.deviceId === car.id)).toMatchObject({ code: 'V-B01', lng: 120.23, lat: 30.28, value: 69, online: true });
    expect(rows.every((r) => r.deviceId !== toilet.id)).toBe(true);
  });

  it('terminalEnergyConsumption adds the meter’s rise and the fuel’s falls (a refuel is no use); a day without readings is null', async () => {
    const before = await data<{ categories: string[]; series: { name: string; data: (number | null)[] }[] }>(`POST ${CP}/terminalEnergyConsumption`, { days: 3 });
    expect(before.categories).toHaveLength(3);
    expect(before.categories[2]).toBe(today());
    const [kwh, fuel] = before.series;
    expect(kwh!.data[2]).toBeGreaterThanOrEqual(3.5);
    expect(fuel!.data[2]).toBeGreaterThanOrEqual(3);
    // Before the devices' first reading (days of a week ago, the demo's seeded hours are recent): none.
    const weekAgo = new Date(ctx().server.now() - 10 * 86_400_000).toISOString();
    const old = await data<{ series: { data: (number | null)[] }[] }>(`POST ${CP}/terminalEnergyConsumption`, { days: 2, asOf: weekAgo });
    expect(old.series.every((s) => s.data.every((v) => v === null))).toBe(true);
  });

  it('the real-time board shows every terminal with its state and latest reading', async () => {
    const rows = await data<Row[]>(`POST ${CP}/realTime/deviceBoard.smvc`);
    const stats = await data<{ label: string; value: number }[]>(`POST ${CP}/terminalData`);
    expect(rows).toHaveLength(stats[0]!.value);
    expect(rows.find((r) => r.id === toilet.id)).toMatchObject({ kind: 'boards.kind.toilet', state: 'boards.state.online', values: { kwh: 103.5, nh3: 1.4 } });
    expect(rows.find((r) => r.id === car.id)).toMatchObject({ kind: 'boards.kind.vehicle', values: { fuel: 69 } });
  });

  it('dealFactoryMapInfo places 垃圾收运’s plants with their intake today by the weight rule', async () => {
    const plants = await data<Row[]>(`POST ${CP}/dealFactoryMapInfo`);
    const facilities = (await data<{ records: Row[] }>('POST /cloud/ljszy/facilityInfo/pageList', { pageSize: 1000 })).records.filter((f) => ['transfer', 'incinerator', 'landfill'].includes(String(f.facilityType)));
    expect(plants.map((p) => p.id).sort()).toEqual(facilities.map((f) => f.id).sort());
    const loads = (await data<{ records: Row[] }>('POST /cloud/ljszy/carWeightOperate/pageList', { pageSize: 1000, weighTimeStart: `${today()} 00:00:00`, weighTimeEnd: `${today()} 23:59:59` })).records;
    for (const p of plants) {
      const weights = loads.filter((l) => l.facilityId === p.id).map((l) => loadWeight({ gross: l.grossWeight as number, tare: l.tareWeight as number }));
      const valid = weights.filter((w): w is number => w !== null);
      if (valid.length) expect(p.value).toBeCloseTo(valid.reduce((s, w) => s + w, 0), 2);
      // kit/waste/loadWeight.ts: no load yet today is a known 0 t (early in the day); loads none of which has a weight are unknown.
      else expect(p.value).toBe(weights.length ? null : 0);
      expect(p.loads).toBe(valid.length);
    }
  });
});

describe('refusals, tenants and rights', () => {
  it('refuses bad parameters with a message', async () => {
    expect(await refused(`POST ${CP}/terminalEnergyConsumption`, { days: 40 })).toMatch(/days/);
    expect(await refused(`POST ${CP}/terminalData`, { asOf: 'soon' })).toMatch(/asOf/);
    expect(await refused(`POST ${CP}/productMapPosition`, { asOf: 'soon' })).toMatch(/asOf/);
  });

  it('the other tenant sees none of these devices', async () => {
    const rows = await data<Row[]>(`POST ${CP}/realTime/deviceBoard.smvc`, {}, ctx().token2);
    expect(rows.some((r) => r.id === car.id || r.id === toilet.id)).toBe(false);
    expect((await data<Row[]>(`POST ${CP}/productMapPosition`, {}, ctx().token2)).some((r) => r.deviceId === car.id)).toBe(false);
  });

  it('refuses a user without 垃圾分类', async () => {
    const ops = await signIn(ctx().server.url, 'ops', 'Ops@2026');
    for (const p of ['terminalData', 'terminalEnergyConsumption', 'productMapPosition', 'dealFactoryMapInfo', 'realTime/deviceBoard.smvc']) await refused(`POST ${CP}/${p}`, {}, ops.token);
  });
});
