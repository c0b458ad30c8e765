// 作业人员 (person/pageList, beside the spec's calls): the field crew as this module reads it — post
// (its positioning rules), shift, outdoor or not, assigned area. Seeded from kit/people/demoCrew.ts.
import { boolean, defineResource, enumOf, reference, text, treeSelect } from '../../../kit/resource';
import { SHIFT_OPTIONS } from './options';
import { zyry } from './paths';

export const worker = defineResource({
  id: 'worker',
  title: 'zyry.worker',
  api: { list: zyry('person', 'pageList'), create: zyry('person', 'save'), update: zyry('person', 'update'), remove: zyry('person', 'delete'), export: zyry('person', 'export') },
  fields: {
    staffCode: text({ required: true, max: 16, filter: true, sortable: true }),
    personName: text({ required: true, max: 20, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    postId: reference({ resource: 'post', display: 'postName', required: true, filter: true }),
    shift: enumOf({ options: SHIFT_OPTIONS, required: true, filter: true, help: 'zyry.worker.shiftHelp' }),
    outdoor: boolean({ default: true, filter: true }),
    areaId: reference({ resource: 'jobArea', display: 'areaName', filter: true }),
    phone: text({ max: 20 }),
  },
  unique: ['staffCode'],
  display: 'personName',
  defaultSort: { field: 'staffCode', order: 'asc' },
});
