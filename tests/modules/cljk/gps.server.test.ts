/**
 * The GPS part of the asset area over real HTTP (device queryList, save, update, delete, export;
 * gpsPosition queryHisPositionList, export, exportWithoutAddress, historyPosition, newHistoryPosition,
 * getGpsInfoById, getAddress): a car's GPS terminal bound in 设备管理, its positions read from the device
 * store with offline addresses, bad input refused with a message and nothing changed, another tenant's
 * cars out of reach, and the read-only user changes nothing; the asset choice lists, vehicle assets and
 * 实时监控's fleet tree, counts and realtime positions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, ingest, register, rows, sheet, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
const A = (p: string) => `/envcloud/hw/asset/api/v1/${p}`;
const MIN = 60_000;

let f: Fixture;
let carId = 0;
let spareCarId = 0;
let plate = '';
let start = 0;
let bindingId = 0;
/** Twenty positions a minute apart along 文三路 (westwards), the last one now. */
const point = (i: number) => ({ lng: Math.round((120.16 - i * 0.001) * 1e6) / 1e6, lat: 30.2795, speed: i % 5 === 0 ? 0 : 24 });

beforeAll(async () => {
  f = await fixture();
  const bound = new Set((await rows<{ carId: number }>(f.admin, A('device/queryList'))).map((c) => c.carId));
  const [car, spare] = (await f.admin.json<Page<{ id: number; plateNo: string }>>('/cloud/clgl/v2/web/car/page', { pageSize: 100 })).data.records.filter((c) => !bound.has(c.id));
  [carId, plate, spareCarId] = [car!.id, car!.plateNo, spare!.id];
  start = f.server.now() - 19 * MIN;
  const gps = await register(f.admin, 'G-1', '定位终端一', 'vehicle');
  await ingest(f.server.url, gps, Array.from({ length: 20 }, (_, i) => ({ t: start + i * MIN, values: { ...point(i), fuel: 80 - i * 0.1 } })));
  await register(f.admin2, 'G-9', '他单位终端', 'vehicle');
}, 120_000);
afterAll(() => f?.server.close());

describe('GPS terminals (device queryList, save, update, delete, export)', () => {
  it('binds a store device to a car and lists, updates and exports it', async () => {
    const saved = await f.admin.json<Row>(A('device/save'), { carId, deviceCode: 'G-1', simNo: '14712345678', installDate: '2026-01-05' });
    expect(saved.result, saved.msg).toBe(0);
    bindingId = saved.data.id;
    expect((await rows<Row>(f.admin, A('device/queryList'), { carId }))[0]).toMatchObject({ deviceCode: 'G-1', simNo: '14712345678' });
    const u = await f.admin.json(A('device/update'), { id: bindingId, carId, deviceCode: 'G-1', simNo: '14712345679' });
    expect(u.result, u.msg).toBe(0);
    const book = await sheet(await f.admin.raw(A('device/export'), { deviceCode: 'G-1' }));
    expect(book[0]).toEqual(expect.arrayContaining(['车牌号', '设备编号', 'SIM卡号']));
    expect(book[1]).toEqual(expect.arrayContaining([plate, 'G-1', '14712345679']));
  });

  it('refuses a device that is not a vehicle device of the tenant, a bad SIM number and a second terminal for the car', async () => {
    const before = (await rows(f.admin, A('device/queryList'))).length;
    for (const [body, msg] of [
      [{ carId: spareCarId, deviceCode: 'G-9' }, /G-9.*不是本单位的车载设备/],
      [{ carId: spareCarId, deviceCode: 'G-1', simNo: '12ab' }, /SIM卡号应为/],
      [{ carId, deviceCode: 'G-1' }, /已存在/],
    ] as const) {
      const r = await f.admin.json(A('device/save'), { ...body });
      expect(r.result).not.toBe(0);
      expect(r.msg).toMatch(msg);
    }
    expect((await rows(f.admin, A('device/queryList'))).length).toBe(before);
    expect((await f.admin2.json(A('device/delete'), { ids: String(bindingId) })).result).not.toBe(0);
    expect((await f.viewer.json(A('device/update'), { id: bindingId, carId, deviceCode: 'G-1', simNo: '14700000000' })).result).not.toBe(0);
    expect((await rows<Row>(f.admin, A('device/queryList'), { carId }))[0]).toMatchObject({ simNo: '14712345679' });
  });
});

