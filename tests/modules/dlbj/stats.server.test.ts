/**
 * 道路保洁 over real HTTP, every call beside the engine's lists: a vehicle registered in the device store
 * and synced into the module (pointer/sync), a shift, two roads and a washing line, and a track posted
 * for a shift three days back — the completion per road (the first road washed twice, the second
 * half-driven), the work report with its road detail, road operation, work statistics (empty running,
 * speeding, leaving the line), the road tracks map's covered and uncovered runs, the board's calls
 * (indices, jobs per day, km per vehicle, locations, today's jobs, car list, car videos), the enums;
 * unknown where there is no vehicle; bad input refused with a message and nothing changed; the other
 * tenant's lines out of reach; the read-only user changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../cljk/support';
import { register } from '../sbbj/support';
import { fixture, R, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
const M_LAT = 6371008.8 * (Math.PI / 180);
const LAT = 30.36;
const M_LNG = Math.cos(LAT * (Math.PI / 180)) * M_LAT;
/** A point x metres east and y metres north of (120.36, 30.36): a corner of the map no demo vehicle drives. */
const at = (x: number, y = 0): [number, number] => [120.36 + x / M_LNG, LAT + y / M_LAT];
const line = (a: [number, number], b: [number, number]) => JSON.stringify({ type: 'LineString', coordinates: [a, b] });
const chinaDate = (t: number) => new Date(t + 8 * 3600_000).toISOString().slice(0, 10);

let f: Fixture;
let D = '';
let lineId = 0;
let bareLineId = 0;
let pointerId = 0;

/**
 * The track from 05:00: east along road 1 (0 → 1000 m) and back at 12 km/h, then east along road 2 to
 * its middle at 30 km/h (over the 15 km/h washing rule), then 300 m north, off the line for ten minutes.
 */
function track(from: number): { t: number; values: Record<string, number> }[] {
  const out: { t: number; values: Record<string, number> }[] = [];
  let t = from;
  const push = (x: number, y: number, speed: number) => {
    const [lng, lat] = at(x, y);
    out.push({ t, values: { lng, lat, speed } });
    t += 30_000;
  };
  for (let x = 0; x <= 1000; x += 100) push(x, 0, 12);
  for (let x = 900; x >= 0; x -= 100) push(x, 0, 12);
  for (let x = 0; x <= 1500; x += 250) push(x, 0, 30);
  for (let i = 1; i <= 20; i++) push(1500, Math.min(300, i * 60), i < 5 ? 10 : 0);
  return out;
}

beforeAll(async () => {
  f = await fixture();
  const now = f.server.now();
  D = chinaDate(now - 3 * 86_400_000);
  const device = await register(f.admin, 'V-901', '浙A·T9001 洗扫车', 'vehicle');
  await ingest(f.server.url, device, track(Date.parse(`${D}T05:00:00+08:00`)));
  const synced = await f.admin.json<string>(R('pointer', 'sync'), {});
  expect(synced.result, synced.msg).toBe(0);
  const pointers = await f.admin.json<Page<Row>>(R('pointer', 'pageList'), { deviceCode: 'V-901' });
  pointerId = pointers.data.records[0]!.id;
  const shift = await f.admin.json<Row>(R('shift', 'save'), { shiftName: '测试早班', startTime: '05:00', endTime: '07:00' });
  expect(shift.result, shift.msg).toBe(0);
  for (const [roadCode, roadName, a, b, washPasses] of [['T-1', '测试一路', 0, 1000, 2], ['T-2', '测试二路', 1000, 2000, 1]] as const) {
    const r = await f.admin.json(R('road', 'save'), { roadCode, roadName, district: 'binjiang', grade: '2', roadClass: 'secondary', path: line(at(a), at(b)), width: 20, sweepPasses: 1, washPasses, dustPasses: 1, tolerance: 10 });
    expect(r.result, r.msg).toBe(0);
  }
  const l = await f.admin.json<Row>(R('line', 'save'), { lineName: '测试冲洗线', jobType: 'wash', roads: 'T-1,T-2', pointerId, shiftId: shift.data.id, frequency: 'daily', maxSpeed: 15, offLineMinutes: 5 });
  expect(l.result, l.msg).toBe(0);
  lineId = l.data.id;
  const bare = await f.admin.json<Row>(R('line', 'save'), { lineName: '测试未配车线', jobType: 'sweep', roads: 'T-1', shiftId: shift.data.id, frequency: 'daily', maxSpeed: 15, offLineMinutes: 5 });
  expect(bare.result, bare.msg).toBe(0);
  bareLineId = bare.data.id;
}, 180_000);
afterAll(() => f?.server.close());

