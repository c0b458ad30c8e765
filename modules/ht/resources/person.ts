// 人员名册: the demo crew (kit/people/demoCrew.ts) as this module knows them — the people who apply
// for leave and overtime, fill construction records and have health reports. Read only: people are
// kept by 人事管理; this is the roster the forms pick from (by name, keyed by 工号).
import { boolean, defineResource, text, treeSelect } from '../../../kit/resource';
import { ht } from './paths';

export const person = defineResource({
  id: 'person',
  title: 'ht.person',
  api: { list: ht('person', 'pageList') },
  readOnly: true,
  fields: {
    code: text({ required: true, max: 20, filter: true, sortable: true }),
    name: text({ required: true, max: 20, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    postName: text({ max: 20 }),
    outdoor: boolean({ filter: true }),
  },
  unique: ['code'],
  display: 'name',
  defaultSort: { field: 'code', order: 'asc' },
});
