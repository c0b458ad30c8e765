// The supervision area over real HTTP: every resource through the generated suite; the three reports
// computed by kit/waste/loadWeight on the seeded worked example (README: a confirmed net weight, a tare
// above the gross, a missing tare, transfer legs station → plant not counted again as collected); the
// column configuration decides the type reports' types; the area list; bad input, other tenant, no right.
import { describe, expect, it } from 'vitest';
import { callsOf, parseCall, type ResourceDef } from '../../../kit/resource';
import resources from '../../../modules/zhj/resources';
import { configured } from '../../../modules/zhj/screens/configured';
import { EXAMPLE_DAY } from '../../../modules/zhj/server/seed';
import { call, page, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['zhj']);
type Row = Record<string, unknown>;
const G = '/cloud/zhj/garbageSupervise';
const def = (id: string) => [...resources.resources, ...((resources.reports ?? []) as ResourceDef[])].find((r) => r.id === id)!;
const data = async <T = Row>(path: string, fields: Row = {}, token?: string) => {
  const a = await call(ctx(), parseCall(path), fields, token ?? ctx().token);
  expect(a.result, `${path}: ${a.msg}`).toBe(0);
  return a.data as T;
};
const exampleDay = () => {
  const d = new Date(Date.now() - EXAMPLE_DAY * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const uniq = () => Math.floor(Math.random() * 1e6);
const fixtures: Record<string, Partial<SuiteOptions>> = {
  column: {
    make: () => ({ columnName: `测试列${uniq()}`, garbageType: 'hazardous', report: 'daily' }),
    // (report, garbageType) is unique per tenant and every pair is seeded: free the hidden daily hazardous column first.
    beforeCreate: async (c) => {
      const taken = (await page(c, def('column'), { report: 'daily', garbageType: 'hazardous' })).records;
      if (taken.length) await call(c, callsOf(def('column')).remove!, { ids: taken.map((r) => r.id).join(',') });
    },
  },
  fieldConfig: {
    make: () => ({ report: 'monthly', fieldName: 'average', label: `车均${uniq()}` }),
  },
};
for (const d of resources.resources) if (d.api.list) resourceSuite(ctx, d, { module: 'zhj', ...fixtures[d.id] });

describe('facTransedGarNum: transferred garbage per facility', () => {
  it('sums the worked example by the weight rule: received 14.12 t from 3 weighed loads, 1 left out; transferred 14.1 t, 1 left out', async () => {
    const day = exampleDay();
    const rows = (await data<{ records: Row[] }>(`${G}/facTransedGarNum`, { dayStart: day, dayEnd: day, subjectName: '拱墅区石祥路垃圾转运站' })).records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ received: 14.12, receivedCounted: 3, receivedLeftOut: 1, transferred: 14.1, transferredCounted: 1, transferredLeftOut: 1 });
  });

  it('lists every station of the tenant over the year, another tenant’s stations never', async () => {
    const mine = await page(ctx(), def('facTransed'), { pageSize: 50 });
    const theirs = await page(ctx(), def('facTransed'), { pageSize: 50 }, ctx().token2);
    expect(mine.records.map((r) => r.subjectName)).toContain('上城区艮山门垃圾中转站');
    expect(theirs.records.map((r) => r.subjectName)).not.toContain('上城区艮山门垃圾中转站');
    expect(mine.records.every((r) => typeof r.received === 'number' && (r.received as number) > 100)).toBe(true);
  });
});

describe('garTypeDailyReport and garTypeMonthlyReport', () => {
  it('count collected garbage once: the day’s tonnes are the stations’ received loads, the transfer legs shown apart', async () => {
    const day = exampleDay();
    const stations = (await data<{ records: Row[] }>(`${G}/facTransedGarNum`, { dayStart: day, dayEnd: day, pageSize: 50 })).records;
    const byType = (await data<{ records: Row[] }>(`${G}/garTypeDailyReport`, { dayStart: day, dayEnd: day, pageSize: 50 })).records;
    const sum = (rows: Row[], f: string) => Math.round(rows.reduce((s, r) => s + ((r[f] as number | null) ?? 0), 0) * 1000) / 1000;
    expect(sum(byType, 'tonnes')).toBeCloseTo(sum(stations, 'received'), 2);
    expect(sum(byType, 'transferred')).toBeCloseTo(sum(stations, 'transferred'), 2);
    expect(byType.reduce((s, r) => s + (r.leftOut as number), 0)).toBe(stations.reduce((s, r) => s + (r.receivedLeftOut as number), 0));
    for (const r of byType) expect(r.average).toBeCloseTo((r.tonnes as number) / (r.counted as number), 2);
  });

  it('show the types whose column is shown, under its title; a hidden column takes its type out', async () => {
    const daily = (await data<{ records: Row[] }>(`${G}/garTypeDailyReport`, { pageSize: 20 })).records;
    expect(new Set(daily.map((r) => r.garbageType))).toEqual(new Set(['other', 'kitchen']));
    expect(daily.find((r) => r.garbageType === 'kitchen')!.columnName).toBe('厨余垃圾');
    const columns = (await data<{ records: Row[] }>('/cloud/zhj/columnManage/pageList', { report: 'monthly', garbageType: 'kitchen' })).records;
    const kitchen = columns[0]!;
    expect((await call(ctx(), parseCall('/cloud/zhj/columnManage/update'), { ...kitchen, visible: false })).result).toBe(0);
    const monthly = (await data<{ records: Row[] }>(`GET ${G}/garTypeMonthlyReport`, { pageSize: 50 })).records;
    expect(monthly.some((r) => r.garbageType === 'kitchen')).toBe(false);
    expect(monthly.filter((r) => r.garbageType === 'other').length).toBeGreaterThanOrEqual(12);
    await call(ctx(), parseCall('/cloud/zhj/columnManage/update'), { ...kitchen, visible: true });
  });

  it('monthly sums the daily rows of its month', async () => {
    const monthly = (await data<{ records: Row[] }>(`GET ${G}/garTypeMonthlyReport`, { pageSize: 50, orderField: 'month', orderType: 'asc', garbageType: 'other' })).records;
    const month = String(monthly[3]!.month);
    const days = (await data<{ records: Row[] }>(`${G}/garTypeDailyReport`, { pageSize: 100, dayStart: `${month}-01`, dayEnd: `${month}-31`, garbageType: 'other' })).records;
    expect(monthly[3]!.tonnes).toBeCloseTo(days.reduce((s, r) => s + (r.tonnes as number), 0), 2);
  });
});

