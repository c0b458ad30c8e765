/**
 * The public toilets' ledger over real HTTP (gcgl = 公厕管理), every call of the ledger half: common
 * (getRegion, loadEnumValue, getEqpList, loadToiletEquipmentTree), equipmentManage (pageList, export,
 * update, delete, syncPointer, statsInfoPageList, statsInfoExport, getAnalysisInfo, getList, getGcList),
 * deviceManage (pageList, update, delete, deviceSubPageList, updateDeviceSub, deleteDeviceSub,
 * getToiletList), sensorManage (pageList, getHistoryData, export) and waterElectric/pageList. Readings
 * come from the device store: devices this file registers and posts readings to with their keys —
 * T-101 and T-105 (never heard), which the seeded gateways name, and TG-1 — so the figures are known. Each call: the happy path,
 * bad input refused with a message and nothing written, another tenant's rows out of reach, and the
 * read-only user refused every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client, type Envelope, type Page } from '../clgl/support';

type Row = Record<string, unknown> & { id: number };

let server: TestServer;
let admin: Client;
let admin2: Client;
let viewer: Client;

/** A call of the area: `/cloud/gcgl/<entity>/<op>`. */
const G = (entity: string, op: string) => `/cloud/gcgl/${entity}/${op}`;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const midnight = (t: number) => {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};
const dayText = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const ok = <T>(r: Envelope<T>) => {
  expect(r.result, r.msg).toBe(0);
  return r.data;
};
const page = async (c: Client, entity: string, op: string, filters: Record<string, unknown> = {}) => ok(await c.json<Page<Row>>(G(entity, op), { pageSize: 100, ...filters })).records;
const toilets = (c: Client, filters: Record<string, unknown> = {}) => page(c, 'equipmentManage', 'pageList', filters);
const toiletCount = async (c: Client = admin) => ok(await c.json<Page>(G('equipmentManage', 'pageList'), { pageSize: 1 })).total;
const subCount = async () => ok(await admin.json<Page>(G('deviceManage', 'deviceSubPageList'), { pageSize: 1 })).total;

