// Server tests of the sorting-accuracy area over real HTTP: every resource from its definition
// (tests/kit/resourceSuite.ts), then what the area adds — banding and release, allocation of imported
// records, the configuration's rule, calculating a month, bands, trend, summary and the estates'
// bindings; another tenant's rows out of reach, the read-only user refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import resources from '../../../modules/bkdz/resources';
import { call, importSheet, page, resourceSuite, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['bkdz']);
const def = (id: string) => [...resources.resources, ...(resources.reports ?? [])].find((r) => r.id === id)!;
const P = (name: string) => parseCall(`/cloud/bkdz/web/${name}`);
const n = () => Math.floor(Math.random() * 9000) + 1000;
const thisMonth = () => new Date().toISOString().slice(0, 7);
/** Last month: complete whatever today's date (this month may have only a day of records). */
const lastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

resourceSuite(ctx, def('region'), { module: 'bkdz', make: (i) => ({ regionName: `测试区${n()}${i}`, level: 'town', parentId: null }) });
for (const id of ['facility', 'dataAllocation', 'accuracyConfig', 'accuracyRate']) resourceSuite(ctx, def(id), { module: 'bkdz' });

let viewer = '';
beforeAll(async () => {
  viewer = (await signIn(ctx().server.url, 'viewer', 'Viewer@2026')).token;
});

async function regionByName(name: string) {
  return (await page(ctx(), def('region'), { regionName: name, pageSize: 5 })).records.find((r) => r.regionName === name)!;
}

describe('bkdz demo data', () => {
  it('tells the demo city: its districts as towns, streets under them, the 垃圾收运 estates under the streets', async () => {
    const estate = await regionByName('朝晖新村');
    expect(estate.level).toBe('estate');
    const street = (await call(ctx(), callsOf(def('region')).list!, { pageSize: 100 })).data as { records: { id: number; level: string; parentId: number }[] };
    const parent = street.records.find((r) => r.id === estate.parentId)!;
    expect(parent.level).toBe('street');
    expect(street.records.find((r) => r.id === parent.parentId)!.level).toBe('town');
    const tree = (await call(ctx(), P('config/getRegionTree'), {})).data as { regionName: string; children?: unknown[] }[];
    expect(tree.map((t) => t.regionName)).toContain('上城区');
    expect(tree.every((t) => (t.children ?? []).length > 0)).toBe(true);
  });

  it('shows every band among the estates last month, and the estate graded nothing as unknown, not 0', async () => {
    const levels = (await call(ctx(), P('accuracyRate/getLevelList'), { period: lastMonth(), level: 'estate' })).data as { band: string; regions: number }[];
    expect(levels.map((l) => l.band)).toEqual(['green', 'blue', 'yellow', 'red', 'unknown']);
    expect(levels.filter((l) => l.regions > 0).length).toBe(5);
    const unknown = (await page(ctx(), def('accuracyRate'), { period: lastMonth(), band: 'unknown', level: 'estate' })).records;
    expect(unknown.length).toBe(1);
    expect(unknown[0]!.regionId).toBe((await regionByName('湖墅新村')).id);
    expect(unknown[0]!.rate).toBeNull();
    expect(unknown[0]!.source).toBe('grading');
  });
});

describe('bkdz region tree', () => {
  it('keeps its levels: an estate under a street, never under a district or another estate; a district has no parent', async () => {
    const create = callsOf(def('region')).create!;
    const town = await regionByName('上城区');
    const street = await regionByName('延安路');
    const estate = await regionByName('朝晖新村');
    const underTown = await call(ctx(), create, { regionName: `测试小区${n()}`, level: 'estate', parentId: town.id });
    expect(underTown.msg).toContain('小区的上级应为街道');
    expect((await call(ctx(), create, { regionName: `测试小区${n()}`, level: 'estate', parentId: estate.id })).result).not.toBe(0);
    expect((await call(ctx(), create, { regionName: `测试区${n()}`, level: 'town', parentId: town.id })).msg).toContain('没有上级');
    const ok = await call(ctx(), create, { regionName: `测试小区${n()}`, level: 'estate', parentId: street.id });
    expect(ok.result).toBe(0);
    expect((await call(ctx(), callsOf(def('region')).remove!, { ids: String((ok.data as { id: number }).id) })).result).toBe(0);
    expect((await call(ctx(), create, { regionName: `测试小区${n()}`, level: 'estate', parentId: street.id }, viewer)).result).not.toBe(0);
  });
});

