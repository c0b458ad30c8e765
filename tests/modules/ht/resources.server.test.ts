// Server tests of 审批中心's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history where the
// definition has them, bad input refused. The workflow, the rules and the reports: approvals.server.test.ts.
import { approval, dataFill, person, personalHealthReport } from '../../../modules/ht/resources';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['ht']);
let n = 0;
const dayAgo = (i: number) => new Date(Date.now() - (i + 400) * 86_400_000).toISOString().slice(0, 10);

resourceSuite(ctx, person, { module: 'ht' });
resourceSuite(ctx, approval, {
  module: 'ht',
  // A new overtime of the template's person far in the past (no overlap with the seeded month).
  make: (i) => ({ kind: 'overtime', leaveType: null, startAt: `${dayAgo(i + 10 * n++)} 18:00:00`, endAt: `${dayAgo(i + 10 * (n - 1))} 20:00:00`, reason: `测试加班${i}` }),
});
resourceSuite(ctx, dataFill, { module: 'ht', make: (i) => ({ workDate: dayAgo(i), street: `测试路段${i}` }) });
resourceSuite(ctx, personalHealthReport, { module: 'ht', make: (i) => ({ checkDate: dayAgo(i), nextCheckDate: dayAgo(i - 300), conclusion: 'fit', fitOutdoor: true, fitHeat: true }) });
