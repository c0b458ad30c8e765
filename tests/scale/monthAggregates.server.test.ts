// The whole months' aggregates kept by the engine (server/resources/monthAggregates.ts; issue 28's
// month report over a city's year of weighings): two server instances over one database (SQLite file,
// or PostgreSQL in test:pg); 称重月报 read on one instance always equals the weighings listed, after a
// weighing is created, moved to another month and deleted on the other instance; a row written into the
// table behind the engine's back is not seen until its month's version is bumped (the kept result is
// what answers), a third instance started later answers a kept month from what the others shared (it
// does not compute it again), the shared parts are bounded, and the plan splits a range into its partial
// ends and whole months.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCall } from '../../kit/resource';
import resources from '../../modules/jlzs/resources';
import { openDatabase, type Store } from '../../server/db';
import { bumpMonths, mergeRows, MonthResults, nextMonth, planMonths, share, splitByMonth } from '../../server/resources/monthAggregates';
import { call, page, type Ctx } from '../kit/resourceSuite';
import { signIn, startServer, type TestServer } from '../support/server';
import { onPostgres } from '../support/pg';

const MODULES = ['ljszy', 'jlzs'];
const B = '/envcloud/hw/jlzs/api/v1';
const DISTRICT = 'shangcheng';
const def = (id: string) => [...resources.resources, ...(resources.reports ?? [])].find((r) => r.id === id)!;
type Row = Record<string, unknown>;

let a: Ctx;
let b: Ctx;
let servers: TestServer[] = [];
let db: Store;

/** The month `n` months before this one ('YYYY-MM', China time). */
const monthsAgo = (n: number) => {
  const d = new Date(Date.now() + 8 * 3600_000);
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() - n;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
};
const START = `${monthsAgo(7)}-15`;

async function ctxOf(server: TestServer): Promise<Ctx> {
  const one = await signIn(server.url, 'admin', 'Admin@2026');
  const two = await signIn(server.url, 'admin2', 'Admin@2026');
  return { server, token: one.token, token2: two.token, tenant1: one.data.tenantId };
}

/** 称重月报 of the district from START: per month, loads, left out and tonnes. */
async function report(ctx: Ctx): Promise<Map<string, [number, number, number]>> {
  const rows = (await page(ctx, def('weighReport'), { pageSize: 500, district: DISTRICT, weighTimeStart: START })).records;
  const out = new Map<string, [number, number, number]>();
  for (const r of rows) {
    const m = out.get(String(r.month)) ?? [0, 0, 0];
    out.set(String(r.month), [m[0] + Number(r.loads), m[1] + Number(r.leftOut), Math.round((m[2] + Number(r.tonnes ?? 0)) * 1000) / 1000]);
  }
  return out;
}

/** The same figures from the weighings listed one by one (collected loads only). */
async function listed(ctx: Ctx): Promise<Map<string, [number, number, number]>> {
  const out = new Map<string, [number, number, number]>();
  for (let p = 1; ; p++) {
    const got = await page(ctx, def('carWeighRecord'), { pageNo: p, pageSize: 1000, weighTimeStart: START, district: DISTRICT });
    for (const r of got.records) {
      if (r.leg !== 'collect') continue;
      const month = String(r.weighTime).slice(0, 7);
      const m = out.get(month) ?? [0, 0, 0];
      out.set(month, [m[0] + 1, m[1] + (r.netWeight === null ? 1 : 0), Math.round((m[2] + Number(r.netWeight ?? 0)) * 1000) / 1000]);
    }
    if (p * 1000 >= got.total) break;
  }
  return out;
}

const post = (ctx: Ctx, path: string, fields: Row) => call(ctx, parseCall(`${B}/${path}`), fields);

/** Same loads and loads left out per month; tonnes within the report's rounding (sums of 2 decimals per group). */
function same(got: Map<string, [number, number, number]>, want: Map<string, [number, number, number]>) {
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  for (const [month, [loads, leftOut, tonnes]] of want) {
    expect(got.get(month)!.slice(0, 2), month).toEqual([loads, leftOut]);
    expect(Math.abs(got.get(month)![2] - tonnes), month).toBeLessThan(0.1);
  }
}