describe('bkdz facility banding', () => {
  it('bands a facility to an estate (not a street), releases it, and refuses releasing it twice', async () => {
    const fac = (await page(ctx(), def('facility'), { facilityCode: 'HZ-B001' })).records[0]!;
    expect(fac.estateId).toBeNull();
    const street = await regionByName('延安路');
    const refused = await call(ctx(), callsOf(def('facility')).update!, { id: fac.id, estateId: street.id });
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toContain('只能选择小区');
    const estate = await regionByName('文晖小区');
    const banded = await call(ctx(), callsOf(def('facility')).update!, { id: fac.id, estateId: estate.id });
    expect(banded.result).toBe(0);
    const after = (await call(ctx(), parseCall('/cloud/bkdz/web/facility/pageList'), { facilityCode: 'HZ-B001' })).data as { records: { estateId: number; bandTime: string | null }[] };
    expect(after.records[0]!.estateId).toBe(estate.id);
    expect(after.records[0]!.bandTime).toBeTruthy();
    const binding = (await call(ctx(), P('facility/bandingHousingEstateList'), { estateName: '文晖小区' })).data as { records: { facilityNames: string; facilities: number }[] };
    expect(binding.records[0]!.facilityNames).toContain(String(fac.facilityName));

    expect((await call(ctx(), P('facility/cancel'), { id: fac.id }, viewer)).result).not.toBe(0);
    expect((await call(ctx(), P('facility/cancel'), { id: fac.id }, ctx().token2)).result).not.toBe(0);
    const released = await call(ctx(), P('facility/cancel'), { id: fac.id });
    expect(released.result).toBe(0);
    const again = await call(ctx(), P('facility/cancel'), { id: fac.id });
    expect(again.result).not.toBe(0);
    expect(again.msg).toContain('未绑定小区');
  });
});

describe('bkdz data allocation', () => {
  const upload = (rows: unknown[][], mode: string) => importSheet(ctx(), def('dataAllocation'), ['日期', '数据来源', '设施', '分配小区', '评分次数', '正确次数', '抽查扣分', '纯净度', '评分人'], rows, mode);

  it("imports records, allocating a facility's record to its banded estate, and refuses a bad row without writing any", async () => {
    const before = (await page(ctx(), def('dataAllocation'), { pageSize: 1 })).total;
    const day = '2025-01-15';
    const bad = await upload([[day, '督导员逐次评分', '朝晖新村智能分类亭', '', 100, 120, '', '', '测试员'], [day, '抽查扣分', '', '朝晖新村', '', '', 12, '', '测试员']], 'all');
    expect(bad.result).not.toBe(0);
    expect(JSON.stringify(bad.data.errors)).toContain('正确次数不能大于评分次数');
    expect((await page(ctx(), def('dataAllocation'), { pageSize: 1 })).total).toBe(before);
    const ok = await upload([[day, '督导员逐次评分', '朝晖新村智能分类亭', '', 100, 81, '', '', '测试员'], [day, '抽查扣分', '', '朝晖新村', '', '', 12, '', '测试员']], 'all');
    expect(ok.result).toBe(0);
    expect(ok.data.imported).toBe(2);
    const rows = (await page(ctx(), def('dataAllocation'), { recordDateStart: day, recordDateEnd: day })).records;
    const estate = await regionByName('朝晖新村');
    expect(rows.map((r) => r.regionId)).toEqual([estate.id, estate.id]);
  });

  it('refuses an update that breaks its source’s rule, naming it, and changes nothing', async () => {
    const row = (await page(ctx(), def('dataAllocation'), { source: 'grading', pageSize: 1 })).records[0]!;
    const answer = await call(ctx(), callsOf(def('dataAllocation')).update!, { ...row, correctCount: Number(row.gradedCount) + 1 });
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toContain('正确次数不能大于评分次数');
    const again = (await page(ctx(), def('dataAllocation'), { source: 'grading', pageSize: 1 })).records[0]!;
    expect(again.correctCount).toBe(row.correctCount);
  });
});

