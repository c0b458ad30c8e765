// 人员档案: one table of staff records, seen as the spec's three kinds (yhtStaff, commonStaff,
// wxhtStaff: views fixing `staffKind`, each with its own load, add, update, view, remove, import and
// export), plus 全部 (every kind, read only) at /cloud/staff/staff/loadPage. Each record carries its
// employment relation and contract dates (rules/contract.ts); the server computes the statutory
// retirement date on every write (rules/retirement.ts).
import { date, defineResource, defineView, enumOf, file, image, text, treeSelect } from '../../../kit/resource';
import { staffCall } from './paths';

export const staff = defineResource({
  id: 'staff',
  title: 'staff.staff',
  api: { list: staffCall('staff', 'loadPage') },
  fields: {
    staffCode: text({ required: true, max: 20, pattern: '^[A-Za-z0-9-]{2,20}$', patternMessage: 'staff.staff.staffCodeRule', filter: true, sortable: true }),
    staffName: text({ required: true, max: 20, filter: true, sortable: true }),
    staffKind: enumOf({ source: 'staffKind', required: true, filter: true, help: 'staff.staff.staffKindHelp' }),
    gender: enumOf({ source: 'gender', required: true, filter: true }),
    birthDate: date({ required: true, sortable: true }),
    idCard: text({ max: 18, pattern: '^\\d{17}[\\dXx]$', patternMessage: 'staff.staff.idCardRule', column: { hidden: true } }),
    phone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'staff.staff.phoneRule' }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    post: enumOf({ source: 'post', required: true, filter: true, help: 'staff.staff.postHelp' }),
    entryDate: date({ sortable: true }),
    relation: enumOf({ source: 'relation', required: true, filter: true, help: 'staff.staff.relationHelp' }),
    dispatchCompany: text({ max: 60, filter: 'like', help: 'staff.staff.dispatchCompanyHelp' }),
    contractStart: date({ required: true }),
    contractEnd: date({ filter: 'range', sortable: true, help: 'staff.staff.contractEndHelp' }),
    retireDate: date({ form: false, import: false, sortable: true, help: 'staff.staff.retireDateHelp' }),
    workStreet: text({ max: 40 }),
    photo: image({ maxSize: 2 * 1024 * 1024, column: false }),
    contractFile: file({ multiple: true, column: false, help: 'staff.staff.contractFileHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['staffCode'],
  display: 'staffName',
  defaultSort: { field: 'staffCode', order: 'asc' },
});

const kindApi = (entity: string) => ({
  list: staffCall(entity, 'loadPage'), create: staffCall(entity, 'add'), update: staffCall(entity, 'update'), get: staffCall(entity, 'view'),
  remove: staffCall(entity, 'remove'), import: staffCall(entity, 'import'), export: staffCall(entity, 'export'),
});

export const yhtStaff = defineView(staff, { id: 'yhtStaff', title: 'staff.yhtStaff', filters: { staffKind: 'yht' }, api: kindApi('yhtStaff') });
export const commonStaff = defineView(staff, { id: 'commonStaff', title: 'staff.commonStaff', filters: { staffKind: 'common' }, api: kindApi('commonStaff') });
export const wxhtStaff = defineView(staff, { id: 'wxhtStaff', title: 'staff.wxhtStaff', filters: { staffKind: 'wxht' }, api: kindApi('wxhtStaff') });

/** 全部: every kind, through the table's own list (read only: a person is added in their kind's tab). */
export const allStaff = defineView(staff, { id: 'allStaff', title: 'staff.tab.all', filters: { staffKind: ['yht', 'common', 'wxht'] } });

/** 人员档案's tabs: 全部 and the three kinds, each counted. */
export const STAFF_TABS = { all: allStaff, yht: yhtStaff, common: commonStaff, wxht: wxhtStaff };
