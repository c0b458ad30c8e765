// Server tests of every ljszy resource, generated from the definitions (tests/kit/resourceSuite.ts),
// plus import atomicity on the containers and the computed reports' paging and export.
import { describe, expect, it } from 'vitest';
import { callsOf, isReport, type ResourceDef } from '../../../kit/resource';
import resources from '../../../modules/ljszy/resources';
import { call, exportRows, importSheet, page, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljszy']);
const n = () => Math.floor(Math.random() * 9000) + 1000;

const fixtures: Record<string, Partial<SuiteOptions>> = {
  carInfo: { make: () => ({ carCode: `浙A·T${n()}` }) },
  facilityInfo: { make: (i) => ({ facilityCode: `T-${i}`, facilityName: `测试点位${i}` }) },
  facilityGarType: { make: (i) => ({ typeName: `测试类型${i}` }) },
  route: { make: (i) => ({ routeCode: `T-R${i}`, routeName: `测试线路${i}` }) },
  carWeightOperate: { make: (i) => ({ ticketNo: `T${i}`, grossWeight: 20, tareWeight: 12 }) },
  carWeightConfig: {
    make: () => ({}),
    // carId is unique per tenant: free the template's vehicle first (deleting is part of what is tested).
    beforeCreate: async (c, template) => void (await call(c, callsOf(resources.resources.find((r) => r.id === 'carWeightConfig')!).remove!, { ids: String(template.id) })),
  },
  carRouteBand: { make: (_i, t) => ({ routeId: t.routeId, carId: t.carId, bandDate: '2026-01-01' }), beforeCreate: async (c, template) => void (await call(c, callsOf(resources.resources.find((r) => r.id === 'carRouteBand')!).remove!, { ids: String(template.id) })) },
  facilityContainer: { make: (i) => ({ containerCode: `T-C${i}` }) },
  classifyWeight: { make: () => ({ recordDate: '2026-01-02' }) },
  propertyCompany: { make: (i) => ({ companyName: `测试物业公司${i}` }) },
  company: { make: (i) => ({ companyName: `测试企业${i}` }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'ljszy', ...fixtures[def.id] });

describe('ljszy computed reports', () => {
  for (const def of (resources.reports ?? []) as ResourceDef[]) {
    it(`${def.id}: pages its rows and exports all of them`, async () => {
      expect(isReport(def)).toBe(true);
      const p = await page(ctx(), def, { pageNo: 1, pageSize: 5 });
      expect(p.records.length).toBeLessThanOrEqual(5);
      expect(p.total).toBeGreaterThan(0);
      const exp = callsOf(def).export;
      if (exp) expect((await exportRows(ctx(), exp, {})).length).toBe(p.total);
    });
  }
});

describe('ljszy weighing rules', () => {
  it('computes the net weight from gross and tare, and refuses a tare above the gross', async () => {
    const def = resources.resources.find((r) => r.id === 'carWeightOperate')!;
    const template = (await page(ctx(), def, { pageSize: 1 })).records[0]!;
    const base = { carId: template.carId, facilityId: template.facilityId, garbageType: 'other', weighTime: '2026-11-01 08:00:00' };
    const ok = await call(ctx(), callsOf(def).create!, { ...base, ticketNo: `NET${n()}`, grossWeight: 18.5, tareWeight: 10.25 });
    expect((ok.data as { netWeight: number }).netWeight).toBe(8.25);
    const bad = await call(ctx(), callsOf(def).create!, { ...base, ticketNo: `NET${n()}`, grossWeight: 5, tareWeight: 10 });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toBe('皮重不能大于毛重');
  });
});

describe('ljszy container import', () => {
  const def = resources.resources.find((r) => r.id === 'facilityContainer')!;
  const upload = (rows: unknown[][], mode: string) => importSheet(ctx(), def, ['容器编号', '所在点位', '容器类型', '垃圾类别', '容积(升)', '电子标签'], rows, mode);

  it('writes nothing when one row is bad, names the row and column, then imports only the valid rows when asked', async () => {
    const facility = (await page(ctx(), def, { pageSize: 1 })).records[0]!;
    const facilityName = (await call(ctx(), callsOf(resources.resources.find((r) => r.id === 'facilityInfo')!).get!, { id: facility.facilityId })).data as { facilityName: string };
    const before = (await page(ctx(), def, { pageSize: 1 })).total;
    const k = n();
    const rows = [
      [`IMP-${k}-1`, facilityName.facilityName, '240升桶', '厨余垃圾', 240, 'E2000099AA01'],
      [`IMP-${k}-2`, facilityName.facilityName, '660升桶', '其他垃圾', 660, 'E2000099AA02'],
      [`IMP-${k}-3`, '不存在的点位', '240升桶', '火星垃圾', 'abc', 'zz'],
    ];
    const all = await upload(rows, 'all');
    expect(all.result).not.toBe(0);
    expect(all.data.imported).toBe(0);
    expect(all.data.errors.filter((e) => e.row === 4).map((e) => e.field).sort()).toEqual(['facilityId', 'garbageType', 'rfid', 'volume'].sort());
    expect((await page(ctx(), def, { pageSize: 1 })).total).toBe(before);
    const valid = await upload(rows, 'valid');
    expect(valid.result).toBe(0);
    expect(valid.data.imported).toBe(2);
    expect((await page(ctx(), def, { pageSize: 1 })).total).toBe(before + 2);
  });
});
