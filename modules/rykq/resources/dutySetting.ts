// 人员排班 (dutySetting/pageList): each person's attendance group and place in its rota (offset in
// days); the department tree with the people the caller may see (common/loadTreeWithPermission).
import { defineResource, number, reference, text, treeSelect } from '../../../kit/resource';
import { rykq } from './paths';

export const dutySetting = defineResource({
  id: 'dutySetting',
  title: 'rykq.dutySetting',
  api: { list: rykq('dutySetting', 'pageList'), create: rykq('dutySetting', 'save'), update: rykq('dutySetting', 'update'), remove: rykq('dutySetting', 'delete') },
  fields: {
    staffCode: text({ required: true, max: 16, pattern: '^[A-Z0-9-]{2,16}$', patternMessage: 'rykq.dutySetting.codeRule', filter: true, sortable: true }),
    personName: text({ required: true, max: 20, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    groupId: reference({ resource: 'attendanceGroup', display: 'groupName', required: true, filter: true }),
    rotaOffset: number({ integer: true, min: 0, max: 30, default: 0, help: 'rykq.dutySetting.rotaOffsetHelp' }),
  },
  unique: ['staffCode'],
  display: 'personName',
  defaultSort: { field: 'staffCode', order: 'asc' },
  actions: {
    tree: { api: rykq('common', 'loadTreeWithPermission'), label: 'rykq.dutySetting.tree', scope: 'toolbar', reads: true, show: 'table', answer: { name: text(), people: number({ integer: true }) } },
  },
});
