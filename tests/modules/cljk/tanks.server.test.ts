/**
 * The vehicle monitor's fuel (oil) and water areas over real HTTP, every call: loadEnumValue; the fuel
 * and water configurations (list, save, update, delete) over cars of 车辆管理 with their rules; the lists
 * derived from tank readings posted to the device store two days back on the server's clock — abnormal
 * fuel drops (theft while standing, leak while moving), daily and monthly fuel, water fills and drops,
 * daily water and the day's curve — with their exports; bad input refused with a message and nothing
 * changed; another tenant's cars and configurations out of reach, readings posted with a wrong or another
 * tenant's device key not counted; the read-only user changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayText, fixture, ingest, midnight, OIL, register, rows, sheet, WATER, type Client, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
const TEN_MIN = 600_000;
const r1 = (n: number) => Math.round(n * 10) / 10;

let f: Fixture;
let plates: string[] = [];
let carIds: number[] = [];
let otherCarId = 0;
let dayA = 0;
let oilConfigId = 0;
let waterConfigId = 0;
let fuelDevice = { id: '', key: '' };

/** Fuel: 100 L at 00:00 of day A, 0.2 L used each ten minutes, 20 L gone while standing at 05:00, 50 L refuelled at 10:00, 15 L gone while moving at 16:40; day B only use. */
const fuelAt = (i: number) => r1(100 - 0.2 * i - (i >= 30 ? 20 : 0) + (i >= 60 ? 50 : 0) - (i >= 100 ? 15 : 0));
/** Water: 6,000 L at 00:00 of day A, 20 L used each ten minutes, 3,000 L filled at 06:40, 1,000 L dumped at 13:20 standing. */
const waterAt = (i: number) => 6000 - 20 * i + (i >= 40 ? 3000 : 0) - (i >= 80 ? 1000 : 0);

beforeAll(async () => {
  f = await fixture();
  const cars = await f.admin.json<Page<{ id: number; plateNo: string }>>('/cloud/clgl/v2/web/car/page', { pageSize: 100, orderField: 'plateNo', orderType: 'desc' });
  // Cars the demo configurations do not name (they pair the first cars with the demo city's vehicles).
  const configured = new Set((await rows<{ carId: number }>(f.admin, OIL('config/getOilConfigList'))).map((c) => c.carId));
  const free = cars.data.records.filter((c) => !configured.has(c.id)).slice(0, 3);
  [plates, carIds] = [free.map((c) => c.plateNo), free.map((c) => c.id)];
  otherCarId = (await f.admin2.json<Page<{ id: number }>>('/cloud/clgl/v2/web/car/page', { pageSize: 1 })).data.records[0]!.id;
  dayA = midnight(f.server.now(), 2);
  fuelDevice = await register(f.admin, 'F-1', '油量传感器一', 'vehicle');
  await ingest(f.server.url, fuelDevice, Array.from({ length: 288 }, (_, i) => ({ t: dayA + i * TEN_MIN, values: { fuel: fuelAt(i), speed: i >= 50 ? 30 : 0 } })));
  // Named after the second car's plate: a water configuration with no device code finds it.
  const tank = await register(f.admin, 'W-1', `${plates[1]} 洒水车`, 'vehicle');
  await ingest(f.server.url, tank, Array.from({ length: 144 }, (_, i) => ({ t: dayA + i * TEN_MIN, values: { water: waterAt(i), speed: i >= 60 && i < 90 ? 0 : 20 } })));
  await register(f.admin2, 'F-9', '他单位传感器', 'vehicle');
}, 120_000);
afterAll(() => f?.server.close());

const mine = (list: Row[]) => list.filter((r) => plates.includes(String(r.plateNo)));

