/**
 * The statistics and the vehicle tracks over real HTTP: each figure from the seeded year (both
 * tenants), unknown as null (a range without records, a month to come), bad input refused with its
 * message, another tenant's sites and vehicles out of reach, and no answer without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, R, type Fixture, type Page } from './support';

type Row = Record<string, unknown>;
let f: Fixture;
beforeAll(async () => {
  f = await fixture({ devices: true });
}, 120_000);
afterAll(() => f?.server.close());

describe('statistics', () => {
  it('counts customers, stations and centres, and the last 12 months’ records, weight and amount', async () => {
    const r = await f.admin.json<Row>(R('statistics', 'customerSiteCount'), {});
    expect(r.data).toMatchObject({ stations: 6, centres: 2 });
    expect(Number(r.data.customers)).toBeGreaterThan(30);
    expect(Number(r.data.records)).toBeGreaterThan(900);
    expect(Number(r.data.weight)).toBeGreaterThan(0);
    const t2 = await f.admin2.json<Row>(R('statistics', 'customerSiteCount'), {});
    expect(t2.data).toMatchObject({ stations: 3, centres: 1 });
    expect(Number(t2.data.records)).toBeLessThan(Number(r.data.records));
  });

  it('answers unknown (null), not 0, for the weight of a range without records, and counts 0 records', async () => {
    const r = await f.admin.json<Row>(R('statistics', 'customerSiteCount'), { from: '2020-01-01', to: '2020-12-31' });
    expect(r.data).toMatchObject({ records: 0, weight: null, amount: null });
    const c = await f.admin.json<Page<Row>>(R('statistics', 'customerStatistical'), { from: '2020-01-01', to: '2020-12-31', pageSize: 5 });
    expect(c.data.records[0]).toMatchObject({ records: 0, weight: null });
  });

  it('ranks customers by weight within the range, paged, filtered by type', async () => {
    const r = await f.admin.json<Page<Row>>(R('statistics', 'customerStatistical'), { pageSize: 5, customerType: 'school' });
    expect(r.data.records.length).toBeGreaterThan(0);
    expect(r.data.records.every((c) => c.customerType === 'school')).toBe(true);
    const weights = r.data.records.map((c) => Number(c.weight ?? -1));
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
  });

  it('gives each site received, sorted out, handled and a stock that is received − sorted − handled and never negative', async () => {
    const r = await f.admin.json<{ records: Row[] }>(R('statistics', 'siteStatistical'), { from: '2020-01-01' });
    expect(r.msg).toMatch(/两年|two years/);
    const all = await f.admin.json<{ records: Row[]; subCategories?: Row[] }>(R('statistics', 'siteStatistical'), { siteId: 1 });
    const site = all.data.records[0]!;
    expect(site.siteName).toBe('朝晖再生资源回收站');
    for (const s of all.data.subCategories!) {
      expect(Number(s.stock)).toBeGreaterThanOrEqual(0);
      expect(Number(s.stock)).toBeCloseTo(Number(s.received ?? 0) - Number(s.sorted ?? 0) - Number(s.handled ?? 0), 2);
    }
    const total = all.data.subCategories!.reduce((a, s) => a + Number(s.stock), 0);
    expect(Number(site.stock)).toBeCloseTo(total, 1);
    // Tenant 2 does not see tenant 1's site 1.
    expect((await f.admin2.json<{ records: Row[] }>(R('statistics', 'siteStatistical'), { siteId: 1 })).data.records).toEqual([]);
  });

  it('gives the weight per category per month, unknown for months to come, and the lines behind a cell', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-31`;
    const r = await f.admin.json<{ columns: { key: string; categoryId: number }[]; categories: string[]; rows: Row[]; series: { data: (number | null)[] }[] }>(R('statistics', 'customerSiteData'), { period: 'month', from: `${today.slice(0, 7)}-01`, to: nextYear });
    expect(r.data.columns.length).toBe(6);
    expect(r.data.categories.at(-1)).toBe(nextYear.slice(0, 7));
    expect(r.data.rows.at(-1)!.total).toBeNull();
    expect(r.data.series.every((s) => s.data.at(-1) === null)).toBe(true);
    // This month so far is known: some weight, and every category a number (0 when none was handed over).
    expect(Number(r.data.rows[0]!.total)).toBeGreaterThan(0);
    for (const c of r.data.columns) expect(typeof r.data.rows[0]![c.key]).toBe('number');
    const year = await f.admin.json<{ rows: Row[]; columns: { key: string; categoryId: number }[] }>(R('statistics', 'customerSiteData'), { period: 'year', siteId: 1 });
    const row = year.data.rows.find((x) => x.total !== null)!;
    const paper = year.data.columns[0]!;
    const lines = await f.admin.json<Page<Row>>(R('statistics', 'customerSiteDataDetail'), { periodName: row.periodName, categoryId: paper.categoryId, siteId: 1, pageSize: 1000 });
    expect(lines.data.records.every((l) => l.categoryId === paper.categoryId && l.siteId === 1)).toBe(true);
    const sum = lines.data.records.reduce((a, l) => a + Number(l.weight), 0);
    expect(sum).toBeCloseTo(Number(row[paper.key]), 1);
  });

  it('refuses a period other than day, month or year, a reversed range and a bad period name', async () => {
    expect((await f.admin.json(R('statistics', 'customerSiteData'), { period: 'week' })).msg).toBe('统计周期应为 day、month 或 year');
    expect((await f.admin.json(R('statistics', 'customerSiteCount'), { from: '2026-11-02', to: '2026-11-01' })).result).not.toBe(0);
    expect((await f.admin.json(R('statistics', 'customerSiteDataDetail'), { periodName: '2026-13' })).result).not.toBe(0);
    expect((await f.admin.json(R('statistics', 'siteStatistical'), { siteId: 'x' })).result).not.toBe(0);
  });

  it('answers nothing without a session', async () => {
    const r = await fetch(`${f.server.url}${R('statistics', 'customerSiteCount')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status === 401 || ((await r.json()) as { result: number }).result !== 0).toBe(true);
  });

  it('lets the read-only user read the statistics', async () => {
    expect((await f.viewer.json(R('statistics', 'customerSiteData'), {})).result).toBe(0);
  });
});

describe('collection vehicles’ tracks', () => {
  it('lists the tenant’s vehicles with plates and plays a vehicle’s positions of the last day', async () => {
    const list = await f.admin.json<{ deviceId: string; code: string; plate: string }[]>(R('vehicle', 'trajectory'), {});
    const v101 = list.data.find((v) => v.code === 'V-101')!;
    expect(v101.plate).toMatch(/^浙A·/);
    const track = await f.admin.json<{ points: { t: number; lng: number; lat: number }[] }>(R('vehicle', 'trackData'), { deviceId: v101.deviceId });
    expect(track.data.points.length).toBeGreaterThan(10);
    expect(track.data.points[0]!.t).toBeLessThan(track.data.points.at(-1)!.t);
    expect((await f.admin2.json<{ code: string }[]>(R('vehicle', 'trajectory'), {})).data.map((v) => v.code)).not.toContain('V-101');
    expect((await f.admin2.json(R('vehicle', 'trackData'), { deviceId: v101.deviceId })).msg).toBe('收运车辆不存在');
  });

  it('refuses a track without a vehicle or over more than 31 days', async () => {
    expect((await f.admin.json(R('vehicle', 'trackData'), {})).msg).toBe('请选择收运车辆');
    expect((await f.admin.json(R('vehicle', 'trackData'), { code: 'V-101', from: 0, to: 40 * 86_400_000 })).result).not.toBe(0);
  });
});
