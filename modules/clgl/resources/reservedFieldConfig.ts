// Reserved (spare) columns a tenant can name per entity, e.g. reserved1 → 车队编号.
import { boolean, defineResource, enumOf, text } from '../../../kit/resource';
import { classic } from './paths';

const base = 'reservedFieldConfig';

export const reservedFieldConfig = defineResource({
  id: 'reservedFieldConfig',
  title: 'clgl.reservedFieldConfig',
  api: { list: classic(base, 'pageList'), create: classic(base, 'save'), update: classic(base, 'update'), remove: classic(base, 'delete') },
  fields: {
    entity: enumOf({ source: 'fieldEntity', required: true, filter: true }),
    fieldKey: text({ required: true, pattern: '^reserved([1-9]|10)$', patternMessage: 'clgl.reservedKeyFormat', filter: true, sortable: true }),
    fieldName: text({ required: true, max: 20, filter: true }),
    fieldType: enumOf({ source: 'fieldType', required: true, default: 'text' }),
    enabled: boolean({ default: true, filter: true }),
  },
  unique: ['entity', 'fieldKey'],
  display: 'fieldName',
  defaultSort: { field: 'fieldKey', order: 'asc' },
});
