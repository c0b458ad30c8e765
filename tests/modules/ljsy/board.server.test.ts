// The transport board's calls and the area's common calls over real HTTP: each answers the tenant's
// data; tonnage follows kit/waste/loadWeight on the seeded loads read back through carOperation
// (confirmed net first, else max(gross − tare, 0); a load without a valid weight left out and counted
// apart; a transfer leg not counted again as collected); a point without valid coordinates is an
// anomaly, never a point; bad input is refused with a clear message; another tenant's vehicles and
// routes are out of reach; a user without the 垃圾分类 system is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCall } from '../../../kit/resource';
import { boardCalls } from '../../../modules/ljsy/screens/boardCalls';
import { call, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['ljsy']);
const K = '/cloud/ljsy/ljqyDataKanBan';
type Row = Record<string, unknown>;
const c = (path: string) => parseCall(path);
const data = async <T = Row>(path: string, fields: Row = {}, token?: string) => {
  const a = await call(ctx(), c(path), fields, token ?? ctx().token);
  expect(a.msg, path).toBeDefined();
  expect(a.result, `${path}: ${a.msg}`).toBe(0);
  return a.data as T;
};

/** The weight rule written out again, independently of kit/waste/loadWeight. */
function expected(loads: Row[], leg: 'collect' | 'transfer') {
  let tonnes = 0;
  let counted = 0;
  let leftOut = 0;
  for (const l of loads.filter((x) => x.leg === leg)) {
    const num = (v: unknown) => typeof v === 'number' && v >= 0;
    const w = num(l.confirmedNet) ? (l.confirmedNet as number) : num(l.grossWeight) && num(l.tareWeight) ? Math.max((l.grossWeight as number) - (l.tareWeight as number), 0) : null;
    if (w === null) leftOut += 1;
    else {
      tonnes += w;
      counted += 1;
    }
  }
  // No load at all: 0 t; loads none of which weighed: unknown (null).
  return { tonnes: counted ? Math.round(tonnes * 1000) / 1000 : leftOut ? null : 0, counted, leftOut };
}

let loads: Row[] = [];
beforeAll(async () => {
  loads = (await data<{ records: Row[] }>(`${K}/carOperation`, { pageSize: 1000 })).records;
});

describe('the seeded loads show the weight rule', () => {
  it('hold a confirmed net weight, a tare above the gross, a missing tare and transfer legs within the last seven days', () => {
    expect(loads.some((l) => typeof l.confirmedNet === 'number' && l.confirmedNet !== Math.max((l.grossWeight as number) - (l.tareWeight as number), 0))).toBe(true);
    expect(loads.some((l) => (l.grossWeight as number) < (l.tareWeight as number) && l.confirmedNet === null && l.weight === 0)).toBe(true);
    expect(loads.some((l) => l.tareWeight === null && l.confirmedNet === null && l.weight === null)).toBe(true);
    expect(loads.some((l) => l.leg === 'transfer')).toBe(true);
  });

  it('the stored weight of each load is its confirmed net, else max(gross − tare, 0), else empty', () => {
    for (const l of loads) {
      const e = expected([{ ...l, leg: 'collect' }], 'collect');
      expect(l.weight ?? null).toBe(e.tonnes);
    }
  });
});

