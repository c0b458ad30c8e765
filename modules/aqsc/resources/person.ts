// 人员名册: the demo crew (kit/people/demoCrew.ts) as this module knows them — finders of dangers,
// drivers, trainees, inspectors. Read only: people are kept by 人事管理; the forms pick from it (by
// name, keyed by 工号).
import { defineResource, text, treeSelect } from '../../../kit/resource';
import { safety } from './paths';

export const person = defineResource({
  id: 'person',
  title: 'aqsc.person',
  api: { list: safety('person', 'pageList') },
  readOnly: true,
  fields: {
    code: text({ required: true, max: 20, filter: true, sortable: true }),
    name: text({ required: true, max: 20, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    postName: text({ max: 20, filter: true }),
  },
  unique: ['code'],
  display: 'name',
  defaultSort: { field: 'code', order: 'asc' },
});
