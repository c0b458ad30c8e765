// Server tests of every road-cleaning resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
import resources from '../../../modules/dlbj/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['dlbj']);
const line = (i: number) => JSON.stringify({ type: 'LineString', coordinates: [[120.3 + (i % 100) / 1000, 30.3], [120.301 + (i % 100) / 1000, 30.3]] });

const fixtures: Record<string, Partial<SuiteOptions>> = {
  shift: { make: (i) => ({ shiftName: `测试班次${i}` }) },
  road: { make: (i) => ({ roadCode: `T-${900 + (i % 1000)}`, roadName: `测试路${i}`, path: line(i) }) },
  line: { make: (i) => ({ lineName: `测试线路${i}` }) },
  carExp: { make: (i) => ({ amount: 100 + i, expDate: '2099-01-05' }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'dlbj', ...fixtures[def.id] });
