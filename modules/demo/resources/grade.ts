// Grades (年级): read-only reference data, seeded per tenant. The spec has only grade/list; it answers a
// page (`{ records, total }`, up to 1 000 grades), as the student form's grade select reads any list.
import { defineResource, number, text } from '../../../kit/resource';

export const grade = defineResource({
  id: 'grade',
  title: 'demo.grade',
  api: { list: { path: '/cloud/demo/web/grade/list', json: true } },
  readOnly: true,
  fields: {
    gradeName: text({ required: true, max: 20, filter: true }),
    sort: number({ integer: true, min: 0, max: 99, sortable: true }),
  },
  unique: ['gradeName'],
  display: 'gradeName',
  defaultSort: { field: 'sort', order: 'asc' },
});
