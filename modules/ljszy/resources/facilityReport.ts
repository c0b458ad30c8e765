// Per-facility collection report over a period (computed from the weighing records).
import { date, defineReport, number, text } from '../../../kit/resource';

export const facilityReport = defineReport({
  id: 'facilityReport',
  title: 'ljszy.facilityReport',
  api: { list: '/cloud/ljszy/report/loadFacilityPageList', export: 'POST /cloud/ljszy/report/exportFacilityPageList' },
  fields: {
    weighDate: date({ filter: 'range', column: false, export: false, detail: false }),
    facilityName: text({ filter: true, sortable: true }),
    trips: number({ sortable: true }),
    netWeight: number({ sortable: true, unit: 'kit.unit.t' }),
    cars: number({ sortable: true }),
  },
});