describe('choices and configurations (loadEnumValue, config calls)', () => {
  it('answers the enums by name: abnormal kinds and water record kinds', async () => {
    const e = await f.admin.json<Record<string, { value: string; label: string }[]>>(OIL('loadEnumValue'), {});
    expect(e.result, e.msg).toBe(0);
    expect(e.data.abnormalType!.map((o) => o.value)).toEqual(['theft', 'leak']);
    expect(JSON.stringify(e.data.waterEvent)).toMatch(/加水/);
  });

  it('saves, lists and updates a car’s fuel configuration with the device that reads its tank', async () => {
    const saved = await f.admin.json<Row>(OIL('config/saveOilConfig'), { carId: carIds[0], deviceCode: 'F-1', tankCapacity: 150 });
    expect(saved.result, saved.msg).toBe(0);
    oilConfigId = saved.data.id;
    const [row] = await rows<Row>(f.admin, OIL('config/getOilConfigList'), { carId: carIds[0] });
    expect(row).toMatchObject({ carId: carIds[0], deviceCode: 'F-1', tankCapacity: 150, dropLitres: 10, dropMinutes: 10, refillLitres: 5 });
    const updated = await f.admin.json(OIL('config/updateOilConfig'), { id: oilConfigId, carId: carIds[0], deviceCode: 'F-1', tankCapacity: 120, dropLitres: 10, dropMinutes: 10, refillLitres: 5, remark: '夜间停放露天' });
    expect(updated.result, updated.msg).toBe(0);
    expect((await rows<Row>(f.admin, OIL('config/getOilConfigList'), { carId: carIds[0] }))[0]).toMatchObject({ tankCapacity: 120, remark: '夜间停放露天' });
  });

  it('saves a water configuration without a device code (the device named after the plate reads it)', async () => {
    const saved = await f.admin.json<Row>(WATER('config/save'), { carId: carIds[1], tankCapacity: 10000 });
    expect(saved.result, saved.msg).toBe(0);
    waterConfigId = saved.data.id;
    expect((await rows<Row>(f.admin, WATER('config/list'), { carId: carIds[1] }))[0]).toMatchObject({ dropLitres: 500, refillLitres: 300 });
  });

  it('refuses bad configurations with a message and stores nothing', async () => {
    const list = async () => (await rows<Row>(f.admin, OIL('config/getOilConfigList'))).length;
    const before = await list();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ carId: carIds[2], tankCapacity: -5 }, /油箱容量/],
      [{ carId: carIds[2], tankCapacity: 50, dropLitres: 80 }, /骤降阈值不能大于容量/],
      [{ carId: carIds[2], tankCapacity: 50, deviceCode: 'NO-SUCH' }, /NO-SUCH.*不是本单位的车载设备/],
      [{ carId: carIds[2], tankCapacity: 50, deviceCode: 'F-9' }, /F-9/],
      [{ carId: otherCarId, tankCapacity: 50 }, /./],
      [{ carId: carIds[0], tankCapacity: 50 }, /已存在/],
      [{ tankCapacity: 50 }, /车牌号/],
    ];
    for (const [body, msg] of bad) {
      const r = await f.admin.json(OIL('config/saveOilConfig'), body);
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(msg);
    }
    const w = await f.admin.json(WATER('config/update'), { id: waterConfigId, carId: carIds[1], tankCapacity: 200 });
    expect(w.result).not.toBe(0);
    expect(w.msg).toMatch(/不能大于容量/);
    expect(await list()).toBe(before);
    expect((await rows<Row>(f.admin, WATER('config/list'), { carId: carIds[1] }))[0]).toMatchObject({ tankCapacity: 10000 });
  });

  it('keeps another tenant out: its lists hold none of these, and it cannot change or delete them', async () => {
    expect((await rows<Row>(f.admin2, OIL('config/getOilConfigList'))).some((r) => r.id === oilConfigId)).toBe(false);
    expect((await f.admin2.json(OIL('config/updateOilConfig'), { id: oilConfigId, carId: otherCarId, tankCapacity: 99 })).result).not.toBe(0);
    expect((await f.admin2.json(WATER('config/delete'), { ids: String(waterConfigId) })).result).not.toBe(0);
    expect(mine(await rows<Row>(f.admin2, OIL('abnormal/getOilAbnormalList')))).toEqual([]);
    expect(mine(await rows<Row>(f.admin2, WATER('daily/list')))).toEqual([]);
    expect((await rows<Row>(f.admin, OIL('config/getOilConfigList'), { carId: carIds[0] }))[0]).toMatchObject({ tankCapacity: 120 });
  });
});

