/**
 * The road-work handlers over real HTTP: the work report measured from a vehicle's readings in the
 * device store (a road covered, a road never driven, leaving the line, speeding, empty running, a day
 * without positions), the seeded month of results, filters, the export, the board's figures with their
 * definitions, the write rules, bad input refused, the other tenant's rows out of reach, the read-only
 * user refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, fixture, ingest, J, register, sheet, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let day: string;
let nextDay: string;
const LNG0 = 120.3, LAT0 = 30.25;
const M_LNG = 1 / 96_190; // degrees of longitude per metre at 30.25° N
const M_LAT = 1 / 111_195;
const line = (lat: number) => JSON.stringify({ type: 'LineString', coordinates: [[LNG0, lat], [LNG0 + 1000 * M_LNG, lat]] });
const dayStart = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) - 8 * 3600_000;

beforeAll(async () => {
  f = await fixture(false);
  day = chinaDay(f.server.now(), 3);
  nextDay = chinaDay(f.server.now(), 2);
  const ok = (r: { result: number; msg: string }) => expect(r.result, r.msg).toBe(0);
  ok(await f.admin.json(J('road', 'save'), { roadCode: 'TR-901', roadName: '测试东路', grade: 'second', roadClass: 'branch', path: line(LAT0), width: 12, sweepPasses: 1, tolerance: 15 }));
  ok(await f.admin.json(J('road', 'save'), { roadCode: 'TR-902', roadName: '测试北路', grade: 'second', roadClass: 'branch', path: line(LAT0 + 0.01), width: 12, sweepPasses: 1, tolerance: 15 }));
  const l = await f.admin.json<Row>(J('line', 'save'), { lineName: '测试机扫线', jobType: 'sweep', roads: 'TR-901,TR-902' });
  ok(l);
  const device = await register(f.admin, 'V-901', '浙A·G2056 测试扫路车', 'vehicle');
  ok(await f.admin.json(J('carExpression', 'save'), { carId: 7, deviceCode: 'V-901', jobType: 'sweep', workSignal: 'speed', minSpeed: 3, enabled: true }));
  ok(await f.admin.json(J('carLine', 'save'), { carId: 7, lineId: l.data.id, jobType: 'sweep', shift: 'D', frequency: 'daily', startDate: day, endDate: nextDay, driverName: '测试司机' }));
  // 06:00–06:27 of the early shift: along 测试东路 (1 km east), 500 m north of it for 10 minutes (900 m
  // west), back on it (500 m) at 40 km/h for 5 minutes (the sweeping maximum is 30), then stopped:
  // 3.4 km in all, 1.5 km of them working on the line.
  const base = dayStart(day) + 6 * 3600_000;
  const at = (i: number, m: number, north: number, speed: number) => ({ t: base + i * 60_000, values: { lng: LNG0 + m * M_LNG, lat: LAT0 + north * M_LAT, speed } });
  const readings = [
    ...Array.from({ length: 11 }, (_, i) => at(i, i * 100, 0, 6)),
    ...Array.from({ length: 10 }, (_, k) => at(11 + k, 1000 - k * 100, 500, 20)),
    ...Array.from({ length: 6 }, (_, k) => at(21 + k, 100 + k * 100, 0, 40)),
    at(27, 600, 0, 0),
  ];
  await ingest(f.server.url, device, readings);
}, 120_000);
afterAll(() => f?.server.close());

const report = async (body: Record<string, unknown>, c = f.admin) => c.json<Page<Row>>(J('workReport', 'pageList'), { pageSize: 200, ...body });

describe('作业报表 (workReport/pageList) measured from the device store', () => {
  it('measures each road of the planned shift from the track: covered, never driven, off the line, speeding, empty running', async () => {
    const r = await report({ workDateStart: day, workDateEnd: day, plateNo: '浙A·G2056' });
    expect(r.result, r.msg).toBe(0);
    const by = new Map(r.data.records.map((x) => [x.roadName, x]));
    expect(by.get('测试东路')).toMatchObject({ workDate: day, shift: 'D', lineName: '测试机扫线', driverName: '测试司机', jobType: 'sweep', passes: 1, coverage: 100, completion: 100, threshold: 90, status: 'deviation', deviations: '偏离线路、超速作业', offLineMinutes: 10, speedingMinutes: 5, maxSpeed: 40 });
    expect(by.get('测试北路')).toMatchObject({ coverage: 0, completion: 0, status: 'deviation', deviations: '完成率低于达标线、偏离线路、超速作业' });
    const east = by.get('测试东路')!;
    expect(Number(east.totalKm)).toBeCloseTo(3.4, 1);
    expect(Number(east.workKm)).toBeCloseTo(1.5, 1);
    expect(east.emptyRate).toBe(Math.round(((Number(east.totalKm) - Number(east.workKm)) / Number(east.totalKm)) * 1000) / 10);
    expect(east.waterUsed).toBeNull();
  });

  it('answers a planned day without positions as 无轨迹 with every figure unknown, never 0', async () => {
    const r = await report({ workDateStart: nextDay, workDateEnd: nextDay, plateNo: '浙A·G2056' });
    expect(r.data.records.length).toBe(2);
    for (const x of r.data.records) expect(x).toMatchObject({ status: 'noTrack', completion: null, coverage: null, totalKm: null, emptyRate: null, deviations: null });
  });

  it('shows the seeded month: kept results of the demo vehicles, the washer without a device unknown', async () => {
    const r = await report({ workDateStart: chinaDay(f.server.now(), 7), workDateEnd: chinaDay(f.server.now(), 1) });
    expect(r.result, r.msg).toBe(0);
    const statuses = new Set(r.data.records.map((x) => x.status));
    expect(statuses).toContain('met');
    expect(statuses).toContain('deviation');
    expect(statuses).toContain('noDevice');
    const washer = r.data.records.find((x) => x.plateNo === '浙A·F1371')!;
    expect(washer).toMatchObject({ status: 'noDevice', completion: null, totalKm: null });
    const partly = r.data.records.find((x) => x.roadName === '秋涛路')!;
    expect(Number(partly.completion)).toBeLessThan(90);
    expect(partly.deviations).toContain('完成率低于达标线');
    const today = await report({});
    expect(today.data.records.every((x) => x.workDate === chinaDay(f.server.now()))).toBe(true);
    expect(today.data.total).toBeGreaterThan(0);
  });

  it('filters by result, job and road, and exports what it lists with every column', async () => {
    const range = { workDateStart: chinaDay(f.server.now(), 7), workDateEnd: chinaDay(f.server.now(), 1) };
    const met = await report({ ...range, status: 'met' });
    expect(met.data.total).toBeGreaterThan(0);
    expect(met.data.records.every((x) => x.status === 'met')).toBe(true);
    const road = await report({ ...range, roadName: '江南大道', jobType: 'sweep' });
    expect(road.data.records.every((x) => String(x.roadName).includes('江南大道') && x.jobType === 'sweep')).toBe(true);
    const rows = await sheet(await f.admin.raw(J('workReport', 'export'), { ...range, status: 'met' }));
    expect(rows[0]).toEqual(expect.arrayContaining(['作业日期', '班次', '车牌号', '道路', '覆盖率', '完成率', '空驶率', '偏差', '作业结果']));
    expect(rows.length - 1).toBe(met.data.total);
    expect(rows[1]).toContain('达标');
  });

  it('refuses a bad date and a range over 31 days, with a clear message', async () => {
    const bad = await report({ workDateStart: '2026-13-45' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/作业日期.*YYYY-MM-DD/);
    const long = await report({ workDateStart: '2026-01-01', workDateEnd: '2026-03-01' });
    expect(long.msg).toBe('作业日期范围应为1至31天');
  });
});

describe('机械化作业看板 (dashboard/getStatistics)', () => {
  type Stat = { key: string; label: string; value: number | string; unit?: string; help: string };
  type Board = { date: string; month: { from: string; to: string }; day: Stat[]; monthly: Stat[]; definitions: { key: string; text: string }[]; trend: { categories: string[]; series: { name: string; data: (number | null)[] }[] } };

  it('answers the day\'s and the month\'s figures from the same results, each with its definition', async () => {
    const b = await f.admin.json<Board>(J('dashboard', 'getStatistics'), { date: day });
    expect(b.result, b.msg).toBe(0);
    expect(b.data.date).toBe(day);
    expect(b.data.month).toEqual({ from: `${day.slice(0, 8)}01`, to: day });
    const stat = (list: Stat[], key: string) => list.find((s) => s.key === key)!;
    const rows = (await report({ workDateStart: day, workDateEnd: day })).data.records;
    expect(stat(b.data.day, 'jobs').value).toBe(rows.length);
    expect(stat(b.data.day, 'deviations').value).toBe(rows.filter((x) => x.status === 'deviation').length);
    expect(stat(b.data.day, 'met').value).toBe(rows.filter((x) => x.status === 'met').length);
    for (const s of [...b.data.day, ...b.data.monthly]) expect(s.help).toMatch(/^jxbjnew\.def\./);
    expect(b.data.definitions.map((d) => d.key)).toEqual(expect.arrayContaining(['completion', 'emptyRate', 'km']));
    expect(b.data.trend.categories.length).toBe(Number(day.slice(8, 10)));
    expect(b.data.trend.series.map((s) => s.name)).toEqual(['jxbjnew.series.completion', 'jxbjnew.series.emptyRate']);
  });

  it('shows an unknown figure as "--", never 0: a day before any plan', async () => {
    const b = await f.admin.json<Board>(J('dashboard', 'getStatistics'), { date: chinaDay(f.server.now(), 60) });
    const stat = (key: string) => b.data.day.find((s) => s.key === key)!;
    expect(stat('jobs').value).toBe(0);
    expect(stat('completion').value).toBe('--');
    expect(stat('emptyRate').value).toBe('--');
    expect(stat('totalKm').value).toBe('--');
  });
});

describe('write rules, tenants and rights', () => {
  it('computes a road\'s length and area from its drawing, and a line\'s roads and length from its codes', async () => {
    const roads = await f.admin.json<Page<Row>>(J('road', 'pageList'), { roadCode: 'TR-901' });
    const road = roads.data.records[0]!;
    expect(Math.abs(Number(road.length) - 1000)).toBeLessThanOrEqual(2); // 1 000 m drawn at 30.25° N, to the metre
    expect(road.area).toBe(Number(road.length) * 12);
    const lines = await f.admin.json<Page<Row>>(J('line', 'pageList'), { lineName: '测试机扫线' });
    const north = (await f.admin.json<Page<Row>>(J('road', 'pageList'), { roadCode: 'TR-902' })).data.records[0]!;
    expect(lines.data.records[0]).toMatchObject({ roads: 'TR-901,TR-902', roadNames: '测试东路、测试北路', length: Number(road.length) + Number(north.length) });
  });

  it('refuses a line naming a road that does not exist, a plan ending before it starts, and keeps nothing', async () => {
    const l = await f.admin.json(J('line', 'save'), { lineName: '坏线路', jobType: 'sweep', roads: 'TR-901,ZZ-404' });
    expect(l.msg).toBe('途经道路“ZZ-404”不存在');
    const p = await f.admin.json(J('carLine', 'save'), { carId: 7, lineId: 1, jobType: 'sweep', shift: 'D', frequency: 'daily', startDate: '2026-05-10', endDate: '2026-05-01' });
    expect(p.msg).toBe('结束日期不能早于开始日期');
    expect((await f.admin.json<Page<Row>>(J('line', 'pageList'), { lineName: '坏线路' })).data.total).toBe(0);
  });

  it('composes a vehicle\'s work rule in words', async () => {
    const r = await f.admin.json<Page<Row>>(J('carExpression', 'pageList'), { carId: 7 });
    expect(r.data.records[0]!.expression).toBe('在线路容差内 且 速度 ≥ 3 公里/小时');
  });

  it('keeps the other tenant\'s plans and results out of its report and board', async () => {
    const r = await report({ workDateStart: day, workDateEnd: day }, f.admin2);
    expect(r.result, r.msg).toBe(0);
    expect(r.data.records.every((x) => x.plateNo === '浙A·A5952' || x.plateNo === '浙A·D5678')).toBe(true);
    expect(r.data.records.some((x) => x.plateNo === '浙A·A5952')).toBe(true);
  });

  it('refuses the read-only user a plan and an export of the report', async () => {
    const p = await f.viewer.json(J('carLine', 'save'), { carId: 7, lineId: 1, jobType: 'sweep', shift: 'D', frequency: 'daily', startDate: day });
    expect(p.result).not.toBe(0);
    const e = await f.viewer.raw(J('workReport', 'export'), {});
    expect(e.headers.get('content-type') ?? '').not.toContain('spreadsheetml');
  });
});
