/**
 * The assessment over real HTTP: schemes saved with their indicators (weights summing to 100, a source
 * only for the kinds it measures), manual scores (who and when kept, only for manual indicators of the
 * scheme's kind), the one band setting, the month's ranking (totals, bands, ranks, unknown parts "--"
 * and the total incomplete, low scorers), its export; bad input refused with nothing changed, the
 * other tenant's rows out of reach, the read-only user refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, fixture, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const MONTH = '2024-03'; // before the seeded year

const saveScheme = (body: Record<string, unknown>, c = f.admin) => c.json<Row & { indicators: Row[] }>(A('scheme', 'save'), body);
const rank = (body: Record<string, unknown>, c = f.admin) => c.json<Page<Row>>(A('ranking', 'pageList'), { pageSize: 100, ...body });

let scheme: Row & { indicators: Row[] };
let objects: Row[];

beforeAll(async () => {
  f = await fixture();
  // Three test stations and a scheme of two manual indicators over stations.
  objects = [];
  for (const name of ['测试站甲', '测试站乙', '测试站丙']) {
    const r = await f.admin.json<Row>(A('object', 'save'), { objectName: name, kind: 'station', deptId: 'd103' });
    expect(r.result, r.msg).toBe(0);
    objects.push(r.data);
  }
  const s = await saveScheme({ schemeName: '测试站点考核', objectKind: 'station', enabled: true, indicators: [
    { indicatorName: '站容', source: 'manual', weight: 60, definition: '巡检' },
    { indicatorName: '规范', source: 'manual', weight: 40 },
  ] });
  expect(s.result, s.msg).toBe(0);
  scheme = s.data;
}, 60_000);
afterAll(() => f?.server.close());

describe('考核方案 (scheme/save, update, getById, indicatorList, delete)', () => {
  it('saves a scheme with its indicators, the weights totalled and counted', async () => {
    expect(scheme).toMatchObject({ schemeName: '测试站点考核', totalWeight: 100, indicatorCount: 2 });
    const got = await f.admin.json<Row & { indicators: Row[] }>(A('scheme', 'getById'), { id: scheme.id });
    expect(got.data.indicators.map((i) => [i.indicatorName, i.weight])).toEqual([['站容', 60], ['规范', 40]]);
    const lines = await f.admin.json<Row[] | Page<Row>>(A('scheme', 'indicatorList'), { id: scheme.id });
    expect(lines.result, lines.msg).toBe(0);
  });

  it('refuses weights that add up to 99.9 or 100.1, and saves 33.3 + 33.3 + 33.4', async () => {
    const before = await f.admin.json<Page<Row>>(A('scheme', 'pageList'), { pageSize: 100 });
    const bad = await saveScheme({ schemeName: '权重不足', objectKind: 'station', indicators: [{ indicatorName: 'a', source: 'manual', weight: 59.9 }, { indicatorName: 'b', source: 'manual', weight: 40 }] });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toContain('指标权重合计为99.9，应为100');
    const over = await saveScheme({ schemeName: '权重超出', objectKind: 'station', indicators: [{ indicatorName: 'a', source: 'manual', weight: 60.1 }, { indicatorName: 'b', source: 'manual', weight: 40 }] });
    expect(over.msg).toContain('100.1');
    const after = await f.admin.json<Page<Row>>(A('scheme', 'pageList'), { pageSize: 100 });
    expect(after.data.total).toBe(before.data.total);
    const thirds = await saveScheme({ schemeName: '三等分', objectKind: 'contractor', enabled: false, indicators: [33.3, 33.3, 33.4].map((weight, i) => ({ indicatorName: `指标${i}`, source: 'manual', weight })) });
    expect(thirds.result, thirds.msg).toBe(0);
    expect((await f.admin.json(A('scheme', 'delete'), { ids: String(thirds.data.id) })).result).toBe(0);
  });

  it('refuses a source that does not measure the scheme\'s kind, a scheme without indicators and a blank name', async () => {
    const r = await saveScheme({ schemeName: '站点完成率', objectKind: 'station', indicators: [{ indicatorName: '完成率', source: 'roadCompletion', weight: 100 }] });
    expect(r.msg).toContain('数据来源“道路作业完成率”不适用于站点');
    expect((await saveScheme({ schemeName: '空方案', objectKind: 'station', indicators: [] })).result).not.toBe(0);
    const blank = await saveScheme({ schemeName: '', objectKind: 'station', indicators: [{ indicatorName: 'a', source: 'manual', weight: 100 }] });
    expect(blank.result).not.toBe(0);
  });

  it('updates the indicators as a whole, weights checked again', async () => {
    const bad = await f.admin.json(A('scheme', 'update'), { id: scheme.id, schemeName: '测试站点考核', objectKind: 'station', indicators: [{ indicatorName: '站容', source: 'manual', weight: 50 }] });
    expect(bad.msg).toContain('指标权重合计为50');
    const got = await f.admin.json<Row & { indicators: Row[] }>(A('scheme', 'getById'), { id: scheme.id });
    expect(got.data.indicators).toHaveLength(2);
  });

  it('keeps the other tenant\'s schemes out of reach and refuses the read-only user', async () => {
    const other = await f.admin2.json<Row>(A('scheme', 'getById'), { id: scheme.id });
    expect(other.result).not.toBe(0);
    const list2 = await f.admin2.json<Page<Row>>(A('scheme', 'pageList'), { pageSize: 100 });
    expect(list2.data.records.map((r) => r.schemeName)).not.toContain('测试站点考核');
    const denied = await saveScheme({ schemeName: '只读', objectKind: 'station', indicators: [{ indicatorName: 'a', source: 'manual', weight: 100 }] }, f.viewer);
    expect(denied.result).not.toBe(0);
  });
});

describe('人工评分 (score/save, update, pageList, delete)', () => {
  it('keeps who scored and when', async () => {
    const [a, b] = scheme.indicators as Row[];
    for (const [obj, sa, sb] of [[objects[0]!, 95, 90], [objects[1]!, 70, 50]] as const) {
      for (const [ind, score] of [[a!, sa], [b!, sb]] as const) {
        const r = await f.admin.json<Row>(A('score', 'save'), { month: MONTH, schemeId: scheme.id, indicatorId: ind.id, objectId: obj.id, score });
        expect(r.result, r.msg).toBe(0);
        expect(r.data.scorer).toBeTruthy();
        expect(String(r.data.scoredAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }
    }
    // 丙 only has its first indicator scored: its total stays incomplete.
    expect((await f.admin.json(A('score', 'save'), { month: MONTH, schemeId: scheme.id, indicatorId: a!.id, objectId: objects[2]!.id, score: 88 })).result).toBe(0);
  });

  it('refuses a score over 100, a second score of the same month, indicator and object, a bad month', async () => {
    const a = scheme.indicators[0]!;
    expect((await f.admin.json(A('score', 'save'), { month: MONTH, schemeId: scheme.id, indicatorId: a.id, objectId: objects[2]!.id, score: 100.5 })).result).not.toBe(0);
    expect((await f.admin.json(A('score', 'save'), { month: MONTH, schemeId: scheme.id, indicatorId: a.id, objectId: objects[2]!.id, score: 80 })).result).not.toBe(0);
    const bad = await f.admin.json(A('score', 'save'), { month: '2026-13', schemeId: scheme.id, indicatorId: a.id, objectId: objects[2]!.id, score: 80 });
    expect(bad.msg).toContain('月份应为 YYYY-MM');
  });

  it('refuses a score of an object of another kind and of an automatic indicator', async () => {
    const streets = await f.admin.json<Page<Row>>(A('object', 'pageList'), { kind: 'town', pageSize: 1 });
    const r = await f.admin.json(A('score', 'save'), { month: MONTH, schemeId: scheme.id, indicatorId: scheme.indicators[0]!.id, objectId: streets.data.records[0]!.id, score: 80 });
    expect(r.msg).toContain('方案“测试站点考核”考核的是站点');
    const schemes = await f.admin.json<Page<Row>>(A('scheme', 'pageList'), { objectKind: 'vehicle', pageSize: 1 });
    const vehicles = await f.admin.json<Page<Row>>(A('object', 'pageList'), { kind: 'vehicle', pageSize: 1 });
    const lines = (await f.admin.json<Row & { indicators: Row[] }>(A('scheme', 'getById'), { id: schemes.data.records[0]!.id })).data.indicators;
    const auto = lines.find((l) => l.source !== 'manual')!;
    const r2 = await f.admin.json(A('score', 'save'), { month: MONTH, schemeId: auto.schemeId, indicatorId: auto.id, objectId: vehicles.data.records[0]!.id, score: 80 });
    expect(r2.msg).toContain('由系统计算，不能人工评分');
  });

  it('keeps the other tenant\'s scores out of reach and refuses the read-only user', async () => {
    const mine = await f.admin.json<Page<Row>>(A('score', 'pageList'), { month: MONTH, schemeId: scheme.id });
    expect(mine.data.total).toBe(5);
    const theirs = await f.admin2.json<Page<Row>>(A('score', 'pageList'), { month: MONTH });
    expect(theirs.data.total).toBe(0);
    const r = await f.viewer.json(A('score', 'update'), { id: mine.data.records[0]!.id, score: 10 });
    expect(r.result).not.toBe(0);
    const upd = await f.admin2.json(A('score', 'update'), { id: mine.data.records[0]!.id, score: 10 });
    expect(upd.result).not.toBe(0);
  });
});

describe('a scored scheme (scheme/update, delete, toggle)', () => {
  it('keeps its indicators: its save and delete are refused, nothing changed', async () => {
    const upd = await f.admin.json(A('scheme', 'update'), { id: scheme.id, schemeName: '改名', objectKind: 'station', indicators: [{ indicatorName: 'x', source: 'manual', weight: 100 }] });
    expect(upd.msg).toContain('已有5条人工评分');
    expect((await f.admin.json(A('scheme', 'delete'), { ids: String(scheme.id) })).msg).toContain('测试站点考核仍被5条人工评分引用，不能删除');
    const got = await f.admin.json<Row & { indicators: Row[] }>(A('scheme', 'getById'), { id: scheme.id });
    expect(got.data).toMatchObject({ schemeName: '测试站点考核', indicatorCount: 2 });
  });

  it('is switched off and on again; the ranking leaves out a scheme switched off', async () => {
    const off = await f.admin.json<Row>(A('scheme', 'toggle'), { id: scheme.id });
    expect(off.data.enabled).toBe(false);
    expect((await rank({ month: MONTH, schemeId: scheme.id })).data.total).toBe(0);
    expect((await f.admin.json<Row>(A('scheme', 'toggle'), { id: scheme.id })).data.enabled).toBe(true);
    expect((await f.admin.json(A('scheme', 'toggle'), { id: 'x' })).msg).toContain('考核方案不存在');
    expect((await f.admin2.json(A('scheme', 'toggle'), { id: scheme.id })).result).not.toBe(0);
    expect((await f.viewer.json(A('scheme', 'toggle'), { id: scheme.id })).result).not.toBe(0);
  });
});

describe('等级设置 (band/pageList, save, update)', () => {
  it('holds one setting per tenant, in order', async () => {
    const list = await f.admin.json<Page<Row>>(A('band', 'pageList'), {});
    expect(list.data.records).toHaveLength(1);
    expect(list.data.records[0]).toMatchObject({ greenMin: 90, blueMin: 80, orangeMin: 60 });
    const second = await f.admin.json(A('band', 'save'), { greenMin: 95, blueMin: 85, orangeMin: 70 });
    expect(second.msg).toContain('本单位已有等级设置');
    const disorder = await f.admin.json(A('band', 'update'), { id: list.data.records[0]!.id, greenMin: 80, blueMin: 85, orangeMin: 60 });
    expect(disorder.msg).toContain('0 ≤ 橙色 < 蓝色 < 绿色 ≤ 100');
    expect((await f.viewer.json(A('band', 'update'), { id: list.data.records[0]!.id, greenMin: 91 })).result).not.toBe(0);
    expect((await f.admin2.json(A('band', 'update'), { id: list.data.records[0]!.id, greenMin: 91 })).result).not.toBe(0);
  });
});

describe('绩效排名 (ranking/pageList, export)', () => {
  it('totals the weighted scores, bands and ranks them, and shows an unknown part as -- with the total incomplete', async () => {
    const r = await rank({ month: MONTH, schemeId: scheme.id });
    expect(r.result, r.msg).toBe(0);
    const [first, second, third] = r.data.records;
    expect(first).toMatchObject({ objectName: '测试站甲', total: 93, complete: true, band: 'green', rank: 1 });
    expect(second).toMatchObject({ objectName: '测试站乙', total: 62, complete: true, band: 'orange', rank: 2 });
    expect(third).toMatchObject({ objectName: '测试站丙', total: 52.8, complete: false, band: null, rank: null });
    // The seeded stations, unscored in that month: every part unknown, total incomplete.
    expect(r.data.records.slice(3).every((x) => x.complete === false && x.total === null && String(x.parts).includes('站容(60%) --'))).toBe(true);
    expect(String(third!.parts)).toContain('规范(40%) --');
  });

  it('lists the low scorers (orange and red bands) and follows the tenant\'s bands', async () => {
    const low = await rank({ month: MONTH, schemeId: scheme.id, band: 'orange,red' });
    expect(low.data.records.map((x) => x.objectName)).toEqual(['测试站乙']);
    const id = (await f.admin.json<Page<Row>>(A('band', 'pageList'), {})).data.records[0]!.id;
    expect((await f.admin.json(A('band', 'update'), { id, greenMin: 95, blueMin: 62, orangeMin: 50 })).result).toBe(0);
    const r = await rank({ month: MONTH, schemeId: scheme.id, objectName: '测试站' });
    expect(r.data.records.map((x) => x.band)).toEqual(['blue', 'blue', null]);
    expect((await f.admin.json(A('band', 'update'), { id, greenMin: 90, blueMin: 80, orangeMin: 60 })).result).toBe(0);
  });

  it('ranks this month\'s seeded schemes by default, automatic indicators unknown where their module is not served', async () => {
    const r = await rank({});
    expect(r.result, r.msg).toBe(0);
    expect(r.data.total).toBeGreaterThan(50);
    const vehicle = r.data.records.find((x) => x.kind === 'vehicle')!;
    expect(vehicle).toMatchObject({ complete: false, rank: null });
    expect(String(vehicle.parts)).toContain('道路作业完成率(60%) --');
  });

  it('refuses a bad month, keeps tenants apart and refuses the read-only user\'s … nothing: reading is allowed', async () => {
    expect((await rank({ month: '2026-1' })).msg).toContain('月份应为 YYYY-MM');
    const theirs = await rank({ month: MONTH }, f.admin2);
    expect(theirs.data.records.map((x) => x.objectName)).not.toContain('测试站甲');
  });

  it('exports the ranking with its columns', async () => {
    const res = await f.admin.raw(A('ranking', 'export'), { month: MONTH, schemeId: scheme.id, objectName: '测试站' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['排名', '考核对象', '总分', '等级', '指标得分']));
    expect(wb.worksheets[0]!.rowCount - 1).toBe(3);
  });
});
