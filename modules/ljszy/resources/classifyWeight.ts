// Weights of sorted waste entered per facility and day.
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';

export const classifyWeight = defineResource({
  id: 'classifyWeight',
  title: 'ljszy.classifyWeight',
  api: {
    list: '/cloud/ljszy/classifyWeight/pageList',
    create: '/cloud/ljszy/classifyWeight/save',
    update: '/cloud/ljszy/classifyWeight/update',
    remove: '/cloud/ljszy/classifyWeight/delete',
    export: '/cloud/ljszy/classifyWeight/export',
  },
  fields: {
    recordDate: date({ required: true, filter: true, sortable: true, default: 'today' }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    weightKg: number({ required: true, min: 0, max: 100000, precision: 1, unit: 'kit.unit.kg', sortable: true }),
    operator: text({ max: 20 }),
  },
  defaultSort: { field: 'recordDate', order: 'desc' },
});
