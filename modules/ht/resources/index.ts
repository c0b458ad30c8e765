// The resources of 审批中心 (ht = approvals and construction): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { htMessages } from '../messages';
import { approval, approvalAll, approvalPending } from './approval';
import { approvalLog } from './approvalLog';
import { dataFill } from './dataFill';
import { personalHealthReport } from './healthReport';
import { ENUM_VALUES } from './options';
import { ht } from './paths';
import { person } from './person';
import { monthlyConstructionRecord, overLeaveMonthly, overtimeDetail } from './reports';

export { approval, approvalLog, dataFill, personalHealthReport, person, monthlyConstructionRecord, overLeaveMonthly, overtimeDetail };

export default defineModuleResources({
  module: 'ht',
  messages: htMessages,
  enums: { api: ht('common', 'loadEnumValue'), values: ENUM_VALUES },
  resources: [person, approval, approvalLog, dataFill, personalHealthReport],
  views: [approvalPending, approvalAll],
  reports: [monthlyConstructionRecord, overtimeDetail, overLeaveMonthly],
});
