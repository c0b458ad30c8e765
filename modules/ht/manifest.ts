// 审批中心 (spec area ht: approvals and construction) in 综合管理: applications of leave, overtime and
// data fill with their approval, the construction records filled by the street teams, the overtime
// detail and the monthly overtime and leave summary payroll reads, and personal health reports.
import { defineModule, group, page } from '../../kit/manifest';
import { htMessages } from './messages';
import { approval } from './resources/approval';
import { dataFill } from './resources/dataFill';
import { personalHealthReport } from './resources/healthReport';
import { monthlyConstructionRecord, overLeaveMonthly, overtimeDetail } from './resources/reports';

export default defineModule({
  id: 'ht',
  title: 'ht.module',
  messages: htMessages,
  systems: ['zhgl'],
  specAreas: ['ht'],
  order: 26,
  menu: [
    group('approvals', { title: 'ht.menu.approvals', icon: 'audit' }, [
      page(approval, { key: 'applications' }),
      page(dataFill, { key: 'dataFill' }),
      page(monthlyConstructionRecord, { key: 'construction' }),
      page(overtimeDetail, { key: 'overtime' }),
      page(overLeaveMonthly, { key: 'monthly' }),
      page(personalHealthReport, { key: 'health' }),
    ]),
  ],
});
