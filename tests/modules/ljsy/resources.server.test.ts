// Server tests of every ljsy resource and report, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, CRUD with history and bad input where the call exists.
import { describe, expect, it } from 'vitest';
import { callsOf, type ResourceDef } from '../../../kit/resource';
import resources from '../../../modules/ljsy/resources';
import { call, page, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljsy']);
const fixtures: Record<string, Partial<SuiteOptions>> = {
  deptArea: { make: (i) => ({ areaName: `测试片区${i}-${Math.floor(Math.random() * 1e6)}`, deptId: 'd103', district: 'gongshu' }) },
};

for (const def of resources.resources) if (def.api.list) resourceSuite(ctx, def, { module: 'ljsy', ...fixtures[def.id] });

describe('ljsy reports', () => {
  for (const def of (resources.reports ?? []) as ResourceDef[]) {
    it(`${def.id}: pages its rows for both tenants apart, each the tenant's own`, async () => {
      const mine = await page(ctx(), def, { pageNo: 1, pageSize: 5 });
      const theirs = await page(ctx(), def, { pageNo: 1, pageSize: 5 }, ctx().token2);
      expect(mine.records.length).toBe(5);
      expect(mine.total).toBeGreaterThan(12 * 4);
      expect(theirs.total).toBeGreaterThan(12 * 4);
      // Today's row has no tonnes before the first trip of the day is weighed (null in both tenants).
      expect(mine.records.map((r) => r.tonnes)).not.toEqual(theirs.records.map((r) => r.tonnes));
    });
  }

  it('deptArea save refuses a blank area name and an area name that is taken, changing nothing', async () => {
    const def = resources.resources.find((r) => r.id === 'deptArea')!;
    const before = (await page(ctx(), def, { pageSize: 1 })).total;
    const blank = await call(ctx(), callsOf(def).upsert!, { areaName: '', deptId: 'd103', district: 'xihu' });
    expect(blank.result).not.toBe(0);
    expect(blank.msg).toMatch(/区域名称/);
    const first = (await page(ctx(), def, { pageSize: 1 })).records[0]!;
    const taken = await call(ctx(), callsOf(def).upsert!, { areaName: first.areaName, deptId: 'd103', district: 'xihu' });
    expect(taken.result).not.toBe(0);
    expect((await page(ctx(), def, { pageSize: 1 })).total).toBe(before);
  });
});