const page = async <T = Row>(path: string, body: Record<string, unknown> = {}, c = f.admin) => {
  const r = await c.json<Page<T>>(path, { pageSize: 1000, ...body });
  expect(r.result, r.msg).toBe(0);
  return r.data.records;
};

describe('the road’s size and the vehicles', () => {
  it('computes a road’s length from its line and its area from the width', async () => {
    const [road] = await page(R('road', 'page'), { roadCode: 'T-1' });
    expect(road!.length).toBeGreaterThan(995);
    expect(road!.length).toBeLessThan(1005);
    expect(road!.area).toBe(Math.round(Number(road!.length) * 20));
  });

  it('syncs the device store’s vehicles as pointers, the type read from the name, again without doubles', async () => {
    const again = await f.admin.json<string>(R('pointer', 'sync'), {});
    expect(again.data).toMatch(/新增0辆/);
    const rows = await page(R('pointer', 'pageList'), { deviceCode: 'V-901' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plateNo: '浙A·T9001', vehicleType: 'washer' });
  });

  it('answers the enums by name (common/loadEnumValue)', async () => {
    const e = await f.admin.json<Record<string, { value: string; label: string }[]>>(R('common', 'loadEnumValue'), {});
    expect(e.result, e.msg).toBe(0);
    expect(e.data.jobType!.map((o) => o.value)).toEqual(['sweep', 'wash', 'dust']);
    expect(JSON.stringify(e.data.grade)).toMatch(/一级/);
  });
});