describe('areas, subjects, check groups and configuration', () => {
  it('loadAllAreas.smvc answers the districts, loadAllSubjectList (GET) and loadAllCheckGroupList every row', async () => {
    const areas = await data<Row[]>('/cloud/zhj/subjectManage/loadAllAreas.smvc', { enumName: 'area' });
    expect(areas.map((a) => a.value)).toContain('gongshu');
    const subjects = await data<Row[]>('GET /cloud/zhj/subjectManage/loadAllSubjectList');
    expect(subjects.length).toBeGreaterThan(6);
    expect((await data<Row[]>('/cloud/zhj/subjectManage/loadAllCheckGroupList')).length).toBe(3);
  });

  it('fieldConfig saveOrUpdate changes the row of a report and field; a second row of the same pair is refused', async () => {
    const list = (await data<{ records: Row[] }>('POST /cloud/zhj/fieldConfig/list', { report: 'facTransed', fieldName: 'received' })).records;
    expect(list).toHaveLength(1);
    expect((await call(ctx(), parseCall('/cloud/zhj/fieldConfig/saveOrUpdate'), { ...list[0], label: '进站吨数' })).result).toBe(0);
    const again = (await data<{ records: Row[] }>('POST /cloud/zhj/fieldConfig/list', { report: 'facTransed', fieldName: 'received' })).records;
    expect(again[0]!.label).toBe('进站吨数');
    const dup = await call(ctx(), parseCall('/cloud/zhj/fieldConfig/saveOrUpdate'), { report: 'facTransed', fieldName: 'received', label: '重复' });
    expect(dup.result).not.toBe(0);
    expect(dup.msg).toMatch(/已存在/);
  });

  it('the report pages take a figure’s configured title and leave a hidden one out (configured.ts)', () => {
    const def = resources.reports!.find((r) => r.id === 'facTransed')!;
    const seen = configured(def, 'facTransed', [
      { report: 'facTransed', fieldName: 'received', label: '进站吨数', visible: true },
      { report: 'facTransed', fieldName: 'transferred', label: '转运', visible: false },
      { report: 'daily', fieldName: 'subjectName', label: '别的报表', visible: true },
    ]);
    expect(seen.fields.received!.label).toBe('进站吨数');
    expect(seen.fields.transferred!.column).toBe(false);
    expect(seen.fields.subjectName!.label).toBe(def.fields.subjectName!.label);
    expect(configured(def, 'facTransed', [])).toBe(def);
    // An English page keeps the catalogue's titles and still leaves the hidden figure out.
    const english = configured(def, 'facTransed', [{ report: 'facTransed', fieldName: 'received', label: '进站吨数', visible: false }], false);
    expect(english.fields.received!.label).toBe(def.fields.received!.label);
    expect(english.fields.received!.column).toBe(false);
  });

  it('refuses a bad date range and a user without the 垃圾分类 system; the read-only user changes no column', async () => {
    const bad = await call(ctx(), parseCall(`${G}/garTypeDailyReport`), { dayStart: 'yesterday' });
    expect(bad.result).not.toBe(0);
    const ops = await signIn(ctx().server.url, 'ops', 'Ops@2026');
    for (const p of [`${G}/facTransedGarNum`, `${G}/garTypeDailyReport`, `GET ${G}/garTypeMonthlyReport`, '/cloud/zhj/subjectManage/loadAllAreas.smvc']) expect((await call(ctx(), parseCall(p), {}, ops.token)).result, p).not.toBe(0);
    const viewer = await signIn(ctx().server.url, 'viewer', 'Viewer@2026');
    const col = (await data<{ records: Row[] }>('/cloud/zhj/columnManage/pageList', { pageSize: 1 })).records[0]!;
    expect((await call(ctx(), parseCall('/cloud/zhj/columnManage/update'), { ...col, columnName: '只读改名' }, viewer.token)).result).not.toBe(0);
    expect((await data<{ records: Row[] }>('/cloud/zhj/columnManage/pageList', { columnName: '只读改名' })).records).toEqual([]);
  });
});