describe('positions (gpsPosition calls)', () => {
  it('lists the car’s positions with offline addresses, oldest first', async () => {
    const list = await rows<Row>(f.admin, A('gpsPosition/queryHisPositionList'), { carId });
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ plateNo: plate, ...point(0) });
    expect(String(list[0]!.address)).toMatch(/文三路—天目山路附近，距西湖约/);
    const window = await rows<Row>(f.admin, A('gpsPosition/queryHisPositionList'), { carId, timeStart: start + 10 * MIN, timeEnd: start + 12 * MIN });
    expect(window.map((r) => r.lng)).toEqual([10, 11, 12].map((i) => point(i).lng));
    // The page opens with no car picked: the first car of 设备管理 with a track in the range (here, the only one).
    expect(await rows(f.admin, A('gpsPosition/queryHisPositionList'))).toEqual(list);
    // A car without a GPS terminal has no positions: an empty list, not a failure.
    const none = await f.admin.json<Page<Row>>(A('gpsPosition/queryHisPositionList'), { carId: spareCarId });
    expect([none.result, none.data.records]).toEqual([0, []]);
  });

  it('exports the positions with and without addresses', async () => {
    const withAddress = await sheet(await f.admin.raw(A('gpsPosition/export'), { carId }));
    expect(withAddress[0]).toContain('位置');
    expect(withAddress).toHaveLength(21);
    const bare = await sheet(await f.admin.raw(A('gpsPosition/exportWithoutAddress'), { carId }));
    expect(bare[0]).toEqual(['车牌号', '定位时间', '经度', '纬度', '速度']);
    expect(bare).toHaveLength(21);
  });

  it('says plainly that a car without a GPS terminal has no positions, rather than failing', async () => {
    const answer = await f.admin.json<Page<Row> & { notice?: string }>(A('gpsPosition/queryHisPositionList'), { carId: spareCarId });
    expect(answer.result, answer.msg).toBe(0);
    expect(answer.data.records).toEqual([]);
    expect(answer.data.notice).toMatch(/^车辆“.+”没有定位设备$/);
  });

  it('answers the track for playback, as points and as columns, and the last position with fuel and address', async () => {
    const track = await f.admin.json<{ t: number; lng: number; speed: number }[]>(A('gpsPosition/historyPosition'), { carId, from: start, to: start + 19 * MIN });
    expect(track.result, track.msg).toBe(0);
    expect(track.data.map((p) => p.t)).toEqual(Array.from({ length: 20 }, (_, i) => start + i * MIN));
    const cols = await f.admin.json<{ t: number[]; lng: number[] }>(A('gpsPosition/newHistoryPosition'), { carId, from: start, to: start + 19 * MIN });
    expect(cols.data.lng).toEqual(track.data.map((p) => p.lng));
    const info = await f.admin.json<Row>(A('gpsPosition/getGpsInfoById'), { id: carId });
    expect(info.data).toMatchObject({ plateNo: plate, deviceCode: 'G-1', online: true, ...point(19), fuel: 78.1 });
  });

  it('looks addresses up offline and refuses bad points, unknown and other tenants’ cars', async () => {
    const a = await f.admin.json<Row>(A('gpsPosition/getAddress'), { lng: 120.2125, lat: 30.2905 });
    expect(a.data).toMatchObject({ landmark: '杭州东站', landmarkMetres: 0 });
    for (const [path, body, msg] of [
      [A('gpsPosition/getAddress'), { lng: 'x', lat: 30 }, /经纬度不正确/],
      [A('gpsPosition/getAddress'), { lng: 0, lat: 0 }, /经纬度不正确/],
      [A('gpsPosition/historyPosition'), {}, /请选择车辆/],
      [A('gpsPosition/queryHisPositionList'), { carId, timeStart: '2026-05-02', timeEnd: '2026-05-01' }, /时间范围/],
    ] as const) {
      const r = await f.admin.json(path, { ...body });
      expect(r.result).not.toBe(0);
      expect(r.msg).toMatch(msg);
    }
    expect((await f.admin2.json(A('gpsPosition/historyPosition'), { carId })).result).not.toBe(0);
    expect((await f.admin2.json(A('gpsPosition/getGpsInfoById'), { id: carId })).result).not.toBe(0);
    expect((await rows(f.viewer, A('gpsPosition/queryHisPositionList'), { carId })).length).toBe(20);
  });
});