describe('fuel derived from the readings (abnormal, daily, monthly, exports)', () => {
  it('finds the sudden drops: 20.2 L while standing (theft) and 15.2 L while moving (leak)', async () => {
    const list = mine(await rows<Row>(f.admin, OIL('abnormal/getOilAbnormalList'), { startTimeStart: dayText(dayA) }));
    expect(list.map((r) => [r.plateNo, r.deviceCode, r.abnormalType, r.beforeLitres, r.afterLitres, r.dropLitres])).toEqual([
      [plates[0], 'F-1', 'leak', fuelAt(99), fuelAt(100), 15.2],
      [plates[0], 'F-1', 'theft', fuelAt(29), fuelAt(30), 20.2],
    ]);
    expect(String(list[1]!.startTime)).toBe(`${dayText(dayA)} 04:50:00`);
    expect(mine(await rows<Row>(f.admin, OIL('abnormal/getOilAbnormalList'), { startTimeStart: dayText(dayA), abnormalType: 'theft' }))).toHaveLength(1);
  });

  it('sums each day: start, end, refuelled, abnormal and consumed litres', async () => {
    const list = mine(await rows<Row>(f.admin, OIL('daily/list'), { dayStart: dayText(dayA), dayEnd: dayText(dayA + 86_400_000) }));
    expect(list.map((r) => [r.day, r.startLitres, r.endLitres, r.refuelLitres, r.refuelTimes, r.abnormalLitres, r.consumedLitres, r.readings])).toEqual([
      [dayText(dayA + 86_400_000), fuelAt(143), fuelAt(287), 0, 0, 0, 28.8, 144],
      [dayText(dayA), 100, fuelAt(143), 49.8, 1, 35.4, 28, 144],
    ]);
  });

  it('sums the days into months', async () => {
    const month = dayText(dayA).slice(0, 7);
    const list = mine(await rows<Row>(f.admin, OIL('monthly/list'), { monthStart: month }));
    expect(list.reduce((s, r) => s + Number(r.consumedLitres), 0)).toBeCloseTo(56.8, 5);
    expect(list.reduce((s, r) => s + Number(r.refuelLitres), 0)).toBeCloseTo(49.8, 5);
    expect(list.reduce((s, r) => s + Number(r.days), 0)).toBe(2);
    expect(list.at(-1)).toMatchObject({ month, startLitres: 100 });
  });

  it('exports the abnormal records, the days and the months as workbooks', async () => {
    const abnormal = await sheet(await f.admin.raw(OIL('abnormal/export'), { startTimeStart: dayText(dayA), plateNo: plates[0] }));
    expect(abnormal[0]).toEqual(expect.arrayContaining(['车牌号', '异常类型', '骤降油量']));
    expect(abnormal.slice(1).map((r) => r.find((c) => c.startsWith('疑似')))).toEqual(['疑似漏油', '疑似偷油']);
    expect((await sheet(await f.admin.raw(OIL('daily/export'), { dayStart: dayText(dayA), plateNo: plates[0] }))).length).toBeGreaterThanOrEqual(3);
    expect((await sheet(await f.admin.raw(OIL('monthly/export'), { plateNo: plates[0] })))[0]).toContain('油耗');
  });

  it('refuses a bad range with a message', async () => {
    for (const [path, body] of [
      [OIL('abnormal/getOilAbnormalList'), { startTimeStart: '2026-05-02', startTimeEnd: '2026-05-01' }],
      [OIL('daily/list'), { dayStart: '2025-01-01', dayEnd: '2026-01-01' }],
      [OIL('daily/list'), { dayStart: '昨天' }],
      [OIL('monthly/list'), { monthStart: '2026-13' }],
    ] as const) {
      const r = await f.admin.json(path, { ...body });
      expect(r.result, `${path} ${JSON.stringify(body)}`).not.toBe(0);
      expect(r.msg).toMatch(/时间范围|格式/);
    }
  });

  it('counts no reading posted with a wrong key or another tenant’s device key', async () => {
    const theirs = await register(f.admin2, 'F-8', '他单位传感器二', 'vehicle');
    const drop = [{ t: dayA + 200 * TEN_MIN + 60_000, values: { fuel: 1, speed: 0 } }];
    await expect(ingest(f.server.url, { id: fuelDevice.id, key: 'wrong-key' }, drop)).rejects.toThrow();
    await expect(ingest(f.server.url, { id: fuelDevice.id, key: theirs.key }, drop)).rejects.toThrow();
    const list = mine(await rows<Row>(f.admin, OIL('abnormal/getOilAbnormalList'), { startTimeStart: dayText(dayA) }));
    expect(list).toHaveLength(2);
  });
});