describe('bkdz configuration and calculation', () => {
  it('refuses bounds out of order and keeps the stored ones', async () => {
    const cfg = (await page(ctx(), def('accuracyConfig'), {})).records[0]!;
    expect(cfg).toMatchObject({ greenMin: 80, blueMin: 60, yellowMin: 30, source: 'grading' });
    const bad = await call(ctx(), callsOf(def('accuracyConfig')).update!, { ...cfg, blueMin: 85 });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toContain('黄色 < 蓝色 < 绿色');
    expect((await page(ctx(), def('accuracyConfig'), {})).records[0]!.blueMin).toBe(60);
    expect((await call(ctx(), callsOf(def('accuracyConfig')).update!, { ...cfg, blueMin: 55 }, viewer)).result).not.toBe(0);
  });

  it('recalculates a month: every region once, pooled, banded by the bounds in force', async () => {
    const answer = await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2025-01' });
    expect(answer.result).toBe(0);
    expect(answer.data).toMatchObject({ period: '2025-01', estates: 18, streets: 12, towns: 6 });
    const rates = (await page(ctx(), def('accuracyRate'), { period: '2025-01', pageSize: 100 })).records;
    expect(rates.length).toBe(36);
    const estate = await regionByName('朝晖新村');
    // Only the imported records fall in January 2025: 81 of 100 graded disposals.
    expect(rates.find((r) => r.regionId === estate.id)).toMatchObject({ rate: 81, band: 'green', gradedCount: 100, correctCount: 81, source: 'grading' });
    expect(rates.filter((r) => r.rate === null).every((r) => r.band === 'unknown')).toBe(true);
    // Calculated twice, still one row a region.
    await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2025-01' });
    expect((await page(ctx(), def('accuracyRate'), { period: '2025-01', pageSize: 1 })).total).toBe(36);
  });

  it('ranks by the source the configuration names: spot checks give max(0, 100 − deduction), and each rate says so', async () => {
    const cfg = (await page(ctx(), def('accuracyConfig'), {})).records[0]!;
    expect((await call(ctx(), callsOf(def('accuracyConfig')).update!, { ...cfg, source: 'spotCheck' })).result).toBe(0);
    try {
      await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2025-01' });
      const estate = await regionByName('朝晖新村');
      const rate = (await page(ctx(), def('accuracyRate'), { period: '2025-01', regionId: estate.id })).records.find((r) => r.regionId === estate.id)!;
      // The one spot check imported for January 2025 deducted 12 points.
      expect(rate).toMatchObject({ source: 'spotCheck', rate: 88, band: 'green', samples: 1 });
    } finally {
      await call(ctx(), callsOf(def('accuracyConfig')).update!, { ...cfg, source: 'grading' });
      await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2025-01' });
    }
  });

  it('refuses a bad or future month, the read-only user and the other tenant’s rows stay apart', async () => {
    expect((await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2025-13' })).msg).toContain('YYYY-MM');
    expect((await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2999-01' })).msg).toContain('尚未开始');
    expect((await call(ctx(), P('accuracyRate/calculateSummary'), { period: '2025-01' }, viewer)).result).not.toBe(0);
    const mine = (await page(ctx(), def('accuracyRate'), { pageSize: 1 })).records[0]!;
    expect((await call(ctx(), P('accuracyRate/getTrendList'), { id: mine.id }, ctx().token2)).result).not.toBe(0);
    const theirs = (await page(ctx(), def('region'), { pageSize: 100 }, ctx().token2)).records.map((r) => r.regionName);
    expect(theirs).toContain('文新小区');
    expect(theirs).not.toContain('朝晖新村');
    const binding = (await call(ctx(), P('facility/bandingHousingEstateList'), { pageSize: 100 }, ctx().token2)).data as { records: { estateName: string }[] };
    expect(binding.records.map((r) => r.estateName)).toContain('文新小区');
    expect(binding.records.map((r) => r.estateName)).not.toContain('朝晖新村');
    const summary = (await call(ctx(), P('summary/getSummary'), {}, ctx().token2)).data as { items: { label: string; value: unknown }[] };
    expect(summary.items.find((i) => i.label === 'bkdz.summary.estates')!.value).toBe(12);
  });
});

describe('bkdz bands, trend and summary', () => {
  it("draws a rate's region over twelve months, unknown months as null", async () => {
    const row = (await page(ctx(), def('accuracyRate'), { period: thisMonth(), level: 'town', pageSize: 1 })).records[0]!;
    const trend = (await call(ctx(), P('accuracyRate/getTrendList'), { id: row.id })).data as { categories: string[]; series: { data: (number | null)[] }[] };
    expect(trend.categories).toHaveLength(12);
    expect(trend.categories[11]).toBe(thisMonth());
    expect(trend.series).toHaveLength(1);
    expect(trend.series[0]!.data.filter((v) => typeof v === 'number').length).toBeGreaterThan(6);
    const towns = (await call(ctx(), P('accuracyRate/getTrendList'), {})).data as { series: unknown[] };
    expect(towns.series).toHaveLength(6);
  });

  it('sums up the month with its source, bounds and time of calculation; a bad month is refused', async () => {
    const s = (await call(ctx(), P('summary/getSummary'), {})).data as { period: string; source: string; calculatedAt: string; items: { label: string; value: unknown }[] };
    expect(s.period).toBe(thisMonth());
    expect(s.source).toBe('grading');
    expect(s.calculatedAt).toBeTruthy();
    const last = (await call(ctx(), P('summary/getSummary'), { period: lastMonth() })).data as typeof s;
    expect(last.period).toBe(lastMonth());
    const rate = last.items.find((i) => i.label === 'bkdz.summary.rate')!.value as number;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThanOrEqual(100);
    expect(last.items.find((i) => i.label === 'bkdz.summary.unknown')!.value).toBe(1);
    expect((await call(ctx(), P('summary/getSummary'), { period: 'x' })).result).not.toBe(0);
  });

  it('answers the area’s choices from enum/list', async () => {
    const answer = await call(ctx(), P('enum/list'), { enumName: 'band' });
    expect(JSON.stringify(answer.data)).toContain('绿（优）');
  });
});

afterAll(() => undefined);