describe('a monthly resource: the whole months kept, two instances over one database', () => {
  beforeAll(async () => {
    const first = await startServer({ modules: MODULES });
    const second = await startServer(onPostgres() ? { modules: MODULES, databaseUrl: first.databaseUrl } : { modules: MODULES, dataDir: first.dataDir });
    servers = [first, second];
    [a, b] = [await ctxOf(first), await ctxOf(second)];
    db = await openDatabase(onPostgres() ? first.databaseUrl : join(first.dataDir, 'urbanops.db'));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    for (const s of servers) await s.close().catch(() => undefined);
  });

  it('answers what the weighings say through a create, a move to another month and a delete on the other instance', async () => {
    const before = await listed(a);
    expect(before.size).toBeGreaterThan(0);
    same(await report(a), before);
    same(await report(b), before);
    const template = (await page(a, def('carWeighRecord'), { pageSize: 1, district: DISTRICT })).records[0]!;
    const made = await post(b, 'carWeighRecord/addUpdate', {
      weighNo: `MA${Date.now() % 1_000_000}`, carId: template.carId, facilityId: template.facilityId, district: DISTRICT, garbageType: 'other', leg: 'collect',
      grossWeight: 18.5, tareWeight: 10.25, weighTime: `${monthsAgo(3)}-10 09:00:00`,
    });
    expect(made.result).toBe(0);
    const id = (made.data as Row).id;
    const added = await report(a);
    same(added, await listed(a));
    expect(added.get(monthsAgo(3))![0]).toBe((before.get(monthsAgo(3))?.[0] ?? 0) + 1);
    const moved = await post(a, 'carWeighRecord/addUpdate', { ...(made.data as Row), id, weighTime: `${monthsAgo(5)}-20 14:00:00` });
    expect(moved.result).toBe(0);
    const after = await report(b);
    same(after, await listed(b));
    expect(after.get(monthsAgo(3))?.[0] ?? 0).toBe(before.get(monthsAgo(3))?.[0] ?? 0);
    expect(after.get(monthsAgo(5))![0]).toBe((before.get(monthsAgo(5))?.[0] ?? 0) + 1);
    expect((await post(b, 'carWeighRecord/delete', { ids: String(id) })).result).toBe(0);
    same(await report(a), before);
  });

  it('answers a whole month from what it kept until the month\'s version moves (a row written behind the engine\'s back)', async () => {
    const month = monthsAgo(4);
    const kept = await report(a);
    const template = (await db.db.selectFrom('r_jlzs_carWeighRecord' as never).selectAll().where('tenantId' as never, '=', a.tenant1 as never).where('district' as never, '=', DISTRICT as never).limit(1).executeTakeFirstOrThrow()) as Row;
    const { id: _id, ...row } = template;
    await db.db.insertInto('r_jlzs_carWeighRecord' as never).values({ ...row, weighNo: `BEHIND${Date.now() % 100_000}`, leg: 'collect', netWeight: 5, weighed: 1, weighTime: `${month}-12 10:00:00` } as never).execute();
    // Not bumped: the kept month answers (the weighing is listed, the report does not have it yet).
    expect((await report(a)).get(month)).toEqual(kept.get(month));
    expect((await listed(a)).get(month)![0]).toBe((kept.get(month)?.[0] ?? 0) + 1);
    // Bumped as a bulk load must: both instances read it.
    await bumpMonths(db.db as never, a.tenant1, 'jlzs.carWeighRecord', [`${month}-12 10:00:00`]);
    expect((await report(a)).get(month)![0]).toBe((kept.get(month)?.[0] ?? 0) + 1);
    same(await report(b), await listed(b));
  });

  it('keeps this month\'s days before today as one part and computes today\'s rows on each call', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    const template = (await page(a, def('carWeighRecord'), { pageSize: 1, district: DISTRICT })).records[0]!;
    const weigh = (weighTime: string) => post(b, 'carWeighRecord/addUpdate', {
      weighNo: `DY${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`, carId: template.carId, facilityId: template.facilityId, district: DISTRICT, garbageType: 'other', leg: 'collect',
      grossWeight: 12, tareWeight: 10, weighTime,
    });
    const loads = async () => (await report(a)).get(month)?.[0] ?? 0;
    const start = await loads();
    // Today's weighing on the other instance: in the rows computed on each call.
    expect((await weigh(`${today} 00:00:30`)).result).toBe(0);
    expect(await loads()).toBe(start + 1);
    same(await report(a), await listed(a));
    if (today === first) return; // on a month's first day no day of it is kept
    // An earlier day of this month: its version moves, the days kept are read again.
    expect((await weigh(`${first} 06:00:00`)).result).toBe(0);
    expect(await loads()).toBe(start + 2);
    // A row behind the engine's back on that day: the kept days answer until the day's version is bumped.
    const stored = (await db.db.selectFrom('r_jlzs_carWeighRecord' as never).selectAll().where('tenantId' as never, '=', a.tenant1 as never).where('district' as never, '=', DISTRICT as never).limit(1).executeTakeFirstOrThrow()) as Row;
    const { id: _id, ...row } = stored;
    await db.db.insertInto('r_jlzs_carWeighRecord' as never).values({ ...row, weighNo: `DAYB${Date.now() % 100_000}`, leg: 'collect', netWeight: 3, weighed: 1, weighTime: `${first} 07:00:00` } as never).execute();
    expect(await loads()).toBe(start + 2);
    await bumpMonths(db.db as never, a.tenant1, 'jlzs.carWeighRecord', [`${first} 07:00:00`]);
    expect(await loads()).toBe(start + 3);
    same(await report(b), await listed(b));
  });

  it('answers a new instance\'s first report from the months the others shared (a row behind the engine\'s back is not computed in)', async () => {
    const kept = await report(a);
    // A whole month of the range with weighings (the demo's history).
    const month = [...kept.keys()].filter((m) => m > START.slice(0, 7) && m < monthsAgo(0)).sort()[0]!;
    expect(kept.get(month)![0]).toBeGreaterThan(0);
    const stored = await db.db.selectFrom('aggregate_results').select(['part', 'version']).where('tenant_id', '=', a.tenant1).where('resource', '=', 'jlzs.carWeighRecord').execute();
    expect(stored.map((r) => r.part)).toContain(month);
    const template = (await db.db.selectFrom('r_jlzs_carWeighRecord' as never).selectAll().where('tenantId' as never, '=', a.tenant1 as never).where('district' as never, '=', DISTRICT as never).limit(1).executeTakeFirstOrThrow()) as Row;
    const { id: _id, ...row } = template;
    await db.db.insertInto('r_jlzs_carWeighRecord' as never).values({ ...row, weighNo: `SHARED${Date.now() % 100_000}`, leg: 'collect', netWeight: 4, weighed: 1, weighTime: `${month}-09 10:00:00` } as never).execute();
    // A third instance after the row: had it computed the month, the row would be in its first report.
    const third = await startServer(onPostgres() ? { modules: MODULES, databaseUrl: servers[0]!.databaseUrl } : { modules: MODULES, dataDir: servers[0]!.dataDir });
    servers.push(third);
    const c = await ctxOf(third);
    const first = await report(c);
    expect(first.get(month)).toEqual(kept.get(month));
    expect((await listed(c)).get(month)![0]).toBe(kept.get(month)![0] + 1);
    // Its version moved: every instance computes it again, the row in.
    await bumpMonths(db.db as never, a.tenant1, 'jlzs.carWeighRecord', [`${month}-09 10:00:00`]);
    same(await report(c), await listed(c));
    same(await report(a), await listed(a));
  }, 120_000);

  it('keeps at most 5 000 shared parts of a resource in a tenant, and a query\'s days part of the latest day only', async () => {
    const resource = 'test.bounded';
    const old = Array.from({ length: 5010 }, (_, i) => ({ tenant_id: a.tenant1, resource, shape: `s${i}`, part: '2025-01', version: 1, result: '[]', computed_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString().slice(0, 19).replace('T', ' ') }));
    for (let i = 0; i < old.length; i += 500) await db.db.insertInto('aggregate_results').values(old.slice(i, i + 500)).execute();
    await db.db.insertInto('aggregate_results').values({ tenant_id: a.tenant1, resource, shape: 'days', part: '2026-11<2026-11-27', version: 3, result: '[]', computed_at: '2026-11-27 09:00:00' }).execute();
    await share(db.db as never, a.tenant1, resource, 'days', [{ part: '2026-11<2026-11-28', version: 4, rows: [{ count: 7 }] }], '2026-11-28 09:00:00');
    const left = await db.db.selectFrom('aggregate_results').select(['shape', 'part', 'result']).where('tenant_id', '=', a.tenant1).where('resource', '=', resource).execute();
    expect(left.length).toBe(5000);
    expect(left.filter((r) => r.shape === 'days').map((r) => [r.part, JSON.parse(r.result)])).toEqual([['2026-11<2026-11-28', [{ count: 7 }]]]);
    // A part kept at a newer version by another instance stays.
    await share(db.db as never, a.tenant1, resource, 'days', [{ part: '2026-11<2026-11-28', version: 2, rows: [] }], '2026-11-28 09:01:00');
    expect(JSON.parse((await db.db.selectFrom('aggregate_results').select('result').where('tenant_id', '=', a.tenant1).where('resource', '=', resource).where('shape', '=', 'days').executeTakeFirstOrThrow()).result)).toEqual([{ count: 7 }]);
    await db.db.deleteFrom('aggregate_results').where('resource', '=', resource).execute();
  });

  it('keeps each tenant apart: the other tenant\'s report has none of these weighings', async () => {
    const other = (await page(a, def('weighReport'), { pageSize: 500, district: DISTRICT, weighTimeStart: START }, a.token2)).records;
    const mine = await report(a);
    const theirs = new Map<string, number>();
    for (const r of other) theirs.set(String(r.month), (theirs.get(String(r.month)) ?? 0) + Number(r.loads));
    expect([...theirs.entries()]).not.toEqual([...mine.entries()].map(([m, v]) => [m, v[0]]));
  });
});

