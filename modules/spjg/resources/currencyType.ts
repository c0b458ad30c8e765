// Generic types (通用类型, the spec's "currency types": 通用 read as currency): the tenant's named
// codes of video supervision by category — alarm kinds (the video alarms show their names), camera
// uses, recording kinds. getList is the paged list; create, update, delete as usual.
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { currency } from './paths';

export const currencyType = defineResource({
  id: 'currencyType',
  title: 'spjg.currencyType',
  api: { list: currency('currencyType', 'getList'), create: currency('currencyType', 'create'), update: currency('currencyType', 'update'), remove: currency('currencyType', 'delete') },
  fields: {
    category: enumOf({ source: 'typeCategory', required: true, filter: 'eq' }),
    typeCode: text({ required: true, max: 32, filter: true, sortable: true, pattern: '^[A-Za-z0-9_-]+$' }),
    typeName: text({ required: true, max: 40, filter: true }),
    sort: number({ integer: true, min: 0, max: 9999, sortable: true }),
    enabled: boolean({ default: true }),
    remark: text({ max: 200 }),
  },
  unique: ['category', 'typeCode'],
  display: 'typeName',
  defaultSort: { field: 'sort', order: 'asc' },
});
