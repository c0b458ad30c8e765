// A generic type's department bindings (通用类型绑定): which departments of an organisation use a
// generic type. getList pages them; getDeptByOrgId (the 组织绑定部门 screen) answers the departments
// of one organisation bound to a type (server/bindings.ts); a binding is created and deleted, never edited.
import { defineResource, reference, text, treeSelect } from '../../../kit/resource';
import { currency } from './paths';

export const currencyTypeEntity = defineResource({
  id: 'currencyTypeEntity',
  title: 'spjg.currencyTypeEntity',
  api: { list: currency('currencyTypeEntity', 'getList'), create: currency('currencyTypeEntity', 'create'), remove: currency('currencyTypeEntity', 'delete') },
  fields: {
    typeId: reference({ resource: 'currencyType', display: 'typeName', required: true, filter: 'eq' }),
    orgId: treeSelect({ tree: 'organisation', required: true, filter: 'eq', column: false }),
    deptId: treeSelect({ tree: 'department', required: true, filter: 'eq', column: false }),
    // The names as the binding was made (written by the server from the tenant's departments, never by the form).
    orgName: text({ max: 100, form: false }),
    deptName: text({ max: 100, form: false }),
  },
  unique: ['typeId', 'deptId'],
});
