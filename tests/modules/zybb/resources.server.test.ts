// Server tests of every stored field-report resource, generated from the definitions
// (tests/kit/resourceSuite.ts): paging, sorting, filtering, tenant isolation, create/update/delete with
// history where the resource is written, bad input, export.
import resources from '../../../modules/zybb/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['zybb']);

const fixtures: Record<string, Partial<SuiteOptions>> = {
  // Days far from the seeded month, each its own (the date is unique; i may be large).
  operateDailyReport: { make: (i) => ({ reportDate: new Date(Date.UTC(2090, 0, 1) + (i % 3000) * 86_400_000).toISOString().slice(0, 10), reporter: '测试填报人', weather: 'sunny' }) },
  workArea: { make: (i) => ({ areaName: `测试区域${i}` }) },
  jobElement: { make: (i) => ({ elementName: `测试要素${i}` }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'zybb', ...fixtures[def.id] });
