// 党支部 (branch/pageList): a party branch of a platform department.
import { defineResource, text, treeSelect } from '../../../kit/resource';
import { party } from './paths';

export const branch = defineResource({
  id: 'branch',
  title: 'djgw.branch',
  api: { list: party('branch', 'pageList'), create: party('branch', 'save'), update: party('branch', 'update'), remove: party('branch', 'delete') },
  fields: {
    branchName: text({ required: true, max: 40, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['branchName'],
  display: 'branchName',
  defaultSort: { field: 'branchName', order: 'asc' },
});
