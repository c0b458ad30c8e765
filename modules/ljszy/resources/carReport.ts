// Per-vehicle collection report over a period (computed from the weighing records).
import { date, defineReport, number, text } from '../../../kit/resource';

export const carReport = defineReport({
  id: 'carReport',
  title: 'ljszy.carReport',
  api: { list: '/cloud/ljszy/report/loadCarPageList', export: 'POST /cloud/ljszy/report/exportCarPageList' },
  fields: {
    weighDate: date({ filter: 'range', column: false, export: false, detail: false }),
    carCode: text({ filter: true, sortable: true }),
    trips: number({ sortable: true }),
    netWeight: number({ sortable: true, unit: 'kit.unit.t' }),
    facilities: number({ sortable: true }),
  },
});
