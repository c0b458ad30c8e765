// Server tests of every road-work resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
import { callsOf } from '../../../kit/resource';
import resources from '../../../modules/jxbjnew/resources';
import { call, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['jxbjnew', 'clgl']);
const byId = Object.fromEntries(resources.resources.map((d) => [d.id, d]));

/** Frees the template's unique pair (grade and job; job) by deleting it, so the copy can be created. */
const freeTemplate = (id: string): SuiteOptions['beforeCreate'] => async (c, template) => {
  await call(c, callsOf(byId[id]!).remove!, { ids: String(template.id) });
};

const fixtures: Record<string, Partial<SuiteOptions>> = {
  road: { make: (i) => ({ roadCode: `TR-${i}`, roadName: `测试道路${i}` }) },
  roadStandard: { make: (i) => ({ standardName: `测试标准${i}` }), beforeCreate: freeTemplate('roadStandard') },
  line: { make: (i) => ({ lineName: `测试线路${i}` }) },
  speedConfig: { make: () => ({ remark: '测试' }), beforeCreate: freeTemplate('speedConfig') },
  carExpression: { make: (i) => ({ carId: 6 + (i % 12) }) },
  carLine: { make: () => ({ driverName: '测试司机' }) },
  privateCarLine: { make: (i) => ({ lineName: `测试专线${i}` }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'jxbjnew', ...fixtures[def.id] });