describe('completion measured from the track (stat/completion)', () => {
  it('gives each road the share of its length passed the required times within the tolerance during the shift', async () => {
    const rows = await page(R('stat', 'completion'), { workDateStart: D, workDateEnd: D, lineId });
    const by = new Map(rows.map((r) => [r.roadCode, r]));
    // Road 1 needs two washing passes: there and back (turning back at its end is the second pass).
    expect(Number(by.get('T-1')!.completion)).toBeGreaterThanOrEqual(99);
    expect(by.get('T-1')).toMatchObject({ passes: 2, state: 'done', source: 'track', jobType: 'wash', pointerId });
    // Road 2: driven to its middle (plus the tolerance): a deviation below 90 %.
    expect(Number(by.get('T-2')!.completion)).toBeGreaterThan(49);
    expect(Number(by.get('T-2')!.completion)).toBeLessThan(53);
    expect(by.get('T-2')).toMatchObject({ passes: 1, state: 'below' });
    expect(Number(by.get('T-2')!.coveredKm)).toBeCloseTo((Number(by.get('T-2')!.completion) / 100) * Number(by.get('T-2')!.lengthKm), 2);
  });

  it('is unknown (null, never 0) for a line without a vehicle, and filters by result', async () => {
    const bare = await page(R('stat', 'completion'), { workDateStart: D, workDateEnd: D, lineId: bareLineId });
    expect(bare[0]).toMatchObject({ completion: null, coveredKm: null, state: 'unknown', source: null });
    const below = await page(R('stat', 'completion'), { workDateStart: D, workDateEnd: D, lineId, state: 'below' });
    expect(below.map((r) => r.roadCode)).toEqual(['T-2']);
  });

  it('shows the demo month by default (the last 7 days, archived before the store’s readings)', async () => {
    const rows = await page(R('stat', 'completion'));
    expect(rows.some((r) => r.source === 'archive' && typeof r.completion === 'number')).toBe(true);
    expect(rows.some((r) => r.state === 'below')).toBe(true);
  });

  it('refuses a bad date and a range over 62 days with a clear message', async () => {
    const bad = await f.admin.json(R('stat', 'completion'), { workDateStart: '2026-13-45' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/YYYY-MM-DD/);
    const long = await f.admin.json(R('stat', 'completion'), { workDateStart: '2026-01-01', workDateEnd: '2026-06-01' });
    expect(long.result).not.toBe(0);
    expect(long.msg).toMatch(/62/);
  });
});

describe('work report, road operation and work statistics', () => {
  it('reports the line’s day: weighted completion, roads below target, km, empty running, speeding, leaving the line', async () => {
    const [r] = await page(R('stat', 'workReportList'), { workDateStart: D, workDateEnd: D, lineId });
    expect(r).toMatchObject({ roads: 2, belowRoads: 1, state: 'below', source: 'track', speeding: 1, offLine: 1 });
    expect(Number(r!.completion)).toBeGreaterThan(73);
    expect(Number(r!.completion)).toBeLessThan(77);
    // 1 km there, 1 km back, 1.5 km along the roads, 0.3 km north: 3.5 of 3.8 km working.
    expect(Number(r!.totalKm)).toBeCloseTo(3.8, 1);
    expect(Number(r!.workingKm)).toBeGreaterThan(3.49);
    expect(Number(r!.emptyRate)).toBeGreaterThan(6);
    expect(Number(r!.emptyRate)).toBeLessThan(9);
  });

  it('details the roads of a report row (stat/workReportDetail), naming the deviation', async () => {
    const [row] = await page(R('stat', 'workReportList'), { workDateStart: D, workDateEnd: D, lineId });
    const d = await f.admin.json<Row[]>(R('stat', 'workReportDetail'), { id: row!.id });
    expect(d.result, d.msg).toBe(0);
    expect(d.data.map((x) => x.roadName)).toEqual(['测试一路', '测试二路']);
    expect(d.data[1]).toMatchObject({ state: 'below' });
    expect(String(d.data[1]!.deviation)).toMatch(/低于 90%/);
    const bad = await f.admin.json(R('stat', 'workReportDetail'), { id: 'yesterday' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/作业报告不存在/);
  });

  it('sums a road over the days (stat/roadOperation) and a vehicle’s day (stat/workStat)', async () => {
    const [op] = await page(R('stat', 'roadOperation'), { workDateStart: D, workDateEnd: D, roadCode: 'T-2' });
    expect(op).toMatchObject({ roadCode: 'T-2', jobs: 1, below: 1, done: 0, lastDate: D });
    const [one] = await page(R('stat', 'roadOperation'), { workDateStart: D, workDateEnd: D, roadCode: 'T-1' });
    // T-1: done by the washing line, unknown on the line without a vehicle.
    expect(one).toMatchObject({ jobs: 2, done: 1, unknown: 1 });
    const [ws] = await page(R('stat', 'workStat'), { workDateStart: D, workDateEnd: D, pointerId });
    expect(ws).toMatchObject({ pointerId, lines: 1, speeding: 1, offLine: 1, source: 'track' });
  });
});

describe('the road tracks map and the board', () => {
  it('cuts each road into covered and uncovered runs and gives the shift’s track (stat/roadTrack)', async () => {
    const r = await f.admin.json<{ roads: { code: string; runs: { covered: boolean; path: number[][] }[] | null }[]; track: unknown[]; state: string }>(R('stat', 'roadTrack'), { lineId, date: D });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.track).toHaveLength(track(0).length);
    expect(r.data.roads.find((x) => x.code === 'T-2')!.runs!.map((x) => x.covered)).toEqual([true, false]);
    expect(r.data.state).toBe('below');
    const none = await f.admin.json(R('stat', 'roadTrack'), { lineId: 999_999 });
    expect(none.result).not.toBe(0);
  });

  it('answers the board: indices, jobs per day, km per vehicle, locations, today’s jobs, car list, car videos', async () => {
    const index = await f.admin.json<{ label: string; value: unknown }[]>(R('stat', 'totalIndex'), {});
    expect(index.data.map((s) => s.label)).toContain('近30日完成率');
    const tasks = await f.admin.json<{ categories: string[]; series: { name: string }[] }>(R('stat', 'taskStat'), {});
    expect(tasks.data.categories).toHaveLength(14);
    expect(tasks.data.series.map((s) => s.name)).toContain('未达标');
    const cars = await f.admin.json<{ categories: string[] }>(R('stat', 'carStatistics'), { workDateStart: D, workDateEnd: D });
    expect(cars.data.categories).toContain('浙A·T9001');
    const loc = await f.admin.json<{ name: string; lng: number }[]>(R('stat', 'carLocation'), {});
    expect(loc.data.map((x) => x.name)).toContain('浙A·A1508');
    const live = await f.admin.json<{ lineName: string }[]>(R('stat', 'realTimeOperation'), {});
    expect(live.result, live.msg).toBe(0);
    const list = await f.admin.json<{ plateNo: string; total: number }[]>(R('carExp', 'carList'), {});
    expect(list.data.find((x) => x.plateNo === '浙A·A1508')!.total).toBeGreaterThan(0);
    const video = await f.admin.json<{ camera: string }[]>(R('stat', 'carVideoList'), {});
    expect(video.result, video.msg).toBe(0);
    expect(Array.isArray(video.data)).toBe(true);
  });
});

describe('bad input, other tenant, read-only user', () => {
  it('refuses a road whose line is no line and a shift time that is no time, changing nothing', async () => {
    const before = (await page(R('road', 'page'))).length;
    const r = await f.admin.json(R('road', 'save'), { roadCode: 'T-9', roadName: '坏路', district: 'xihu', grade: '1', roadClass: 'branch', path: '{"type":"Point"}', width: 10, sweepPasses: 1, washPasses: 1, dustPasses: 1, tolerance: 10 });
    expect(r.result).not.toBe(0);
    expect(r.msg).toMatch(/道路走向/);
    expect((await page(R('road', 'page'))).length).toBe(before);
    const s = await f.admin.json(R('shift', 'save'), { shiftName: '坏班次', startTime: '25:00', endTime: '07:00' });
    expect(s.result).not.toBe(0);
    expect(s.msg).toMatch(/HH:mm/);
  });

  it('keeps tenant 1’s lines and their figures out of tenant 2’s reach', async () => {
    const lines = await page(R('line', 'page'), {}, f.admin2);
    expect(lines.map((l) => l.lineName)).not.toContain('测试冲洗线');
    const reports = await page(R('stat', 'workReportList'), { workDateStart: D, workDateEnd: D }, f.admin2);
    expect(reports.some((r) => r.lineId === lineId && r.roads === 2)).toBe(false);
    const track2 = await f.admin2.json(R('stat', 'roadTrack'), { lineId, date: D });
    expect(track2.result).not.toBe(0);
    const detail = await f.admin2.json(R('stat', 'workReportDetail'), { id: `${D}_${lineId}` });
    expect(detail.result).not.toBe(0);
  });

  it('lets the read-only user read the figures and change nothing', async () => {
    expect((await page(R('stat', 'workReportList'), { workDateStart: D, workDateEnd: D, lineId }, f.viewer)).length).toBe(1);
    for (const [path, body] of [
      [R('pointer', 'sync'), {}],
      [R('road', 'save'), { roadCode: 'T-8', roadName: '只读路', district: 'xihu', grade: '1', roadClass: 'branch', path: line(at(0), at(10)), width: 10, sweepPasses: 1, washPasses: 1, dustPasses: 1, tolerance: 10 }],
      [R('line', 'delete'), { ids: String(lineId) }],
      [R('carExp', 'save'), { pointerId, expType: 'fuel', amount: 1, expDate: D }],
    ] as const) expect((await f.viewer.json(path, { ...body })).result, path).not.toBe(0);
    expect((await page(R('line', 'page'), { lineName: '测试冲洗线' })).length).toBe(1);
  });
});
