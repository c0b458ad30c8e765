// The problem type tree (问题类型): by code (parentCode → typeCode), each type with its handling time
// limit. The list answers flat rows; the page builds the tree from the codes. As a kit tree the engine
// refuses a parent code that does not exist, a type moved under itself or its own subtypes, a code
// changed while subtypes name it, and the delete of a type that still has subtypes.
import { defineResource, enumOf, number, text } from '../../../kit/resource';

export const problemType = defineResource({
  id: 'problemType',
  title: 'wtsb.problemType',
  api: { list: '/cloud/wtsb/problemType/list', upsert: '/cloud/wtsb/problemType/save', remove: '/cloud/wtsb/problemType/delete' },
  fields: {
    typeCode: text({ required: true, max: 20, pattern: '^[A-Z0-9]{2,20}$', filter: true, sortable: true }),
    typeName: text({ required: true, max: 30, filter: true }),
    parentCode: text({ max: 20, pattern: '^[A-Z0-9]{2,20}$', filter: 'eq' }),
    category: enumOf({ source: 'typeCategory', required: true, filter: true }),
    handleHours: number({ required: true, integer: true, min: 1, max: 720, unit: 'wtsb.unit.hour' }),
    sort: number({ integer: true, min: 0, max: 9999, sortable: true, default: 0 }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  defaultSort: { field: 'sort', order: 'asc' },
  formIn: 'modal',
  tree: { parent: 'parentCode', key: 'typeCode', order: 'sort' },
});
