// The ljfl calls beside CRUD, against the real server: every handler answers with the tenant's data;
// the sums and reports count tonnes by the kit's load-weight rule (a load without a valid weight left
// out, not 0; transfer legs not collected again); a year of daily history reads the archive; places
// without coordinates are answered for the board to list as anomalies; the other tenant's ids, a
// foreign tenant id and a user without the system are refused.
import { describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import { loadWeight } from '../../../kit/waste/loadWeight';
import resources from '../../../modules/ljfl/resources';
import server from '../../../modules/ljfl/server';
import { signIn } from '../../support/server';
import { call, page, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljfl']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;
const report = (id: string) => (resources.reports ?? []).find((r) => r.id === id)!;
const L = (p: string) => parseCall(`/cloud/ljfl/${p}.smvc`);
const first = async (id: string, token?: string) => (await page(ctx(), def(id), { pageSize: 1 }, token ?? ctx().token)).records[0]!;
/** The latest collection load (in the afternoon the latest load may be a transfer leg). */
const collection = async () => (await page(ctx(), def('garbageRecord'), { pageSize: 1, leg: 'collect' })).records[0]!;
const dayOffset = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('ljfl handlers', () => {
  it('answer every call with data (result 0)', async () => {
    const [car, fac, resident] = await Promise.all([first('car'), first('collectFac'), first('resident')]);
    const failures: string[] = [];
    for (const key of Object.keys(server.handlers ?? {})) {
      const c = parseCall(key);
      const id = c.path.includes('getCarById') ? car.id : c.path.includes('getItemInfo') ? fac.id : c.path.includes('residentFlow') ? resident.id : undefined;
      const answer = await call(ctx(), c, { id, asOf: new Date().toISOString() });
      if (answer.result !== 0 || answer.data === null || answer.data === undefined) failures.push(`${key}: ${answer.msg}`);
    }
    expect(failures).toEqual([]);
  });

  it('serve the enum, grade and check-group loaders by name, labels in Chinese', async () => {
    expect((await call(ctx(), L('common/loadEnumValue'), { enumName: 'garbageType' })).data).toContainEqual(expect.objectContaining({ value: 'kitchen', label: '厨余垃圾' }));
    expect((await call(ctx(), L('common/loadGrade'), { enumName: 'grade' })).data).toContainEqual(expect.objectContaining({ value: 'model', label: '示范' }));
    const groups = await call(ctx(), parseCall('GET /cloud/clyx/common/loadCheckGroupList.smvc'), { enumName: 'checkGroup' });
    expect(groups.data).toContainEqual(expect.objectContaining({ value: 'g1', label: '第一检查组' }));
  });

  it('sum the filtered loads by the load-weight rule: confirmed net, else max(gross − tare, 0), else left out', async () => {
    const filters = { recordTimeStart: dayOffset(6), recordTimeEnd: dayOffset(0) };
    const rows = (await call(ctx(), parseCall('/cloud/ljfl/garbageManage/pageList.smvc'), { ...filters, pageSize: 1000 })).data as { records: Record<string, number | null | string>[]; total: number };
    expect(rows.total).toBeLessThanOrEqual(1000);
    const collect = rows.records.filter((r) => r.leg === 'collect');
    const weights = collect.map((r) => loadWeight({ confirmedNet: r.confirmedNet as number | null, gross: r.grossWeight as number | null, tare: r.tareWeight as number | null }));
    const sums = (await call(ctx(), L('garbageManage/getSumData'), filters)).data as { tonnes: number; counted: number; leftOut: number; loads: number; transferTonnes: number };
    expect(sums.loads).toBe(rows.total);
    expect(sums.leftOut).toBe(weights.filter((w) => w === null).length);
    expect(sums.leftOut).toBeGreaterThan(0);
    expect(sums.counted).toBe(weights.filter((w) => w !== null).length);
    expect(sums.tonnes).toBeCloseTo(weights.reduce<number>((s, w) => s + (w ?? 0), 0), 2);
    expect(sums.transferTonnes).toBeGreaterThan(0);
    // Each record's weight column is the same rule, null when unknown.
    for (const [i, r] of collect.entries()) expect(r.weight).toBe(weights[i]);
  });

  it('compute a new load’s weight and leave it unknown without one', async () => {
    const template = await collection();
    const create = callsOf(def('garbageRecord')).upsert!;
    const base = { carId: template.carId, collectFacId: template.collectFacId, handleFacId: template.handleFacId, garbageType: 'other', leg: 'collect', recordTime: `${dayOffset(0)} 00:01:00` };
    const a = await call(ctx(), create, { ...base, recordNo: `W${Date.now() % 1e8}`, grossWeight: 9.5, tareWeight: 10.2 });
    expect((a.data as { weight: number }).weight).toBe(0);
    const b = await call(ctx(), create, { ...base, recordNo: `W${(Date.now() + 1) % 1e8}`, grossWeight: 9.5 });
    expect((b.data as { weight: number | null }).weight).toBeNull();
    const c = await call(ctx(), create, { ...base, recordNo: `W${(Date.now() + 2) % 1e8}`, grossWeight: 18.1, tareWeight: 10, confirmedNet: 7.92 });
    expect((c.data as { weight: number }).weight).toBe(7.92);
  });

  it('refuse a collection load without its facility and a transfer leg with one, writing nothing', async () => {
    const template = await collection();
    const create = callsOf(def('garbageRecord')).upsert!;
    const before = (await page(ctx(), def('garbageRecord'), { pageSize: 1 })).total;
    const base = { carId: template.carId, handleFacId: template.handleFacId, garbageType: 'other', recordTime: `${dayOffset(0)} 00:02:00`, grossWeight: 20, tareWeight: 12 };
    const a = await call(ctx(), create, { ...base, leg: 'collect', recordNo: `X${Date.now() % 1e8}` });
    expect(a.msg).toBe('收运车次须填写收集设施');
    const b = await call(ctx(), create, { ...base, leg: 'transfer', collectFacId: template.collectFacId, recordNo: `X${(Date.now() + 1) % 1e8}` });
    expect(b.msg).toBe('中转车次从转运站运出，不填收集设施');
    expect((await page(ctx(), def('garbageRecord'), { pageSize: 1 })).total).toBe(before);
  });

  it('report a year of days: recent days from the loads, older ones from the archive, months over twelve months', async () => {
    const daily = await page(ctx(), report('dailyReport'), { dayStart: dayOffset(364), dayEnd: dayOffset(0), pageSize: 1000 });
    expect(daily.total).toBeGreaterThanOrEqual(364);
    const sources = new Set(daily.records.map((r) => r.source));
    expect(sources).toContain('archive');
    expect(sources).toContain('records');
    const monthly = await page(ctx(), report('monthlyReport'), { pageSize: 100 });
    expect(monthly.total).toBeGreaterThanOrEqual(12);
    const points = await page(ctx(), report('integrationMonthly'), { pageSize: 100 });
    expect(points.total).toBeGreaterThanOrEqual(12);
    for (const r of points.records) expect(r.net).toBe((r.earned as number) - (r.redeemed as number) + (r.adjusted as number));
  });

  it('answer places without coordinates as they are (the board lists them as anomalies), never at 0,0', async () => {
    const cars = (await call(ctx(), L('bigDataManage/loadCarPositions'), {})).data as { lng: number | null; lat: number | null }[];
    expect(cars.some((c) => c.lng === null)).toBe(true);
    expect(cars.some((c) => c.lng === 0 || c.lat === 0)).toBe(false);
    const units = (await call(ctx(), L('bigDataManage/loadUnitPositions'), {})).data as { lng: number | null }[];
    expect(units.some((u) => u.lng === null)).toBe(true);
  });

  it('agree with themselves: today’s tonnes on the board are the trend’s last day, the classification the sum of 30 days', async () => {
    const asOf = new Date().toISOString();
    const stats = (await call(ctx(), L('bigDataManage/loadTodayGarbageInfo'), { asOf })).data as { label: string; value: number | null }[];
    const trend = (await call(ctx(), L('bigDataManage/loadGarbageClassification'), { asOf })).data as { categories: string[]; series: { data: (number | null)[] }[] };
    const last = trend.series.reduce((s, x) => s + (x.data.at(-1) ?? 0), 0);
    expect(stats.find((s) => s.label === 'ljfl.board.todayTonnes')!.value ?? 0).toBeCloseTo(last, 1);
    const pie = (await call(ctx(), L('bigDataManage/loadClassification'), { asOf })).data as { value: number }[];
    const month = trend.series.reduce((s, x) => s + x.data.reduce<number>((a, v) => a + (v ?? 0), 0), 0);
    expect(pie.reduce((s, p) => s + p.value, 0)).toBeCloseTo(month, 0);
  });

  it('say 0 t for a day no load has come yet (a known nothing; kit/waste/loadWeight.ts keeps null for loads without a weight)', async () => {
    const stats = (await call(ctx(), L('bigDataManage/loadTodayGarbageInfo'), { asOf: `${dayOffset(0)}T00:00:00` })).data as { label: string; value: unknown }[];
    expect(stats.find((s) => s.label === 'ljfl.board.todayTonnes')!.value).toBe(0);
  });

  it('refuse the other tenant’s ids and a foreign tenant id, and a user without the 垃圾分类 system', async () => {
    const car = await first('car');
    const fac = await first('collectFac');
    expect((await call(ctx(), L('common/getCarById'), { id: car.id }, ctx().token2)).result).not.toBe(0);
    expect((await call(ctx(), L('item/getItemInfo'), { id: fac.id }, ctx().token2)).result).not.toBe(0);
    expect((await call(ctx(), L('common/getTenantById'), { tenantId: '2' })).result).not.toBe(0);
    expect((await call(ctx(), L('common/getCarById'), { id: 'abc' })).msg).toContain('id');
    const ops = await signIn(ctx().server.url, 'ops', 'Ops@2026');
    const refused = await call(ctx(), L('bigDataManage/loadGarbageNum'), {}, ops.token);
    expect(refused.result).toBe(403);
  });
});
