// The jlzs calls beside CRUD over real HTTP: the load-weight rule on every write, calculationWeight,
// the month report's tonnes, the vehicles and facilities of the week, every statistic of 分类统计, the
// region list, the recalculation with changed weights, the lookups — with bad input refused and
// nothing changed, the other tenant's rows invisible, and a read-only user refused.
import { describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import resources from '../../../modules/jlzs/resources';
import { call, page, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['ljszy', 'jlzs']);
const B = '/envcloud/hw/jlzs/api/v1';
const def = (id: string) => [...resources.resources, ...(resources.reports ?? [])].find((r) => r.id === id)!;
const post = (path: string, fields: Record<string, unknown> = {}, token?: string) => call(ctx(), parseCall(`${B}/${path}`), fields, token ?? ctx().token);
type Row = Record<string, unknown>;
const n = () => Math.floor(Math.random() * 900000) + 100000;

async function template() {
  const row = (await page(ctx(), def('carWeighRecord'), { pageSize: 1 })).records[0]!;
  return { carId: row.carId, facilityId: row.facilityId, district: row.district, garbageType: 'other', leg: 'collect', weighTime: '2026-01-15 08:00:00' };
}

describe('jlzs weighings: the load-weight rule', () => {
  it('takes the confirmed net weight, else max(gross − tare, 0), else leaves the weight unknown (never 0)', async () => {
    const base = await template();
    const save = async (values: Row) => (await post('carWeighRecord/addUpdate', { ...base, weighNo: `R${n()}`, ...values })).data as Row;
    expect((await save({ grossWeight: 18.1, tareWeight: 10, confirmedNet: 7.92 })).netWeight).toBe(7.92);
    expect((await save({ grossWeight: 18.5, tareWeight: 10.25 })).netWeight).toBe(8.25);
    expect((await save({ grossWeight: 9.5, tareWeight: 10.2 })).netWeight).toBe(0);
    const unknown = await save({ grossWeight: 9.5 });
    expect(unknown.netWeight).toBeNull();
    expect(unknown.weighed).toBe(false);
    // Editing the record computes the weight again: the tare weighed later makes it known.
    const edited = (await post('carWeighRecord/addUpdate', { ...base, ...unknown, id: unknown.id, tareWeight: 4.5 })).data as Row;
    expect(edited.netWeight).toBe(5);
    expect(edited.weighed).toBe(true);
  });

  it('calculationWeight sums the chosen loads, counts those without a weight apart and leaves transfer legs out', async () => {
    const base = await template();
    const ids: unknown[] = [];
    for (const values of [{ grossWeight: 20, tareWeight: 12 }, { grossWeight: 16, tareWeight: 10, confirmedNet: 5.5 }, { grossWeight: 11 }, { grossWeight: 30, tareWeight: 14, leg: 'transfer' }]) {
      ids.push(((await post('carWeighRecord/addUpdate', { ...base, weighNo: `C${n()}`, ...values })).data as Row).id);
    }
    const answer = await post('carWeighRecord/calculationWeight', { ids: ids.join(',') });
    expect(answer.result).toBe(0);
    expect(answer.data).toEqual({ records: 4, counted: 2, leftOut: 1, transferLegs: 1, tonnes: 13.5, average: 6.75 });
    const none = await post('carWeighRecord/calculationWeight', { ids: '' });
    expect(none.result).not.toBe(0);
    expect(none.msg).toBe('请先选择要计算的称重记录');
    // The other tenant cannot weigh this tenant's records.
    expect((await post('carWeighRecord/calculationWeight', { ids: ids.join(',') }, ctx().token2)).result).not.toBe(0);
  });

  it('refuses a record without a vehicle or with a negative weight, naming the fields, and writes nothing', async () => {
    const before = (await page(ctx(), def('carWeighRecord'), { pageSize: 1 })).total;
    const answer = await post('carWeighRecord/addUpdate', { ...(await template()), carId: '', weighNo: `B${n()}`, grossWeight: -3 });
    expect(answer.result).not.toBe(0);
    const fields = ((answer.data as { errors: { field: string }[] }).errors ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['carId', 'grossWeight']));
    expect((await page(ctx(), def('carWeighRecord'), { pageSize: 1 })).total).toBe(before);
  });

  it('the month report adds the counted loads of a month and district, leaves loads without a weight and transfer legs out', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const rows: Row[] = [];
    for (let p = 1; ; p++) {
      const got = await page(ctx(), def('carWeighRecord'), { pageNo: p, pageSize: 1000, weighTimeStart: `${month}-01`, district: 'shangcheng' });
      rows.push(...got.records);
      if (p * 1000 >= got.total) break;
    }
    const collected = rows.filter((r) => r.leg === 'collect' && String(r.weighTime).startsWith(month));
    const report = (await page(ctx(), def('weighReport'), { pageSize: 100, district: 'shangcheng', weighTimeStart: `${month}-01` })).records.filter((r) => r.month === month);
    const sum = (xs: Row[], k: string) => Math.round(xs.reduce((s, r) => s + Number(r[k] ?? 0), 0) * 1000) / 1000;
    expect(sum(report, 'loads')).toBe(collected.length);
    expect(sum(report, 'leftOut')).toBe(collected.filter((r) => r.netWeight === null).length);
    expect(sum(report, 'tonnes')).toBeCloseTo(sum(collected, 'netWeight'), 2);
  });

  it('getCars lists 垃圾收运’s vehicles of the week with their loads, each tenant its own plates', async () => {
    const mine = (await post('carWeighRecord/getCars')).data as Row[];
    expect(mine.length).toBeGreaterThan(5);
    expect(mine.every((c) => /^浙A·[KLM]\d{4}$/.test(String(c.carCode)))).toBe(true);
    const theirs = (await post('carWeighRecord/getCars', {}, ctx().token2)).data as Row[];
    expect(theirs.every((c) => /^浙A·[NPQ]\d{4}$/.test(String(c.carCode)))).toBe(true);
    const facilities = (await post('carWeighRecord/getFacilitys')).data as Row[];
    expect(facilities.some((f) => f.facilityName === '九峰环境能源焚烧厂' && Number(f.loads) > 0)).toBe(true);
  });

  it('refuses a read-only user’s weighing and recalculation', async () => {
    const viewer = await signIn(ctx().server.url, 'viewer', 'Viewer@2026');
    const before = (await page(ctx(), def('carWeighRecord'), { pageSize: 1 })).total;
    expect((await post('carWeighRecord/addUpdate', { ...(await template()), weighNo: `V${n()}`, grossWeight: 10, tareWeight: 5 }, viewer.token)).result).not.toBe(0);
    expect((await post('sortingQualityIndex/recalculation', {}, viewer.token)).result).not.toBe(0);
    expect((await page(ctx(), def('carWeighRecord'), { pageSize: 1 })).total).toBe(before);
  });
});

