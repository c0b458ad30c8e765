// Common problem types (常用类型): the types a reporter picks most, shown first in the report form.
import { defineResource, number, reference, text } from '../../../kit/resource';

export const commonType = defineResource({
  id: 'commonType',
  title: 'wtsb.commonType',
  api: {
    list: '/cloud/wtsb/web/problem/loadCommonTypes',
    upsert: '/cloud/wtsb/web/problem/addUpdateCommonTypes',
    remove: '/cloud/wtsb/web/problem/delCommonTypes',
  },
  fields: {
    typeName: text({ required: true, max: 30, filter: true }),
    problemTypeId: reference({ resource: 'problemType', display: 'typeName', required: true }),
    sort: number({ integer: true, min: 0, max: 9999, sortable: true, default: 0 }),
  },
  unique: ['problemTypeId'],
  defaultSort: { field: 'sort', order: 'asc' },
  formIn: 'modal',
});
