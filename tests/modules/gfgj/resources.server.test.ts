// Server tests of every household-recycling resource, generated from the definitions
// (tests/kit/resourceSuite.ts): paging, sorting, filtering, tenant isolation, create/update/delete
// with history, bad input, export — each where the definition has the call.
import resources from '../../../modules/gfgj/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['gfgj']);

const fixtures: Record<string, Partial<SuiteOptions>> = {
  setting: { make: (i) => ({ settingName: `测试设置${i}` }) },
  garbageClass: { make: (i) => ({ className: `测试品类${i}` }) },
  stationPoint: { make: (i) => ({ stationName: `测试站点${i}`, deptId: 'd107' }) },
  deptPointClass: { make: (i) => ({ remark: `测试${i}`, stationId: 1, garbageClassId: 4 + (i % 3) }) },
  deptArea: { make: (i) => ({ areaName: `测试片区${i}`, deptId: 'd107' }) },
  disposalSite: { make: (i) => ({ siteName: `测试场所${i}` }) },
  disposalSiteSigning: { make: (i) => ({ contractNo: `T-QY-${9000 + i}`, deptId: 'd107', startDate: '2026-01-01', endDate: '2026-12-31' }) },
  inviteRule: { make: (i) => ({ version: `V${900 + i}` }) },
};

// The workflows' logs have no calls of their own: they are read through each record's info call.
for (const def of resources.resources.filter((d) => d.api.list)) resourceSuite(ctx, def, { module: 'gfgj', ...fixtures[def.id] });