/** Registers a toilet device of the store and posts readings with its key. */
async function device(c: Client, code: string, name: string) {
  return ok(await c.json<{ id: string; key: string }>('/cloud/devices/rest/device/save', { code, name, kind: 'toilet' }));
}
async function ingest(d: { id: string; key: string }, readings: { t: number; values: Record<string, number> }[]) {
  const r = await fetch(`${server.url}/cloud/devices/rest/ingest`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': d.key }, body: JSON.stringify({ deviceId: d.id, readings }) });
  expect(((await r.json()) as Envelope).result).toBe(0);
}

// This file's toilet GC-T01 with gateway TG-1 and four sub-devices; readings of yesterday 10:00–10:30
// and a position at 10:30.
let yesterday = 0;
let mine: { toiletId: number; gatewayId: number; subs: Record<string, number> };
beforeAll(async () => {
  // No demo city (its hours of readings make a PostgreSQL start slow): the seeded gateways name T-101…
  // by code, so the file registers T-101 (heard now) and T-105 (never heard) itself.
  server = await startServer({ modules: ['gcgl'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  [admin, admin2, viewer] = [client(server.url, a.token), client(server.url, b.token), client(server.url, v.token)];
  yesterday = midnight(server.now()) - DAY;
  await ingest(await device(admin, 'T-101', '武林广场公厕'), [{ t: server.now() - 60_000, values: { nh3: 1.2, visitors: 8, water: 60 } }]);
  await device(admin, 'T-105', '六和塔公厕');
  const tg = await device(admin, 'TG-1', '测试公厕网关');
  const at = (m: number) => yesterday + 10 * HOUR + m * 60_000;
  await ingest(tg, [
    { t: at(0), values: { nh3: 1, visitors: 10, water: 80, kwh: 100 } },
    { t: at(10), values: { nh3: 2, visitors: 20, water: 70, kwh: 101.5 } },
    { t: at(20), values: { nh3: 3, visitors: 5, water: 90, kwh: 102 } },
    { t: at(30), values: { nh3: 2, visitors: 0, water: 85, kwh: 104, lng: 120.15, lat: 30.25 } },
  ]);
  await device(admin2, 'TG-9', '他单位公厕网关');
  const regions = await page(admin, 'common', 'getRegion');
  const created = ok(await admin.json<Row>(G('equipmentManage', 'update'), { toiletCode: 'GC-T01', toiletName: '测试公厕', regionId: regions[0]!.id, level: 'second', state: 'open', address: '测试路1号' }));
  const gw = ok(await admin.json<Row>(G('deviceManage', 'update'), { deviceCode: 'TG-1', deviceName: '测试公厕网关', toiletId: created.id, model: 'GW-400' }));
  const subs: Record<string, number> = {};
  for (const [code, subType, metric, capacity] of [['TG-1-NH3', 'nh3', 'nh3', null], ['TG-1-PF', 'visitors', 'visitors', null], ['TG-1-SX', 'waterLevel', 'water', 1000], ['TG-1-DB', 'electricMeter', 'kwh', null]] as const) {
    subs[code] = ok(await admin.json<Row>(G('deviceManage', 'updateDeviceSub'), { subCode: code, subName: `测试${subType}`, gatewayId: gw.id, subType, metric, place: 'equipment', ...(capacity ? { capacity } : {}) })).id;
  }
  mine = { toiletId: created.id, gatewayId: gw.id, subs };
}, 120_000);
afterAll(() => server?.close());

describe('choices: common/getRegion, loadEnumValue, getEqpList, loadToiletEquipmentTree', () => {
  it("answers each tenant's own regions and the module's enums", async () => {
    expect((await page(admin, 'common', 'getRegion')).map((r) => r.regionName)).toEqual(['上城区', '拱墅区', '西湖区', '滨江区']);
    expect((await page(admin2, 'common', 'getRegion')).map((r) => r.regionName)).toEqual(['西湖区', '余杭区']);
    const enums = ok(await admin.json<Record<string, { value: string; label: string }[]>>(G('common', 'loadEnumValue'), {}));
    expect(enums.subType!.map((o) => o.value)).toContain('waterLevel');
    expect(JSON.stringify(enums)).toMatch(/氨气传感器/);
  });

  it('answers the toilets as choices, of a region when asked, and refuses a region of another tenant', async () => {
    const all = ok(await admin.json<{ value: number; label: string; code: string }[]>(G('common', 'getEqpList'), {}));
    expect(all.map((o) => o.label)).toEqual(expect.arrayContaining(['武林广场公厕', '测试公厕']));
    expect(all.map((o) => o.label)).not.toContain('西溪湿地公厕');
    const regions = await page(admin, 'common', 'getRegion');
    const gongshu = regions.find((r) => r.regionName === '拱墅区')!;
    expect(ok(await admin.json<{ label: string }[]>(G('common', 'getEqpList'), { regionId: gongshu.id })).map((o) => o.label)).toEqual(['武林广场公厕', '西湖文化广场公厕']);
    expect((await admin.json(G('common', 'getEqpList'), { regionId: 'x' })).msg).toMatch(/区域不存在/);
  });

  it('answers the tree region → toilet → gateway (with its state) → sub-devices', async () => {
    type Node = { id: string; title: string; state: string; children?: Node[] };
    const tree = ok(await admin.json<Node[]>(G('common', 'loadToiletEquipmentTree'), {}));
    expect(tree.map((r) => r.title)).toEqual(['上城区', '拱墅区', '西湖区', '滨江区']);
    const wulin = tree[1]!.children!.find((t) => t.title === '武林广场公厕')!;
    expect(wulin.children!.map((g) => [g.title, g.state])).toEqual([['武林广场公厕网关（T-101）', '在线']]);
    expect(wulin.children![0]!.children!.map((s) => s.title)).toContain('客流计数器（T-101-PF）');
    const liuhe = tree[2]!.children!.find((t) => t.title === '六和塔公厕')!;
    expect(liuhe.children![0]!.state).toBe('离线');
    expect(JSON.stringify(ok(await admin2.json(G('common', 'loadToiletEquipmentTree'), {})))).not.toMatch(/武林/);
  });
});

describe('toilets: equipmentManage pageList, getList, update, delete, export, getGcList, getAnalysisInfo', () => {
  it('creates a toilet without an id, updates it with one, lists, filters and deletes it', async () => {
    const regions = await page(admin, 'common', 'getRegion');
    const body = { toiletCode: 'GC-T02', toiletName: '临时公厕', regionId: regions[3]!.id, level: 'mobile', state: 'open', phone: '0571-88886666' };
    const { id } = ok(await admin.json<Row>(G('equipmentManage', 'update'), body));
    ok(await admin.json(G('equipmentManage', 'update'), { ...body, id, state: 'repair' }));
    expect((await toilets(admin, { toiletCode: 'GC-T02' }))[0]).toMatchObject({ id, state: 'repair', level: 'mobile', regionId: regions[3]!.id });
    expect((await toilets(admin, { regionId: regions[3]!.id })).map((t) => t.toiletCode)).toEqual(['GC-0007', 'GC-T02']);
    const unpaged = ok(await admin.json<Row[] | Page<Row>>(G('equipmentManage', 'getList'), { state: 'repair' }));
    const rows = Array.isArray(unpaged) ? unpaged : unpaged.records;
    expect(rows.map((t) => t.toiletCode)).toEqual(['GC-T02']);
    ok(await admin.json(G('equipmentManage', 'delete'), { ids: String(id) }));
    expect(await toilets(admin, { toiletCode: 'GC-T02' })).toEqual([]);
  });

  it('refuses bad toilets with a message naming what is wrong, and writes nothing', async () => {
    const before = await toiletCount();
    const regions = await page(admin, 'common', 'getRegion');
    const good = { toiletCode: 'GC-T03', toiletName: '坏数据公厕', regionId: regions[0]!.id, level: 'first', state: 'open' };
    expect((await admin.json(G('equipmentManage', 'update'), { ...good, toiletCode: 'bad code' })).msg).toMatch(/公厕编号应为3至20位/);
    expect((await admin.json(G('equipmentManage', 'update'), { ...good, toiletCode: 'GC-0001' })).msg).toMatch(/已存在/);
    expect((await admin.json(G('equipmentManage', 'update'), { ...good, level: 'fifth' })).result).not.toBe(0);
    expect((await admin.json(G('equipmentManage', 'update'), { ...good, regionId: 99_999 })).result).not.toBe(0);
    expect((await admin.json(G('equipmentManage', 'update'), { ...good, phone: '电话' })).msg).toMatch(/联系电话/);
    expect((await admin.json(G('equipmentManage', 'delete'), { ids: '' })).result).not.toBe(0);
    expect(await toiletCount()).toBe(before);
  });

  it("keeps tenant 1's toilets from tenant 2 and the read-only user: not listed, changed or deleted", async () => {
    expect((await toilets(admin2)).map((t) => t.toiletName)).not.toContain('测试公厕');
    expect((await admin2.json(G('equipmentManage', 'update'), { id: mine.toiletId, toiletCode: 'GC-T01', toiletName: '改名', regionId: 1, level: 'first', state: 'open' })).result).not.toBe(0);
    expect((await admin2.json(G('equipmentManage', 'delete'), { ids: String(mine.toiletId) })).result).not.toBe(0);
    expect((await viewer.json(G('equipmentManage', 'update'), { id: mine.toiletId, toiletName: '改名' })).result).not.toBe(0);
    expect((await viewer.json(G('equipmentManage', 'delete'), { ids: String(mine.toiletId) })).result).not.toBe(0);
    expect((await toilets(viewer, { toiletCode: 'GC-T01' }))[0]).toMatchObject({ toiletName: '测试公厕' });
  });

  it('exports the toilets as a workbook', async () => {
    const r = await admin.raw(G('equipmentManage', 'export'), {});
    expect(r.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect((await r.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("answers a region's toilets (getGcList) and refuses another tenant's region", async () => {
    const regions = await page(admin, 'common', 'getRegion');
    const list = ok(await admin.json<Row[]>(G('equipmentManage', 'getGcList'), { regionId: regions[0]!.id }));
    expect(list.map((t) => t.toiletName)).toEqual(['湖滨公厕', '杭州东站北公厕', '钱江新城公厕', '测试公厕']);
    const other = (await page(admin2, 'common', 'getRegion'))[0]!;
    expect((await admin.json(G('equipmentManage', 'getGcList'), { regionId: other.id })).msg).toMatch(/区域不存在/);
  });

  it('sums the ledger for the page header (getAnalysisInfo)', async () => {
    const info = ok(await admin.json<Record<string, number>>(G('equipmentManage', 'getAnalysisInfo'), {}));
    expect(info).toMatchObject({ toiletCount: 8, regionCount: 4, gatewayCount: 6, withDeviceCount: 6, sensorCount: 29 });
    expect(info.onlineCount! + info.offlineCount!).toBe(6);
    expect(info.offlineCount).toBeGreaterThanOrEqual(1); // T-105 never heard
    expect(info.visitorsToday).toBeGreaterThanOrEqual(0);
    expect(ok(await admin2.json<Record<string, number>>(G('equipmentManage', 'getAnalysisInfo'), {}))).toMatchObject({ toiletCount: 2, gatewayCount: 1 });
  });
});

describe('the map point: equipmentManage/syncPointer', () => {
  it('sets a picked point, or the gateway’s last position when none is given', async () => {
    const picked = ok(await admin.json<Row>(G('equipmentManage', 'syncPointer'), { id: mine.toiletId, lng: '120.2', lat: '30.3' }));
    expect(picked).toMatchObject({ location: { lng: 120.2, lat: 30.3 }, pointSource: 'picked' });
    const fromDevice = ok(await admin.json<Row>(G('equipmentManage', 'syncPointer'), { id: mine.toiletId }));
    expect(fromDevice).toMatchObject({ location: { lng: 120.15, lat: 30.25 }, pointSource: 'device' });
    expect((await toilets(admin, { toiletCode: 'GC-T01' }))[0]).toMatchObject({ location: { lng: 120.15, lat: 30.25 }, pointSource: 'device' });
  });

  it('refuses bad coordinates, a toilet whose devices sent no position, another tenant and the read-only user, changing nothing', async () => {
    const wulin = (await toilets(admin, { toiletCode: 'GC-0001' }))[0]!;
    expect((await admin.json(G('equipmentManage', 'syncPointer'), { id: wulin.id, lng: '200', lat: '30' })).msg).toMatch(/经度/);
    expect((await admin.json(G('equipmentManage', 'syncPointer'), { id: wulin.id, lng: '120.1' })).msg).toMatch(/经度/);
    expect((await admin.json(G('equipmentManage', 'syncPointer'), { id: wulin.id })).msg).toMatch(/没有上报位置/);
    expect((await admin2.json(G('equipmentManage', 'syncPointer'), { id: wulin.id, lng: '120', lat: '30' })).msg).toMatch(/公厕不存在/);
    expect((await viewer.json(G('equipmentManage', 'syncPointer'), { id: wulin.id, lng: '120', lat: '30' })).result).not.toBe(0);
    expect((await toilets(admin, { toiletCode: 'GC-0001' }))[0]).toMatchObject({ location: wulin.location, pointSource: 'seed' });
  });
});

describe('gateways and sub-devices: deviceManage', () => {
  it("lists gateways and a gateway's sub-devices, updates and deletes a sub-device, counts gateways per toilet", async () => {
    const gws = await page(admin, 'deviceManage', 'pageList', { toiletId: mine.toiletId });
    expect(gws.map((g) => g.deviceCode)).toEqual(['TG-1']);
    const subs = await page(admin, 'deviceManage', 'deviceSubPageList', { gatewayId: mine.gatewayId });
    expect(subs.map((s) => s.subCode)).toEqual(['TG-1-DB', 'TG-1-NH3', 'TG-1-PF', 'TG-1-SX']);
    const extra = ok(await admin.json<Row>(G('deviceManage', 'updateDeviceSub'), { subCode: 'TG-1-WD', subName: '温度', gatewayId: mine.gatewayId, subType: 'temperature', metric: 'temp' }));
    ok(await admin.json(G('deviceManage', 'updateDeviceSub'), { id: extra.id, subCode: 'TG-1-WD', subName: '室温', gatewayId: mine.gatewayId, subType: 'temperature', metric: 'temp' }));
    expect((await page(admin, 'deviceManage', 'deviceSubPageList', { subCode: 'TG-1-WD' }))[0]).toMatchObject({ subName: '室温' });
    ok(await admin.json(G('deviceManage', 'deleteDeviceSub'), { ids: String(extra.id) }));
    expect(await page(admin, 'deviceManage', 'deviceSubPageList', { subCode: 'TG-1-WD' })).toEqual([]);
    const counts = ok(await admin.json<Row[]>(G('deviceManage', 'getToiletList'), {}));
    expect(counts.find((t) => t.toiletCode === 'GC-T01')).toMatchObject({ gatewayCount: 1 });
    expect(counts.find((t) => t.toiletCode === 'GC-0006')).toMatchObject({ gatewayCount: 0 });
  });

  it("creates, updates and deletes a gateway naming one of the tenant's toilet devices", async () => {
    await device(admin, 'TG-2', '备用网关');
    const { id } = ok(await admin.json<Row>(G('deviceManage', 'update'), { deviceCode: 'TG-2', deviceName: '备用网关', toiletId: mine.toiletId }));
    ok(await admin.json(G('deviceManage', 'update'), { id, deviceCode: 'TG-2', deviceName: '二号网关', toiletId: mine.toiletId }));
    expect((await page(admin, 'deviceManage', 'pageList', { deviceCode: 'TG-2' }))[0]).toMatchObject({ deviceName: '二号网关' });
    ok(await admin.json(G('deviceManage', 'delete'), { ids: String(id) }));
    expect(await page(admin, 'deviceManage', 'pageList', { deviceCode: 'TG-2' })).toEqual([]);
  });

  it("refuses a device code the store does not hold for the tenant, bad sub-devices, another tenant's rows and the read-only user", async () => {
    const gwTotal = (await page(admin, 'deviceManage', 'pageList')).length;
    const subs = await subCount();
    expect((await admin.json(G('deviceManage', 'update'), { deviceCode: 'NOPE-1', deviceName: '无', toiletId: mine.toiletId })).msg).toMatch(/不是本单位已登记的公厕设备/);
    expect((await admin.json(G('deviceManage', 'update'), { deviceCode: 'TG-9', deviceName: '他单位', toiletId: mine.toiletId })).msg).toMatch(/不是本单位/);
    expect((await admin.json(G('deviceManage', 'update'), { deviceCode: 'T-101', deviceName: '重复', toiletId: mine.toiletId })).msg).toMatch(/已存在/);
    expect((await admin.json(G('deviceManage', 'updateDeviceSub'), { subCode: 'TG-1-X', subName: 'x', gatewayId: mine.gatewayId, subType: 'nh3', metric: '1bad' })).msg).toMatch(/读数指标/);
    expect((await admin.json(G('deviceManage', 'updateDeviceSub'), { subCode: 'TG-1-X', subName: 'x', gatewayId: mine.gatewayId, subType: 'smell', metric: 'nh3' })).result).not.toBe(0);
    expect((await admin2.json(G('deviceManage', 'updateDeviceSub'), { subCode: 'TG-9-X', subName: 'x', gatewayId: mine.gatewayId, subType: 'nh3', metric: 'nh3' })).result).not.toBe(0);
    expect((await admin2.json(G('deviceManage', 'delete'), { ids: String(mine.gatewayId) })).result).not.toBe(0);
    expect((await admin2.json(G('deviceManage', 'deleteDeviceSub'), { ids: String(mine.subs['TG-1-NH3']) })).result).not.toBe(0);
    expect((await viewer.json(G('deviceManage', 'deleteDeviceSub'), { ids: String(mine.subs['TG-1-NH3']) })).result).not.toBe(0);
    expect((await viewer.json(G('deviceManage', 'update'), { deviceCode: 'TG-1', deviceName: 'x', toiletId: mine.toiletId })).result).not.toBe(0);
    // A toilet with a gateway, and a gateway with sub-devices, stay.
    expect((await admin.json(G('equipmentManage', 'delete'), { ids: String(mine.toiletId) })).result).not.toBe(0);
    expect((await admin.json(G('deviceManage', 'delete'), { ids: String(mine.gatewayId) })).result).not.toBe(0);
    expect(await toilets(admin, { toiletCode: 'GC-T01' })).toHaveLength(1);
    expect(await page(admin2, 'deviceManage', 'pageList')).toHaveLength(1);
    expect((await page(admin, 'deviceManage', 'pageList')).length).toBe(gwTotal);
    expect(await subCount()).toBe(subs);
  });
});

describe('sensors: sensorManage pageList, getHistoryData, export', () => {
  it('lists each sub-device with its latest reading and its gateway’s state', async () => {
    const rows = await page(admin, 'sensorManage', 'pageList', { toiletId: mine.toiletId });
    const byCode = Object.fromEntries(rows.map((r) => [r.subCode, r]));
    // TG-1 was heard when its batch came (online), its last readings are yesterday's.
    expect(byCode['TG-1-NH3']).toMatchObject({ toiletName: '测试公厕', deviceCode: 'TG-1', value: 2, unit: 'ppm', state: 'online', readAt: `${dayText(yesterday)} 10:30:00` });
    expect(byCode['TG-1-DB']).toMatchObject({ value: 104, unit: '千瓦时' });
    const live = await page(admin, 'sensorManage', 'pageList', { deviceCode: 'T-101' });
    expect(live.find((r) => r.subType === 'visitors')).toMatchObject({ state: 'online' });
    expect(typeof live.find((r) => r.subType === 'nh3')!.value).toBe('number');
    expect((await page(admin, 'sensorManage', 'pageList', { deviceCode: 'T-105' })).every((r) => r.state === 'offline' && r.value === null)).toBe(true);
    expect((await page(admin, 'sensorManage', 'pageList', { state: 'online' })).every((r) => r.state === 'online')).toBe(true);
    expect((await page(admin2, 'sensorManage', 'pageList')).map((r) => r.deviceCode)).toEqual(Array(5).fill('T-201'));
  });

  it("answers a sensor's readings over a range in buckets for the chart", async () => {
    const from = `${dayText(yesterday)} 10:00:00`;
    const to = `${dayText(yesterday)} 11:00:00`;
    const h = ok(await admin.json<{ points: Row[]; categories: string[]; series: { data: number[] }[] }>(G('sensorManage', 'getHistoryData'), { id: mine.subs['TG-1-NH3'], from, to, points: 10 }));
    expect(h.points.map((p) => p.avg)).toEqual([1, 2, 3, 2]);
    expect(h.series[0]!.data).toEqual([1, 2, 3, 2]);
    expect(h.categories).toHaveLength(4);
    const coarse = ok(await admin.json<{ points: Row[] }>(G('sensorManage', 'getHistoryData'), { subCode: 'TG-1-NH3', from, to: `${dayText(yesterday + DAY)}`, points: 10 }));
    expect(coarse.points).toHaveLength(1);
    expect(coarse.points[0]).toMatchObject({ avg: 2, min: 1, max: 3, count: 4 });
  });

  it("refuses a bad range or point count and another tenant's sensor", async () => {
    expect((await admin.json(G('sensorManage', 'getHistoryData'), { id: mine.subs['TG-1-NH3'], from: '2026-01-02', to: '2026-01-01' })).msg).toMatch(/时间范围不正确/);
    expect((await admin.json(G('sensorManage', 'getHistoryData'), { id: mine.subs['TG-1-NH3'], from: 'yesterday' })).msg).toMatch(/时间范围不正确/);
    expect((await admin.json(G('sensorManage', 'getHistoryData'), { id: mine.subs['TG-1-NH3'], points: 5 })).msg).toMatch(/点数/);
    expect((await admin2.json(G('sensorManage', 'getHistoryData'), { id: mine.subs['TG-1-NH3'] })).msg).toMatch(/传感器不存在/);
    expect((await admin.json(G('sensorManage', 'getHistoryData'), {})).msg).toMatch(/传感器不存在/);
  });

  it('exports the sensors as a workbook, and refuses the export to the read-only user (it needs its function)', async () => {
    const r = await admin.raw(G('sensorManage', 'export'), { toiletId: mine.toiletId });
    expect(r.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(((await (await viewer.raw(G('sensorManage', 'export'), {})).json()) as Envelope).result).not.toBe(0);
  });
});

describe('statistics: equipmentManage statsInfoPageList, statsInfoExport; waterElectric/pageList', () => {
  it('sums a toilet’s day: visitors, ammonia, water from the tank level’s drops, electricity from the meter', async () => {
    const day = dayText(yesterday);
    const [row] = await page(admin, 'equipmentManage', 'statsInfoPageList', { toiletId: mine.toiletId, statDateStart: day, statDateEnd: day });
    // Visitors 10+20+5+0; ammonia mean 2, highest 3; water: drops 80→70 and 90→85 of a 1 000 L tank = 150 L; kWh 100 → 104.
    expect(row).toMatchObject({ toiletCode: 'GC-T01', regionName: '上城区', days: 1, visitors: 35, nh3Avg: 2, nh3Max: 3, waterM3: 0.15, electricKwh: 4, alarmCount: 0, commentAvg: null });
    const [seeded] = await page(admin, 'equipmentManage', 'statsInfoPageList', { toiletId: (await toilets(admin, { toiletCode: 'GC-0006' }))[0]!.id });
    expect(seeded).toMatchObject({ days: 7, visitors: null, waterM3: null, electricKwh: null });
    const all = await page(admin, 'equipmentManage', 'statsInfoPageList');
    expect(all.map((r) => r.toiletCode)).toEqual(['GC-0001', 'GC-0002', 'GC-0003', 'GC-0004', 'GC-0005', 'GC-0006', 'GC-0007', 'GC-T01']);
    expect(Number(all[0]!.visitors)).toBeGreaterThan(0);
    expect((await page(admin2, 'equipmentManage', 'statsInfoPageList')).map((r) => r.toiletName)).toEqual(['西溪湿地公厕', '未来科技城公厕']);
  });

  it('answers water and electricity per toilet and day, newest day first', async () => {
    const day = dayText(yesterday);
    const rows = await page(admin, 'waterElectric', 'pageList', { toiletId: mine.toiletId, dayStart: day, dayEnd: dayText(yesterday + DAY) });
    expect(rows.map((r) => [r.day, r.waterM3, r.electricKwh, r.visitors])).toEqual([
      [dayText(yesterday + DAY), null, null, null],
      [day, 0.15, 4, 35],
    ]);
  });

  it('refuses a range backwards or longer than the store answers, and exports the statistics', async () => {
    expect((await admin.json(G('equipmentManage', 'statsInfoPageList'), { statDateStart: '2026-03-01', statDateEnd: '2026-01-01' })).msg).toMatch(/时间范围不正确/);
    expect((await admin.json(G('waterElectric', 'pageList'), { dayStart: '2025-01-01', dayEnd: '2026-01-01' })).msg).toMatch(/不超过 93 天/);
    const r = await admin.raw(G('equipmentManage', 'statsInfoExport'), {});
    expect(r.headers.get('content-type')).toMatch(/spreadsheetml/);
  });
});
