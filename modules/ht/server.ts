// 审批中心's server side: demo data, the rules of applications, data fills and health reports, the
// workflow's effects and the computed lists.
import { defineModuleServer } from '../../kit/resource';
import { approvalBefore, approvalOnWrite, approvalWorkflow, dataFillOnWrite } from './server/approvals';
import { healthBefore, healthOnWrite, presentHealth } from './server/health';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  beforeWrite: { approval: approvalBefore, personalHealthReport: healthBefore },
  onWrite: { approval: approvalOnWrite, dataFill: dataFillOnWrite, personalHealthReport: healthOnWrite },
  present: { personalHealthReport: presentHealth },
  workflows: { approval: approvalWorkflow },
  reports: reportSources,
});
