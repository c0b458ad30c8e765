/**
 * 巡检角色 and 角色人员: the inspectors' roles with their grade (1 = the lowest; getMaxGrade answers the
 * highest in use, the next role takes one more) and the people holding each role — the demo crew's
 * 督导员 and 班组长 (kit/people/demoCrew.ts: the same 工号 and names as every people module).
 */
import { defineResource, number, reference, text, treeSelect } from '../../../kit/resource';
import { ryxj } from './paths';

export const role = defineResource({
  id: 'role',
  title: 'ryxj.role',
  api: { list: ryxj('role', 'pageList'), create: ryxj('role', 'save'), update: ryxj('role', 'update'), remove: ryxj('role', 'delete'), get: ryxj('role', 'getOne') },
  fields: {
    roleName: text({ required: true, max: 20, filter: 'like', sortable: true }),
    grade: number({ required: true, integer: true, min: 1, max: 20, sortable: true, help: 'ryxj.role.gradeHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['roleName'],
  display: 'roleName',
  defaultSort: { field: 'grade', order: 'asc' },
  actions: {
    getMaxGrade: { api: ryxj('role', 'getMaxGrade'), label: 'ryxj.role.maxGrade', scope: 'toolbar', reads: true, show: 'detail', answer: { maxGrade: number({ integer: true }), nextGrade: number({ integer: true }) } },
  },
});

export const roleStaff = defineResource({
  id: 'roleStaff',
  title: 'ryxj.roleStaff',
  api: { list: ryxj('roleStaff', 'pageList'), create: ryxj('roleStaff', 'save'), update: ryxj('roleStaff', 'update'), remove: ryxj('roleStaff', 'delete') },
  fields: {
    staffName: text({ required: true, max: 20, filter: 'like', sortable: true }),
    staffCode: text({ required: true, max: 12, pattern: '^[A-Z]{2}\\d{4}$', patternMessage: 'ryxj.roleStaff.codeRule', filter: true }),
    roleId: reference({ resource: 'role', display: 'roleName', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    phone: text({ max: 20 }),
  },
  unique: ['staffCode', 'roleId'],
  display: 'staffName',
  defaultSort: { field: 'staffCode', order: 'asc' },
});
