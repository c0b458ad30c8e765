// Department set-up (部门设置): which problem types a department handles (used to suggest the handling department).
import { defineResource, reference, text } from '../../../kit/resource';

export const deptType = defineResource({
  id: 'deptType',
  title: 'wtsb.deptType',
  api: {
    list: '/cloud/wtsb/deptsetup/getDeptTypes',
    upsert: '/cloud/wtsb/deptsetup/setDeptTypes',
    remove: '/cloud/wtsb/deptsetup/deleteDeptTypes',
  },
  fields: {
    deptName: text({ required: true, max: 40, filter: true, sortable: true }),
    problemTypeId: reference({ resource: 'problemType', display: 'typeName', required: true, filter: true }),
    remark: text({ max: 200 }),
  },
  unique: ['deptName', 'problemTypeId'],
  display: 'deptName',
  formIn: 'modal',
});