describe('jlzs collection month report', () => {
  it('adds a month’s daily returns of a district: categories, total and rates of the total', async () => {
    const last = new Date();
    last.setDate(0);
    const month = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
    const days = (await page(ctx(), def('collectData'), { pageSize: 100, district: 'xihu', collectDateStart: `${month}-01`, collectDateEnd: `${month}-31` })).records;
    const row = (await page(ctx(), def('collectMonthReport'), { pageSize: 100, district: 'xihu' })).records.find((r) => r.month === month)!;
    const sum = (k: string) => days.reduce((s, r) => s + Number(r[k] ?? 0), 0);
    expect(row.days).toBe(days.length);
    expect(row.kitchenT).toBeCloseTo(sum('kitchenT'), 2);
    expect(row.totalT).toBeCloseTo(sum('kitchenT') + sum('otherT') + sum('recyclableT') + sum('hazardousT'), 2);
    expect(row.kitchenRate).toBeCloseTo((sum('kitchenT') / Number(row.totalT)) * 100, 0);
    // A year of history: twelve months and the running one for each district of tenant 1.
    expect((await page(ctx(), def('collectMonthReport'), { pageSize: 1 })).total).toBeGreaterThanOrEqual(72);
  });
});

describe('jlzs sorting statistics (zszy)', () => {
  const calls = ['trashParent', 'trashSub', 'rates', 'contaminatedRecyclables', 'blueBucketClearing', 'outletsRecyclingStatistics', 'onlineRecording', 'unitRecovery', 'fixedTimeLocationInfo', 'equipment', 'regionInfo', 'siteInfo'];

  it('answers every statistic with the tenant’s figures, for all regions and for one district', async () => {
    for (const c of calls) {
      for (const params of [{}, { district: 'gongshu', days: 90 }]) {
        const answer = await post(`zszy/${c}`, params);
        expect(answer.result, `${c}: ${answer.msg}`).toBe(0);
        const data = answer.data as unknown[] | { series: unknown[] };
        expect(Array.isArray(data) ? data.length : data.series.length, c).toBeGreaterThan(0);
      }
    }
  });

  it('the four categories add up to 收集数据 of the period, and the rates are null for a month without data', async () => {
    const parent = (await post('zszy/trashParent', { days: 7, district: 'binjiang' })).data as { name: string; value: number }[];
    const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const rows = (await page(ctx(), def('collectData'), { pageSize: 100, district: 'binjiang', collectDateStart: since })).records;
    const kitchen = rows.reduce((s, r) => s + Number(r.kitchenT ?? 0), 0);
    expect(parent.find((p) => p.name === '厨余垃圾')!.value).toBeCloseTo(kitchen, 1);
    const rates = (await post('zszy/rates', {}, ctx().token2)).data as { series: { data: (number | null)[] }[] };
    // Tenant 2 keeps two months: the months before are unknown, not 0.
    expect(rates.series[0]!.data.slice(0, 6).every((v) => v === null)).toBe(true);
    expect(rates.series[0]!.data.at(-1)).toBeGreaterThan(0);
  });

  it('refuses a period or region it does not know, with the reason', async () => {
    expect((await post('zszy/trashParent', { days: 0 })).msg).toBe('统计天数应为1到366之间的整数');
    expect((await post('zszy/rates', { district: 'mars' })).msg).toBe('没有区域“mars”');
    expect((await post('zszy/trashSub', { parent: 'nothing' })).msg).toBe('没有品类“nothing”');
  });

  it('keeps tenants apart: the other tenant’s regions are its own districts and streets', async () => {
    const regions = (await post('common/getTownStreetList', {}, ctx().token2)).data as { value: string; children: { label: string }[] }[];
    expect(regions.map((r) => r.value).sort()).toEqual(['xihu', 'yuhang']);
    const mine = (await post('common/getTownStreetList')).data as { value: string }[];
    expect(mine.length).toBe(6);
  });
});