describe('daily and online reports (dailyReport, onLineReport)', () => {
  const today = () => new Date(f.server.now()).toLocaleDateString('sv');

  it('sums the car’s day: mileage, running minutes, top speed, positions; updateOneCar recomputes it by row id', async () => {
    const [row] = (await rows<Row>(f.admin, A('dailyReport/pageList'), { plateNo: plate })).filter((r) => r.positions === 20 || r.day === today());
    const all = await rows<Row>(f.admin, A('dailyReport/pageList'), { plateNo: plate });
    expect(all.reduce((s, r) => s + Number(r.positions), 0)).toBe(20);
    // 19 steps of 0.001° of longitude at 30.28° N (~96 m each) = ~1.83 km; 15 of them moving at 24 km/h.
    expect(all.reduce((s, r) => s + Number(r.mileageKm), 0)).toBeGreaterThan(1.7);
    expect(all.reduce((s, r) => s + Number(r.mileageKm), 0)).toBeLessThan(1.9);
    expect(Math.max(...all.map((r) => Number(r.maxSpeed)))).toBe(24);
    const again = await f.admin.json<Row>(A('dailyReport/updateOneCar'), { id: row!.id });
    expect(again.result, again.msg).toBe(0);
    expect(again.data).toMatchObject({ plateNo: plate, day: row!.day, positions: row!.positions, mileageKm: row!.mileageKm });
    expect((await f.admin.json(A('dailyReport/updateOneCar'), { carId, day: '2026-02-30' })).msg).toMatch(/日期格式/);
    expect((await f.admin2.json(A('dailyReport/updateOneCar'), { id: row!.id })).result).not.toBe(0);
    expect((await sheet(await f.admin.raw(A('dailyReport/download'), { plateNo: plate })))[0]).toContain('里程');
  });

  it('gives each car its online share of the range, with offline times and minutes', async () => {
    const [row] = await rows<Row>(f.admin, A('onLineReport/pageListAvg'), { plateNo: plate, fromStart: start - 10 * MIN, fromEnd: start + 19 * MIN });
    // Registered at the start of the test, heard every minute from `start`: online all along.
    expect(row).toMatchObject({ plateNo: plate, deviceCode: 'G-1', offlineTimes: 0, onlineRate: 100 });
    const later = await rows<Row>(f.admin, A('onLineReport/pageListAvg'), { plateNo: plate, fromStart: start, fromEnd: start + 60 * MIN });
    expect(later[0]).toMatchObject({ plateNo: plate });
    expect((await sheet(await f.admin.raw(A('onLineReport/downloadAvg'), { plateNo: plate })))[0]).toContain('在线率');
    expect(await rows<Row>(f.admin2, A('onLineReport/pageListAvg'), { plateNo: plate })).toEqual([]);
  });
});

type Option = { value: string; label: string };

describe('the asset choice lists (common/*, assetType/getAssetTypeList)', () => {
  it('answers each list with its zh-CN labels, and the dictionary lists by name', async () => {
    for (const [path, first] of [
      ['common/getAssetPurPoseList', { value: 'sweeping', label: '清扫' }],
      ['common/getAssetSourceList', { value: 'purchase', label: '购置' }],
      ['common/getAssetStatusList', { value: 'inUse', label: '在用' }],
      ['common/getClassesList', { value: 'special', label: '专用车辆' }],
      ['assetType/getAssetTypeList', { value: 'compactor', label: '压缩车' }],
    ] as const) {
      const r = await f.admin.json<Record<string, Option[]>>(A(path));
      expect(r.result, `${path}: ${r.msg}`).toBe(0);
      expect(Object.values(r.data)[0]![0]).toMatchObject(first);
    }
    const energy = await f.admin.json<Option[]>(A('common/getListByParamName'), { name: 'energyType' });
    expect(energy.data.map((o) => o.label)).toContain('纯电动');
    expect(Object.keys((await f.admin.json<Record<string, Option[]>>(A('common/getListByParamName'))).data)).toEqual(['energyType', 'emission']);
    expect((await f.viewer.json<Option[]>(A('common/getAssetStatusList'), { name: 'assetStatus' })).data).toHaveLength(4);
  });

  it('finds the tenant’s plates containing a part (getCarCodeList), never another tenant’s', async () => {
    const part = plate.slice(-3);
    const mine = await f.admin.json<{ carId: number; carCode: string }[]>(A('common/getCarCodeList'), { carCode: part });
    expect(mine.data).toContainEqual({ carId, carCode: plate });
    expect(mine.data.every((c) => c.carCode.includes(part))).toBe(true);
    const theirs = await f.admin2.json<{ carId: number }[]>(A('common/getCarCodeList'), { carCode: '' });
    expect(theirs.data.map((c) => c.carId)).not.toContain(carId);
    expect((await f.admin.json(A('common/getCarCodeList'), { carCode: 'x'.repeat(13) })).msg).toMatch(/车牌号/);
  });
});

