// Arrivals of collection vehicles at facilities (recorded by the gate; read-only here).
import { datetime, defineResource, number, reference } from '../../../kit/resource';

export const carArrivalRecord = defineResource({
  id: 'carArrivalRecord',
  title: 'ljszy.carArrivalRecord',
  api: {
    list: '/cloud/ljszy/carArrivalRecord/pageList',
    export: 'POST /cloud/ljszy/carArrivalRecord/export',
  },
  fields: {
    carId: reference({ resource: 'carInfo', display: 'carCode', required: true, filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    arriveTime: datetime({ required: true, filter: true, sortable: true }),
    leaveTime: datetime({ sortable: true }),
    stayMinutes: number({ min: 0, max: 1440, integer: true, sortable: true }),
  },
  readOnly: true,
  defaultSort: { field: 'arriveTime', order: 'desc' },
});
