// Common persons (常用人员): the handlers a dispatcher sends orders to; also the staff tree's people.
import { defineResource, number, text } from '../../../kit/resource';

export const commonPerson = defineResource({
  id: 'commonPerson',
  title: 'wtsb.commonPerson',
  api: {
    list: '/cloud/wtsb/web/problem/loadCommonPersons',
    upsert: '/cloud/wtsb/web/problem/addUpdateCommonPersons',
    remove: '/cloud/wtsb/web/problem/delCommonPersons',
  },
  fields: {
    personName: text({ required: true, max: 20, filter: true, sortable: true }),
    userId: text({ required: true, max: 40, pattern: '^[\\w.-]+$' }),
    deptName: text({ required: true, max: 40, filter: true, sortable: true }),
    post: text({ max: 20 }),
    phone: text({ max: 11, pattern: '^1\\d{10}$' }),
    sort: number({ integer: true, min: 0, max: 9999, sortable: true, default: 0 }),
  },
  unique: ['userId'],
  display: 'personName',
  defaultSort: { field: 'sort', order: 'asc' },
  formIn: 'modal',
});
