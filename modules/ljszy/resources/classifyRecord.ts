// Sorting records: each bin weighed at collection, with the quality check of its sorting.
import { boolean, datetime, defineResource, enumOf, number, reference } from '../../../kit/resource';

export const classifyRecord = defineResource({
  id: 'classifyRecord',
  title: 'ljszy.classifyRecord',
  api: { list: '/cloud/ljszy/classifyRecord/pageList' },
  fields: {
    recordTime: datetime({ required: true, filter: true, sortable: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    carId: reference({ resource: 'carInfo', display: 'carCode', filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    weightKg: number({ required: true, min: 0, max: 5000, precision: 1, unit: 'kit.unit.kg', sortable: true }),
    qualified: boolean({ filter: true }),
  },
  readOnly: true,
  defaultSort: { field: 'recordTime', order: 'desc' },
});
