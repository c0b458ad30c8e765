// Server tests of every jlzs resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filters, tenants kept apart, CRUD with history, bad input, export — plus the two
// computed reports' paging and export.
import { describe, expect, it } from 'vitest';
import { callsOf, isReport, type ResourceDef } from '../../../kit/resource';
import resources from '../../../modules/jlzs/resources';
import { exportRows, page, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljszy', 'jlzs']);
const month = (i: number) => `20${String(10 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}`;

const fixtures: Record<string, Partial<SuiteOptions>> = {
  datasource: { make: (i) => ({ sourceName: `测试数据源${i}`, tableName: 'jlzs.collectData', columns: 'collectDate,totalT' }) },
  carWeighRecord: { make: (i) => ({ weighNo: `T${i}`, grossWeight: 18, tareWeight: 10, confirmedNet: null }) },
  metaData: { make: (i) => ({ code: `t${i}`, name: `测试品类${i}`, parentCode: 'recyclable' }) },
  configIndex: { make: (i) => ({ indexCode: `t${i}`, indexName: `测试指标${i}` }) },
  sortingQualityIndex: { make: (i) => ({ month: month(i), street: `测试街道${i}` }) },
  majorIndex: { make: (i) => ({ month: month(i), district: 'binjiang', indicator: 'harmlessRate' }) },
  sourceReduceIndex: { make: (i) => ({ month: month(i), district: 'binjiang' }) },
  garbageQuantityIndex: { make: (i) => ({ month: month(i), district: 'binjiang', garbageType: 'hazardous' }) },
  village: { make: (i) => ({ villageName: `测试村${i}` }) },
  lifeScore: { make: (i) => ({ month: month(i) }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'jlzs', ...fixtures[def.id] });

describe('jlzs computed reports', () => {
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