describe('vehicle assets (asset/getAssetByPage, getAssetList, save, update, deleteByIds, validateField)', () => {
  const asset = { assetCode: 'T-001', carId: 0, assetType: 'sweeper', assetClass: 'special', purpose: 'sweeping', source: 'lease', status: 'inUse', originalValue: 250000, purchaseDate: '2025-04-01' };
  let assetId = 0;

  it('saves an asset of a car, pages and lists it, updates it and says whether a code is free', async () => {
    const saved = await f.admin.json<Row>(A('asset/save'), { ...asset, carId });
    expect(saved.result, saved.msg).toBe(0);
    assetId = saved.data.id;
    expect((await rows<Row>(f.admin, A('asset/getAssetByPage'), { assetCode: 'T-001' }))[0]).toMatchObject({ carId, assetType: 'sweeper', source: 'lease' });
    const all = await f.admin.json<Row[]>(A('asset/getAssetList'), { purpose: 'sweeping' });
    expect(all.data.map((r) => r.assetCode)).toContain('T-001');
    const u = await f.admin.json(A('asset/update'), { ...asset, id: assetId, carId, status: 'repair' });
    expect(u.result, u.msg).toBe(0);
    expect((await rows<Row>(f.admin, A('asset/getAssetByPage'), { status: 'repair' })).map((r) => r.id)).toEqual([assetId]);
    expect((await f.admin.json<Row>(A('asset/validateField'), { field: 'assetCode', value: 'T-001' })).data).toMatchObject({ free: false, message: '资产编号“T-001”已被占用' });
    expect((await f.admin.json<Row>(A('asset/validateField'), { value: 'T-001', id: assetId })).data).toMatchObject({ free: true });
    expect((await f.admin.json<Row>(A('asset/validateField'), { value: 'T-002' })).data).toMatchObject({ free: true });
    // Codes are the tenant's own: another tenant may use T-001.
    expect((await f.admin2.json<Row>(A('asset/validateField'), { value: 'T-001' })).data).toMatchObject({ free: true });
  });

  it('refuses a repeated code, a bad code, a missing car, an unknown choice and a bad check, changing nothing', async () => {
    const before = (await rows(f.admin, A('asset/getAssetByPage'))).length;
    for (const [path, body, msg] of [
      [A('asset/save'), { ...asset, carId }, /已存在/],
      [A('asset/save'), { ...asset, carId, assetCode: 'T 2' }, /资产编号只能含/],
      [A('asset/save'), { ...asset, assetCode: 'T-003', carId: undefined }, /车牌号/],
      [A('asset/save'), { ...asset, carId, assetCode: 'T-004', status: 'lost' }, /状态/],
      [A('asset/validateField'), { field: 'remark', value: 'x' }, /不能校验唯一性/],
      [A('asset/validateField'), { value: ' ' }, /请输入要检查的值/],
    ] as const) {
      const r = await f.admin.json(path, { ...body });
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(msg);
    }
    expect((await rows(f.admin, A('asset/getAssetByPage'))).length).toBe(before);
  });

  it('keeps assets to their tenant, lets the read-only user read and check only, and deletes by ids', async () => {
    expect((await rows<Row>(f.admin2, A('asset/getAssetByPage'))).map((r) => r.id)).not.toContain(assetId);
    expect((await f.admin2.json(A('asset/deleteByIds'), { ids: String(assetId) })).result).not.toBe(0);
    expect((await f.admin2.json(A('asset/update'), { ...asset, id: assetId, carId, status: 'idle' })).result).not.toBe(0);
    expect((await rows<Row>(f.viewer, A('asset/getAssetByPage'), { assetCode: 'T-001' })).length).toBe(1);
    expect((await f.viewer.json<Row>(A('asset/validateField'), { value: 'T-001' })).data).toMatchObject({ free: false });
    expect((await f.viewer.json(A('asset/save'), { ...asset, carId, assetCode: 'T-005' })).result).not.toBe(0);
    expect((await f.viewer.json(A('asset/deleteByIds'), { ids: String(assetId) })).result).not.toBe(0);
    expect((await rows<Row>(f.admin, A('asset/getAssetByPage'), { assetCode: 'T-001' }))[0]).toMatchObject({ status: 'repair' });
    const d = await f.admin.json(A('asset/deleteByIds'), { ids: String(assetId) });
    expect(d.result, d.msg).toBe(0);
    expect(await rows(f.admin, A('asset/getAssetByPage'), { assetCode: 'T-001' })).toEqual([]);
  });
});