describe('water derived from the readings (record, daily, curve, exports)', () => {
  it('lists the fills and the sudden drops', async () => {
    const list = mine(await rows<Row>(f.admin, WATER('record/list'), { startTimeStart: dayText(dayA) }));
    expect(list.map((r) => [r.plateNo, r.deviceCode, r.eventType, r.beforeLitres, r.afterLitres, r.changeLitres])).toEqual([
      [plates[1], 'W-1', 'drop', waterAt(79), waterAt(80), -1020],
      [plates[1], 'W-1', 'fill', waterAt(39), waterAt(40), 2980],
    ]);
  });

  it('sums each day: filled, dropped and used litres', async () => {
    const [day] = mine(await rows<Row>(f.admin, WATER('daily/list'), { dayStart: dayText(dayA), dayEnd: dayText(dayA) }));
    expect(day).toMatchObject({ day: dayText(dayA), startLitres: 6000, endLitres: waterAt(143), filledLitres: 2980, fillTimes: 1, droppedLitres: 1020, usedLitres: 2820, readings: 144 });
  });

  it('draws the day’s curve: ten-minute points, one line per car', async () => {
    const r = await f.admin.json<{ categories: string[]; series: { name: string; data: (number | null)[] }[] }>(WATER('daily/curve'), { day: dayText(dayA), carId: carIds[1] });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.categories).toHaveLength(144);
    expect(r.data.categories.slice(0, 2)).toEqual(['00:00', '00:10']);
    expect(r.data.series).toHaveLength(1);
    expect(r.data.series[0]).toMatchObject({ name: plates[1] });
    expect(r.data.series[0]!.data.slice(39, 41)).toEqual([waterAt(39), waterAt(40)]);
    const bad = await f.admin.json(WATER('daily/curve'), { day: '2026-02-30' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/日期格式/);
    expect((await f.admin2.json(WATER('daily/curve'), { carId: carIds[1] })).result).not.toBe(0);
  });

  it('exports the records and the days as workbooks', async () => {
    const records = await sheet(await f.admin.raw(WATER('record/export'), { startTimeStart: dayText(dayA), plateNo: plates[1] }));
    expect(records[0]).toEqual(expect.arrayContaining(['记录类型', '变化水量']));
    expect(records).toHaveLength(3);
    expect((await sheet(await f.admin.raw(WATER('daily/export'), { dayStart: dayText(dayA), plateNo: plates[1] })))[0]).toContain('用水量');
  });
});

describe('read-only user and deletes', () => {
  it('lets the read-only user read every list and change nothing', async () => {
    const v: Client = f.viewer;
    expect(mine(await rows<Row>(v, OIL('daily/list'), { dayStart: dayText(dayA) })).length).toBeGreaterThan(0);
    expect(mine(await rows<Row>(v, WATER('record/list'), { startTimeStart: dayText(dayA) })).length).toBe(2);
    for (const [path, body] of [
      [OIL('config/saveOilConfig'), { carId: carIds[2], tankCapacity: 50 }],
      [OIL('config/updateOilConfig'), { id: oilConfigId, carId: carIds[0], tankCapacity: 60 }],
      [OIL('config/deleteOilConfig'), { ids: String(oilConfigId) }],
      [WATER('config/delete'), { ids: String(waterConfigId) }],
    ] as const) expect((await v.json(path, { ...body })).result, path).not.toBe(0);
    expect((await rows<Row>(f.admin, OIL('config/getOilConfigList'), { carId: carIds[0] }))[0]).toMatchObject({ tankCapacity: 120 });
  });

  it('deletes a configuration: its car leaves the derived lists', async () => {
    const r = await f.admin.json(OIL('config/deleteOilConfig'), { ids: String(oilConfigId) });
    expect(r.result, r.msg).toBe(0);
    expect(mine(await rows<Row>(f.admin, OIL('abnormal/getOilAbnormalList'), { startTimeStart: dayText(dayA) }))).toEqual([]);
    const w = await f.admin.json(WATER('config/delete'), { ids: String(waterConfigId) });
    expect(w.result, w.msg).toBe(0);
    expect(mine(await rows<Row>(f.admin, WATER('daily/list'), { dayStart: dayText(dayA) }))).toEqual([]);
  });
});
