// Asset types (资产类型): the spec has only assetType/list, so the types are read-only and seeded.
import { defineResource, number, text } from '../../../kit/resource';
import { call } from './paths';

export const assetType = defineResource({
  id: 'assetType',
  title: 'zcgl.assetType',
  api: { list: call('assetType', 'list') },
  readOnly: true,
  fields: {
    typeCode: text({ required: true, max: 16, filter: true, sortable: true }),
    typeName: text({ required: true, max: 30, filter: true }),
    sort: number({ integer: true, min: 0, sortable: true }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  defaultSort: { field: 'sort', order: 'asc' },
});
