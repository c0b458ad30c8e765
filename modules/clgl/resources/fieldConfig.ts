// Which fields a screen shows and requires, per entity (the tenant's field configuration).
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const fieldConfig = defineResource({
  id: 'fieldConfig',
  title: 'clgl.fieldConfig',
  api: v2Api('fieldConfig'),
  fields: {
    entity: enumOf({ source: 'fieldEntity', required: true, filter: true }),
    fieldName: text({ required: true, max: 30, pattern: '^[A-Za-z][A-Za-z0-9]*$', filter: true }),
    fieldLabel: text({ required: true, max: 20, filter: true }),
    visible: boolean({ default: true, filter: true }),
    required: boolean({ default: false }),
    sortNo: number({ min: 0, max: 999, integer: true, sortable: true, default: 0 }),
  },
  unique: ['entity', 'fieldName'],
  display: 'fieldLabel',
  defaultSort: { field: 'sortNo', order: 'asc' },
  actions: { all: { api: v2('fieldConfig', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
