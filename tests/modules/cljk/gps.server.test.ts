/**
 * The GPS part of the asset area over real HTTP (device queryList, save, update, delete, export;
 * gpsPosition queryHisPositionList, export, exportWithoutAddress, historyPosition, newHistoryPosition,
 * getGpsInfoById, getAddress): a car's GPS terminal bound in 设备管理, its positions read from the device
 * store with offline addresses, bad input refused with a message and nothing changed, another tenant's
 * cars out of reach, and the read-only user changes nothing.
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
    // The page opens with no car picked: an empty list, not an error.
    expect(await rows(f.admin, A('gpsPosition/queryHisPositionList'))).toEqual([]);
  });

  it('exports the positions with and without addresses', async () => {
    const withAddress = await sheet(await f.admin.raw(A('gpsPosition/export'), { carId }));
    expect(withAddress[0]).toContain('位置');
    expect(withAddress).toHaveLength(21);
    const bare = await sheet(await f.admin.raw(A('gpsPosition/exportWithoutAddress'), { carId }));
    expect(bare[0]).toEqual(['车牌号', '定位时间', '经度', '纬度', '速度']);
    expect(bare).toHaveLength(21);
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