describe('dailyGarNum, dailyList and monthlyList', () => {
  it('count each day’s collected tonnes by the rule: transfer legs apart, loads without weight left out and counted', async () => {
    const days = [...new Set(loads.map((l) => String(l.departAt).slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThanOrEqual(6);
    let sawLeftOut = false;
    for (const day of days) {
      const mine = (await data<{ records: Row[] }>(`${K}/carOperation`, { pageSize: 1000, departAtStart: day, departAtEnd: day })).records;
      const collect = expected(mine, 'collect');
      const transfer = expected(mine, 'transfer');
      const board = await data<Row>(boardCalls.dailyGarNum, { date: day });
      expect(board).toMatchObject({ day, tonnes: collect.tonnes, counted: collect.counted, leftOut: collect.leftOut, transferTonnes: transfer.tonnes, trips: collect.counted + collect.leftOut });
      if (collect.counted) expect(board.average).toBeCloseTo((collect.tonnes as number) / collect.counted, 2);
      else expect(board.average).toBeNull();
      sawLeftOut ||= collect.leftOut > 0;
      const listed = (await data<{ records: Row[] }>(`POST ${K}/dailyList`, { dayStart: day, dayEnd: day, pageSize: 10 })).records;
      const sum = Math.round(listed.reduce((s, r) => s + ((r.tonnes as number | null) ?? 0), 0) * 1000) / 1000;
      expect(sum).toBeCloseTo(collect.tonnes ?? 0, 2);
      expect(listed.reduce((s, r) => s + (r.leftOut as number), 0)).toBe(collect.leftOut);
      // averages are rounded to 3 decimals: compare to 2
      for (const r of listed) if (r.counted) expect(r.average).toBeCloseTo((r.tonnes as number) / (r.counted as number), 2);
    }
    expect(sawLeftOut).toBe(true);
  });

  it('dailyList reaches back a year; monthlyList sums its days per month and type', async () => {
    const all = await data<{ records: Row[]; total: number }>(`POST ${K}/dailyList`, { pageSize: 1000, orderField: 'day', orderType: 'asc' });
    expect(all.total).toBeGreaterThanOrEqual(365 * 4);
    const month = String(all.records[40]!.day).slice(0, 7);
    const days = (await data<{ records: Row[] }>(`POST ${K}/dailyList`, { pageSize: 1000, dayStart: `${month}-01`, dayEnd: `${month}-31`, garbageType: 'kitchen' })).records;
    const monthly = (await data<{ records: Row[] }>(`POST ${K}/monthlyList`, { month, garbageType: 'kitchen' })).records;
    expect(monthly).toHaveLength(1);
    expect(monthly[0]!.tonnes).toBeCloseTo(days.reduce((s, r) => s + ((r.tonnes as number | null) ?? 0), 0), 2);
    expect(monthly[0]!.counted).toBe(days.reduce((s, r) => s + (r.counted as number), 0));
  });

  it('counts only what happened up to the round’s moment (asOf), and refuses an asOf that is no time', async () => {
    const day = String(loads[0]!.departAt).slice(0, 10);
    const mine = (await data<{ records: Row[] }>(`${K}/carOperation`, { pageSize: 1000, departAtStart: day, departAtEnd: day })).records;
    const times = mine.map((l) => String(l.departAt)).sort();
    const cut = times[Math.floor(times.length / 2)]!;
    const asOf = new Date(cut.replace(' ', 'T')).toISOString();
    const upTo = expected(mine.filter((l) => String(l.departAt) <= cut), 'collect');
    const board = await data<Row>(boardCalls.dailyGarNum, { date: day, asOf });
    expect(board).toMatchObject({ tonnes: upTo.tonnes, counted: upTo.counted, leftOut: upTo.leftOut, asOf: cut });
    const bad = await call(ctx(), c(boardCalls.dailyGarNum), { asOf: 'noon' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/asOf/);
  });

  it('trend answers 30 days ending today, an unknown day as null, never 0', async () => {
    const trend = await data<{ categories: string[]; series: { name: string; data: (number | null)[] }[] }>(boardCalls.trend);
    expect(trend.categories).toHaveLength(30);
    expect(trend.series[0]!.data.slice(0, 29).every((v) => typeof v === 'number' && v > 0)).toBe(true);
  });
});

describe('positions, routes and facilities', () => {
  it('gpsLastPosition draws only valid fixes and lists the vehicle that lost its fix as an anomaly', async () => {
    const last = await data<{ asOf: string; points: Row[]; anomalies: Row[] }>(boardCalls.gpsLastPosition);
    expect(last.asOf).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(last.points.length).toBeGreaterThan(5);
    expect(last.points.every((p) => typeof p.lng === 'number' && typeof p.lat === 'number' && !(p.lng === 0 && p.lat === 0))).toBe(true);
    expect(last.anomalies).toEqual([expect.objectContaining({ reason: 'ljsy.anomaly.noFix' })]);
    expect(last.points.map((p) => p.carCode)).not.toContain(last.anomalies[0]!.carCode);
  });

  it('factoryList marks a facility without a surveyed position as not valid and gives each plant its intake of the day', async () => {
    const list = await data<Row[]>(boardCalls.factoryList);
    expect(list.find((f) => f.factoryName === '滨江区长河垃圾房')).toMatchObject({ valid: false, lng: null });
    expect(list.filter((f) => f.factoryType === 'incinerator')[0]!.intake).toEqual(expect.any(Number));
  });

  it('carRoute, routePoints, subjectFactoryInfo, loadRedisCarListBySubject, getDeptTree and getConstantByCode answer', async () => {
    const cars = await data<Row[]>(boardCalls.carsBySubject);
    expect(cars.length).toBeGreaterThanOrEqual(2);
    const carId = (cars[0]!.cars as Row[])[0]!.carId;
    const track = await data<{ points: Row[] }>(boardCalls.carRoute, { carId });
    expect(track.points.length).toBeGreaterThan(0);
    const routes = (await data<{ records: Row[] }>(`${K}/routeList`, { pageSize: 5 })).records;
    expect((await data<{ points: Row[] }>(boardCalls.routePoints, { routeId: routes[0]!.id })).points).toHaveLength(6);
    const subjects = await data<Row[]>(boardCalls.subjectFactoryInfo);
    expect(subjects.length).toBeGreaterThan(1);
    const tree = await data<Row[]>(boardCalls.deptTree);
    expect(tree[0]).toMatchObject({ title: '杭州城市环境集团有限公司' });
    expect(await data(boardCalls.getConstantByCode, { code: 'refreshSeconds' })).toMatchObject({ value: 60 });
    const byDept = await data<Row[]>(boardCalls.carsBySubject, { deptId: 'd102' });
    expect(byDept).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses bad input with a message naming it', async () => {
    for (const [path, fields, msg] of [
      [boardCalls.carRoute, {}, /carId/],
      [boardCalls.carRoute, { carId: 'x1' }, /carId/],
      [boardCalls.dailyGarNum, { date: '2026-13-45x' }, /date/],
      [boardCalls.routePoints, {}, /routeId/],
      [boardCalls.getConstantByCode, { code: 'nope' }, /nope/],
      [boardCalls.getConstantByCode, {}, /code/],
    ] as const) {
      const a = await call(ctx(), c(path), fields);
      expect(a.result, path).not.toBe(0);
      expect(a.msg).toMatch(msg);
    }
  });

  it('keeps another tenant’s vehicles and routes out of reach', async () => {
    const carId = loads[0]!.carId;
    const routeId = (await data<{ records: Row[] }>(`${K}/routeList`, { pageSize: 1 })).records[0]!.id;
    expect((await call(ctx(), c(boardCalls.carRoute), { carId }, ctx().token2)).result).not.toBe(0);
    expect((await call(ctx(), c(boardCalls.routePoints), { routeId }, ctx().token2)).result).not.toBe(0);
    const theirs = await data<{ points: Row[]; anomalies: Row[] }>(boardCalls.gpsLastPosition, {}, ctx().token2);
    const mine = await data<{ points: Row[] }>(boardCalls.gpsLastPosition);
    const plates = new Set(mine.points.map((p) => p.carCode));
    expect(theirs.points.some((p) => plates.has(p.carCode))).toBe(false);
  });

  it('refuses a user without the 垃圾分类 system, and the read-only user’s saving an area', async () => {
    const ops = await signIn(ctx().server.url, 'ops', 'Ops@2026');
    for (const path of Object.values(boardCalls)) expect((await call(ctx(), c(path), { code: 'refreshSeconds', carId: 1, routeId: 1 }, ops.token)).result, path).not.toBe(0);
    const viewer = await signIn(ctx().server.url, 'viewer', 'Viewer@2026');
    const saved = await call(ctx(), c('POST /cloud/ljsy/deptArea/save'), { areaName: '只读用户的片区', deptId: 'd103', district: 'xihu' }, viewer.token);
    expect(saved.result).not.toBe(0);
    const list = await data<{ records: Row[] }>('/cloud/ljsy/deptArea/list', { areaName: '只读用户的片区' });
    expect(list.records).toEqual([]);
  });
});
