// Which vehicle collected how much at which facility over a period.
import { date, defineReport, number, text } from '../../../kit/resource';

export const carFacilityReport = defineReport({
  id: 'carFacilityReport',
  title: 'ljszy.carFacilityReport',
  api: { list: '/cloud/ljszy/report/loadCarFacilityList' },
  fields: {
    weighDate: date({ filter: 'range', column: false, export: false, detail: false }),
    carCode: text({ filter: true, sortable: true }),
    facilityName: text({ filter: true, sortable: true }),
    trips: number({ sortable: true }),
    netWeight: number({ sortable: true, unit: 'kit.unit.t' }),
  },
});
