// Daily abnormal events of collection (overload, missed points, late, not weighed, off route).
import { boolean, date, defineResource, enumOf, reference, text } from '../../../kit/resource';

export const abnormalDailyReport = defineResource({
  id: 'abnormalDailyReport',
  title: 'ljszy.abnormal',
  api: {
    list: '/cloud/ljszy/abnormalDailyReport/pageList',
    export: '/cloud/ljszy/abnormalDailyReport/export',
  },
  fields: {
    reportDate: date({ required: true, filter: true, sortable: true }),
    carId: reference({ resource: 'carInfo', display: 'carCode', filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', filter: true }),
    abnormalType: enumOf({ source: 'abnormalType', required: true, filter: true }),
    description: text({ max: 200 }),
    handled: boolean({ filter: true }),
  },
  readOnly: true,
  defaultSort: { field: 'reportDate', order: 'desc' },
});
