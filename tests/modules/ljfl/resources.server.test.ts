// Server tests of every ljfl resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, CRUD with history, bad input, export — plus the
// computed data-platform lists' paging. The points orders' create and reverse are points.server.test.ts.
import { describe, expect, it } from 'vitest';
import { isReport, type ResourceDef } from '../../../kit/resource';
import resources from '../../../modules/ljfl/resources';
import { page, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljfl']);
const n = () => Math.floor(Math.random() * 9000) + 1000;

const fixtures: Record<string, Partial<SuiteOptions>> = {
  unit: { make: (i) => ({ unitName: `测试小区${i}` }) },
  car: { make: () => ({ carCode: `浙A·T${n()}` }) },
  collectFac: { make: (i) => ({ facCode: `T-CF${i}`, facName: `测试投放点${i}` }) },
  handleFac: { make: (i) => ({ facName: `测试处理厂${i}` }) },
  garbageRecord: { make: (i) => ({ recordNo: `T${i}`, grossWeight: 20, tareWeight: 12, confirmedNet: null }) },
  resident: { make: (i) => ({ cardNo: `T${100000 + i}`, residentName: `测试居民${i}` }) },
  deptArea: { make: (i) => ({ areaName: `测试片区${i}` }) },
};

// The points lines have no calls of their own: they travel inside their order (points.server.test.ts).
for (const def of resources.resources.filter((r) => r.api.list)) resourceSuite(ctx, def, { module: 'ljfl', ...fixtures[def.id] });

describe('ljfl data platform', () => {
  for (const def of (resources.reports ?? []) as ResourceDef[]) {
    it(`${def.id}: pages its rows from the demo`, async () => {
      expect(isReport(def)).toBe(true);
      const p = await page(ctx(), def, { pageNo: 1, pageSize: 5 });
      expect(p.records.length).toBeLessThanOrEqual(5);
      expect(p.total).toBeGreaterThan(0);
    });
  }
});
