// 人员名册: the demo crew (kit/people/demoCrew.ts) as dispatch knows them — drivers, crew leaders and
// the street cleaners who wear a positioning badge. Read only (people are kept by 人事管理); the work
// order's form picks the driver or crew from it (by name, keyed by 工号), and a badge's positions tell
// a crew's job's progress.
import { defineResource, text, treeSelect } from '../../../kit/resource';
import { dispatch } from './paths';

export const person = defineResource({
  id: 'person',
  title: 'ddzh.person',
  api: { list: dispatch('person', 'pageList') },
  readOnly: true,
  fields: {
    code: text({ required: true, max: 20, filter: true, sortable: true }),
    name: text({ required: true, max: 20, filter: 'like' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    postName: text({ max: 20, filter: true }),
    phone: text({ max: 20 }),
    badge: text({ max: 20, help: 'ddzh.person.badgeHelp' }),
  },
  unique: ['code'],
  display: 'name',
  defaultSort: { field: 'code', order: 'asc' },
});
