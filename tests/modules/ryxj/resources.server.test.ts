// Server tests of 巡检考评's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history where the definition
// has them, bad input refused, the second API generation (facilityInfo2) over the same rows. The flow
// (inspections, appeals, reviews), the rules' refusals and the other calls: flow.server.test.ts and
// calls.server.test.ts.
import { clockInfo, evalInfo, facilityInfo, role, roleStaff, ruleScore } from '../../../modules/ryxj/resources';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['ryxj']);

resourceSuite(ctx, facilityInfo, { module: 'ryxj', make: (i) => ({ facilityCode: `TS${String(900 + (i % 99000))}`, facilityName: `测试公厕${i}` }) });
resourceSuite(ctx, role, { module: 'ryxj', make: (i) => ({ roleName: `测试角色${i}`, grade: 4 + (i % 16) }) });
resourceSuite(ctx, roleStaff, { module: 'ryxj', make: (i) => ({ staffCode: `TS${String(1000 + (i % 9000))}`, staffName: `测试人员${i}` }) });
resourceSuite(ctx, ruleScore, { module: 'ryxj', make: (i) => ({ ruleName: `测试维度${i}`, parentId: null, points: null, weight: 1 }) });
resourceSuite(ctx, clockInfo, { module: 'ryxj' });
// A new draft like the newest seeded inspection (the same facility, item and inspector), with 1 point.
resourceSuite(ctx, evalInfo, { module: 'ryxj', make: (i) => ({ points: 1, evalTime: `2025-0${1 + (i % 9)}-10 09:00:00`, description: `测试${i}` }), exportCount: false });
