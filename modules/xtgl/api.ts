// The calls of 系统管理 (xtgl): the platform's own management and ehr areas (answered by server/),
// the administration calls beside them (server/http/routes/admin.ts; paths read as README.md says)
// and the app area's push records. JSON bodies, since grants travel as lists.
const NP = '/cloud/management/rest/np';
const EHR = '/cloud/ehr/sync';
const APP = '/cloud/app';

/** A call as the kit's request client takes it: POST with a JSON body. */
export type Call = { path: string; json: true };
const post = (path: string): Call => ({ path, json: true });

export const api = {
  tenant: post(`${NP}/tenant/getTenant`),
  users: post(`${NP}/user/pageList`),
  user: post(`${NP}/user/getById`),
  userSave: post(`${NP}/user/save`),
  userRoleIds: post(`${NP}/user/roleIds`),
  userDisable: post(`${NP}/user/disable`),
  userEnable: post(`${NP}/user/enable`),
  userDelete: post(`${NP}/user/delete`),
  userResetPassword: post(`${NP}/user/resetPassword`),
  userUnlock: post(`${NP}/user/unlock`),
  userLocked: post(`${NP}/user/lockedList`),
  userTree: post(`${NP}/user/loadUserTree`),
  hasFunctions: post(`${NP}/user/hasFunctions`),
  departments: post(`${NP}/dept/loadDepartmentList`),
  deptPage: post(`${NP}/dept/pageList`),
  orgList: post(`${NP}/org/loadOrgList`),
  orgPage: post(`${NP}/org/pageList`),
  orgTree: post(`${EHR}/dept/loadOrgTreeByPermissionEhr`),
  deptEhr: post(`${EHR}/dept/loadDepartmentEhr`),
  divisionTree: post(`${NP}/division/loadDivisionTree`),
  staffList: post(`${NP}/staff/loadStaffList`),
  staff: post(`${NP}/staff/getById`),
  syncDepartment: post(`${EHR}/syncDepartment`),
  syncOrg: post(`${EHR}/syncOrg`),
  syncStaff: post(`${EHR}/syncStaff`),
  roles: post(`${NP}/role/pageList`),
  roleSave: post(`${NP}/role/save`),
  roleDelete: post(`${NP}/role/delete`),
  roleGrants: post(`${NP}/role/getGrants`),
  roleSaveGrants: post(`${NP}/role/saveGrants`),
  roleStaff: post(`${NP}/roleStaff/pageList`),
  roleStaffSave: post(`${NP}/roleStaff/save`),
  roleStaffDelete: post(`${NP}/roleStaff/delete`),
  systems: post(`${NP}/system/tenantSystems`),
  menuTree: post(`${NP}/menu/systemTree`),
  menuSave: post(`${NP}/menu/saveSetting`),
  functions: post(`${NP}/function/list`),
  passwordRule: post(`${NP}/param/passwordRule`),
  passwordRuleSave: post(`${NP}/param/savePasswordRule`),
  constant: post(`${NP}/constant/getByName`),
  constantSave: post(`${NP}/constant/update`),
  enumByName: post(`${NP}/enum/getByName`),
  history: post(`${NP}/operationHistory/pageList`),
  pushRecords: post(`${APP}/subscribeManage/loadPushRecordPage`),
  pushRead: post(`${APP}/subscribeManage/saveReaded`),
  subscriptions: post(`${APP}/subscribeManage/loadInfo`),
  subscriptionsSave: post(`${APP}/subscribeManage/saveRss`),
  appEnums: post(`${APP}/common/loadEnumValue`),
  push: post(`${NP}/notice/push`),
} as const;

/** The platform functions the screens' buttons need (server/http/routes/admin.ts ADMIN_FUNCTIONS). */
export const FUNCTIONS = {
  user: 'sys:user:manage',
  role: 'sys:role:manage',
  menu: 'sys:menu:manage',
  param: 'sys:param:manage',
  notice: 'sys:notice:push',
} as const;