describe('the plan of a month aggregate', () => {
  const q = { groupBy: ['weighTime:month', 'district'], sum: ['netWeight'] };
  const range = (from: unknown, to: unknown) => [{ field: 'weighTime', mode: 'range' as const, value: [from, to] as [unknown, unknown], columns: ['weighTime', 'weighTime'] as [string, string] }];

  it('splits a range into its partial head, the whole months inside and the tail from the last month on (from today, when open)', () => {
    // Open: this month's days before today are kept as one part (a weighing today moves only today's
    // version); rows from today on are the tail.
    expect(planMonths('weighTime', q, range('2025-11-28', ''), '2026-03-05 10:00:00')).toEqual({ head: '2025-11', whole: ['2025-12', '2026-01', '2026-02'], days: { from: '2026-03', to: '2026-03-05' }, tail: '2026-03-05' });
    expect(planMonths('weighTime', q, range('2026-02-03', null), '2026-03-05 08:00:00')).toEqual({ head: '2026-02', whole: [], days: { from: '2026-03', to: '2026-03-05' }, tail: '2026-03-05' });
    // On a month's first day nothing of it is kept: the tail is the month.
    expect(planMonths('weighTime', q, range('2025-12-03', null), '2026-03-01 08:00:00')).toEqual({ head: '2025-12', whole: ['2026-01', '2026-02'], tail: '2026-03' });
    expect(planMonths('weighTime', q, range('2025-12-01', '2026-02-10 23:59:59'), '2026-03-05 08:00:00')).toEqual({ head: '2025-12', whole: ['2026-01'], tail: '2026-02' });
    expect(nextMonth('2025-12')).toBe('2026-01');
  });

  it('keeps nothing without the month grouping, a start, or a whole month inside', () => {
    expect(planMonths('weighTime', { groupBy: ['district'] }, range('2025-01-01', ''), '2026-03-05')).toBeNull();
    expect(planMonths('weighTime', q, range('', '2026-01-01'), '2026-03-05')).toBeNull();
    expect(planMonths('weighTime', q, range('2026-03-03', ''), '2026-03-05')).toBeNull();
    expect(planMonths('weighTime', q, range('2026-02-03', ''), '2026-03-01 09:00:00')).toBeNull();
    expect(planMonths('weighTime', q, range('2026-01-03', '2026-02-01'), '2026-03-05')).toBeNull();
    expect(planMonths('weighTime', q, [], '2026-03-05')).toBeNull();
  });

  it('merges months as one query orders and limits them, splits one query\'s months, and drops the least recently used result', () => {
    const rows = mergeRows([[{ m: '2026-01', count: 3 }], [{ m: '2026-02', count: 9 }, { m: '2026-02', count: 1 }]], { groupBy: [], limit: 2 });
    expect(rows.map((r) => r.count)).toEqual([9, 3]);
    expect(mergeRows([[{ m: 'b', count: 1 }], [{ m: 'a', count: 2 }]], { groupBy: [], orderBy: { field: 'm', order: 'asc' } }).map((r) => r.m)).toEqual(['a', 'b']);
    // Several months answered by one query: each month's rows ordered and limited as its own query's.
    // This month's days kept and today's rows: the same groups added up, counts and sums.
    const folded = mergeRows([[{ weighTime_month: '2026-03', district: 'a', netWeight: 1.105, count: 2 }, { weighTime_month: '2026-03', district: 'b', netWeight: 4, count: 1 }], [{ weighTime_month: '2026-03', district: 'a', netWeight: 0.2, count: 1 }]], q);
    expect(folded).toEqual([{ weighTime_month: '2026-03', district: 'a', netWeight: 1.305, count: 3 }, { weighTime_month: '2026-03', district: 'b', netWeight: 4, count: 1 }]);
    const split = splitByMonth([{ m: '2026-01', count: 1 }, { m: '2026-02', count: 5 }, { m: '2026-01', count: 7 }, { m: '2026-01', count: 4 }], 'm', { groupBy: [], limit: 2 });
    expect([...split.keys()]).toEqual(['2026-01', '2026-02']);
    expect(split.get('2026-01')!.map((r) => r.count)).toEqual([7, 4]);
    expect(split.get('2026-02')!.map((r) => r.count)).toEqual([5]);
    const kept = new MonthResults();
    kept.set('k', 3, [{ count: 1 }]);
    expect(kept.get('k', 3)).toEqual([{ count: 1 }]);
    expect(kept.get('k', 4)).toBeNull();
  });
});
