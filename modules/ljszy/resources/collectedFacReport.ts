// Facilities collected per day (how many times, by how many vehicles), from the report and the kanban.
import { date, defineReport, number, text } from '../../../kit/resource';

export const collectedFacReport = defineReport({
  id: 'collectedFacReport',
  title: 'ljszy.collectedFac',
  api: { list: '/cloud/ljszy/report/loadCollectedFacList' },
  fields: {
    day: date({ filter: 'range', sortable: true }),
    facilityName: text({ filter: true, sortable: true }),
    times: number({ sortable: true }),
    netWeight: number({ sortable: true, unit: 'kit.unit.t' }),
  },
});