describe('实时监控 (online/loadCarTreeHead, loadDeptCarTree, loadCarByCarCode, loadRealtimeCarInfo)', () => {
  type Node = { key: string; type: string; carId?: number; online?: boolean | number; total?: number; children?: Node[] };
  const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.type === 'car' ? [n] : leaves(n.children ?? [])));

  it('counts the fleet and lays it out by department, the car with a live terminal online', async () => {
    const total = (await f.admin.json<Page>('/cloud/clgl/v2/web/car/page', { pageSize: 1 })).data.total;
    const head = await f.admin.json<{ total: number; online: number; offline: number }>(A('online/loadCarTreeHead'));
    expect(head.data).toEqual({ total, online: 1, offline: total - 1 });
    const tree = await f.admin.json<Node[]>(A('online/loadDeptCarTree'));
    const cars = leaves(tree.data);
    expect(cars).toHaveLength(total);
    expect(cars.find((c) => c.carId === carId)).toMatchObject({ online: true, deviceCode: 'G-1' });
    expect(tree.data.reduce((n, d) => n + (d.total ?? 0), 0)).toBe(total);
    expect(leaves((await f.admin.json<Node[]>(A('online/loadDeptCarTree'), { state: 'online' })).data).map((c) => c.carId)).toEqual([carId]);
    expect(leaves((await f.admin.json<Node[]>(A('online/loadDeptCarTree'), { state: 'offline' })).data)).toHaveLength(total - 1);
    expect((await f.admin.json(A('online/loadDeptCarTree'), { state: 'asleep' })).msg).toMatch(/online 或 offline/);
  });

  it('finds a car by plate and answers the cars’ realtime position, speed and fuel', async () => {
    const byCode = await f.admin.json<Row>(A('online/loadCarByCarCode'), { carCode: plate });
    expect(byCode.data).toMatchObject({ carId, plateNo: plate, deviceCode: 'G-1', online: true });
    const rt = await f.viewer.json<Row[]>(A('online/loadRealtimeCarInfo'), { carIds: `${carId},${spareCarId}` });
    expect(rt.result, rt.msg).toBe(0);
    expect(rt.data[0]).toMatchObject({ carId, plateNo: plate, online: true, ...point(19), fuel: 78.1 });
    expect(rt.data[1]).toMatchObject({ carId: spareCarId, lng: null, online: false });
  });

  it('refuses a missing or unknown plate, bad or foreign car ids', async () => {
    for (const [c, path, body, msg] of [
      [f.admin, A('online/loadCarByCarCode'), {}, /请输入车牌号/],
      [f.admin, A('online/loadCarByCarCode'), { carCode: '浙Z·00000' }, /没有车牌号为/],
      [f.admin, A('online/loadRealtimeCarInfo'), {}, /请选择车辆/],
      [f.admin, A('online/loadRealtimeCarInfo'), { carIds: '1,x' }, /应为数字/],
      [f.admin, A('online/loadRealtimeCarInfo'), { carIds: Array.from({ length: 201 }, (_, i) => i + 1).join(',') }, /最多/],
      [f.admin2, A('online/loadRealtimeCarInfo'), { carIds: String(carId) }, /车辆不存在/],
      [f.admin2, A('online/loadCarByCarCode'), { carCode: plate }, /没有车牌号为/],
    ] as const) {
      const r = await c.json(path, { ...body });
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(msg);
    }
    expect(leaves((await f.admin2.json<Node[]>(A('online/loadDeptCarTree'))).data).map((c) => c.carId)).not.toContain(carId);
  });
});
