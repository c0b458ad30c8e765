// Monthly weights per company (from the raw gross weights).
import { defineReport, number, text } from '../../../kit/resource';

export const companyMonthlyReport = defineReport({
  id: 'companyMonthlyReport',
  title: 'ljszy.companyMonthly',
  api: { list: 'GET /cloud/ljszy/companyMonthlyReport/pageList', export: '/cloud/ljszy/companyMonthlyReport/export' },
  fields: {
    month: text({ filter: 'eq', sortable: true, pattern: '^\\d{4}-\\d{2}$' }),
    companyName: text({ filter: true, sortable: true }),
    times: number({ sortable: true }),
    grossWeight: number({ sortable: true, unit: 'kit.unit.t' }),
  },
});