describe('jlzs index groups', () => {
  it('computes accuracy from the buckets and refuses more correct buckets than inspected, writing nothing', async () => {
    const saved = await post('sortingQualityIndex/save', { month: '2019-03', district: 'xihu', street: `计算街道${n()}`, participationRate: 80, inspected: 200, qualified: 170 });
    expect(saved.result).toBe(0);
    expect((saved.data as Row).accuracyRate).toBe(85);
    expect((saved.data as Row).score).toBe(83);
    const before = (await page(ctx(), def('sortingQualityIndex'), { pageSize: 1 })).total;
    const bad = await post('sortingQualityIndex/save', { month: '2019-04', district: 'xihu', street: `计算街道${n()}`, participationRate: 80, inspected: 100, qualified: 120 });
    expect(bad.msg).toBe('合格桶数不能大于检查桶数');
    expect((await page(ctx(), def('sortingQualityIndex'), { pageSize: 1 })).total).toBe(before);
  });

  it('recalculates every score with the weights of 指数配置', async () => {
    const configs = (await page(ctx(), def('configIndex'), { pageSize: 100 })).records;
    const participation = configs.find((c) => c.indexCode === 'participation')!;
    const accuracy = configs.find((c) => c.indexCode === 'accuracy')!;
    await post('configIndex/save', { ...participation, weight: 50 });
    await post('configIndex/save', { ...accuracy, weight: 50 });
    const answer = await post('sortingQualityIndex/recalculation');
    expect(answer.result).toBe(0);
    const rows = (await page(ctx(), def('sortingQualityIndex'), { pageSize: 50 })).records;
    for (const r of rows) expect(r.score).toBeCloseTo(Math.round((Number(r.participationRate) * 0.5 + Number(r.accuracyRate) * 0.5) * 10) / 10, 1);
    // The other tenant's scores are untouched (its weights are its own).
    const theirs = (await page(ctx(), def('sortingQualityIndex'), { pageSize: 5 }, ctx().token2)).records;
    for (const r of theirs) expect(r.score).toBeCloseTo(Math.round((Number(r.participationRate) * 0.4 + Number(r.accuracyRate) * 0.6) * 10) / 10, 1);
    await post('configIndex/save', { ...participation, weight: 40 });
    await post('configIndex/save', { ...accuracy, weight: 60 });
    await post('sortingQualityIndex/recalculation');
  });

  it('a village’s assessment totals its four parts and grades it', async () => {
    const village = (await page(ctx(), def('village'), { pageSize: 1 })).records[0]!;
    const saved = (await post('lifeScore/save', { month: '2018-05', villageId: village.id, publicity: 18, facilities: 17, sorting: 36.5, collection: 19 })).data as Row;
    expect(saved.total).toBe(90.5);
    expect(saved.grade).toBe('excellent');
  });
});

describe('jlzs data sources', () => {
  it('lists the offered tables and a table’s columns and values, in the caller’s tenant', async () => {
    const tables = (await post('datasource/loadTables')).data as { tableName: string }[];
    expect(tables.map((t) => t.tableName)).toEqual(expect.arrayContaining(['jlzs.carWeighRecord', 'jlzs.collectData']));
    const columns = (await post('datasource/loadTableColumns', { tableName: 'jlzs.collectData' })).data as { columnName: string }[];
    expect(columns.map((c) => c.columnName)).toContain('district');
    const values = (await post('datasource/loadColumnValueList', { tableName: 'jlzs.collectData', columnName: 'district' }, ctx().token2)).data as { value: string }[];
    expect(values.map((v) => v.value).sort()).toEqual(['xihu', 'yuhang']);
  });

  it('refuses a data source naming a column its table does not offer', async () => {
    const answer = await call(ctx(), callsOf(def('datasource')).upsert!, { sourceName: `坏数据源${n()}`, tableName: 'jlzs.collectData', columns: 'district,password' });
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toContain('password');
  });
});
