// The calls of 系统管理 (xtgl): the platform's own management and ehr areas (answered by server/),
// the administration calls beside them (server/http/routes/admin.ts; paths read as README.md says)
// and the app area's push records. JSON bodies, since grants travel as lists. Paths written out in
// full: tests/spec/coverage.test.ts finds the calls a screen uses by their literal path.

/** A call as the kit's request client takes it: POST with a JSON body. */
export type Call = { path: string; json: true };
const post = (path: string): Call => ({ path, json: true });

export const api = {
  tenant: post('/cloud/management/rest/np/tenant/getTenant'),
  users: post('/cloud/management/rest/np/user/pageList'),
  user: post('/cloud/management/rest/np/user/getById'),
  userSave: post('/cloud/management/rest/np/user/save'),
  userRoleIds: post('/cloud/management/rest/np/user/roleIds'),
  userDisable: post('/cloud/management/rest/np/user/disable'),
  userEnable: post('/cloud/management/rest/np/user/enable'),
  userDelete: post('/cloud/management/rest/np/user/delete'),
  userResetPassword: post('/cloud/management/rest/np/user/resetPassword'),
  userUnlock: post('/cloud/management/rest/np/user/unlock'),
  userLocked: post('/cloud/management/rest/np/user/lockedList'),
  userTree: post('/cloud/management/rest/np/user/loadUserTree'),
  photosDownload: post('/cloud/management/rest/np/file/batchDownload'),
  hasFunctions: post('/cloud/management/rest/np/user/hasFunctions'),
  departments: post('/cloud/management/rest/np/dept/loadDepartmentList'),
  deptPage: post('/cloud/management/rest/np/dept/pageList'),
  orgList: post('/cloud/management/rest/np/org/loadOrgList'),
  orgPage: post('/cloud/management/rest/np/org/pageList'),
  orgTree: post('/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr'),
  deptEhr: post('/cloud/ehr/sync/dept/loadDepartmentEhr'),
  divisionTree: post('/cloud/management/rest/np/division/loadDivisionTree'),
  umsDepts: post('/cloud/ums/deptOrg/mini/getDeptList'),
  umsRegions: post('/cloud/ums/region/getList'),
  staffList: post('/cloud/management/rest/np/staff/loadStaffList'),
  staff: post('/cloud/management/rest/np/staff/getById'),
  syncDepartment: post('/cloud/ehr/sync/syncDepartment'),
  syncOrg: post('/cloud/ehr/sync/syncOrg'),
  syncStaff: post('/cloud/ehr/sync/syncStaff'),
  roles: post('/cloud/management/rest/np/role/pageList'),
  roleSave: post('/cloud/management/rest/np/role/save'),
  roleDelete: post('/cloud/management/rest/np/role/delete'),
  roleGrants: post('/cloud/management/rest/np/role/getGrants'),
  roleSaveGrants: post('/cloud/management/rest/np/role/saveGrants'),
  roleStaff: post('/cloud/management/rest/np/roleStaff/pageList'),
  roleStaffSave: post('/cloud/management/rest/np/roleStaff/save'),
  roleStaffDelete: post('/cloud/management/rest/np/roleStaff/delete'),
  systems: post('/cloud/management/rest/np/system/tenantSystems'),
  menuTree: post('/cloud/management/rest/np/menu/systemTree'),
  menuSave: post('/cloud/management/rest/np/menu/saveSetting'),
  functions: post('/cloud/management/rest/np/function/list'),
  passwordRule: post('/cloud/management/rest/np/param/passwordRule'),
  passwordRuleSave: post('/cloud/management/rest/np/param/savePasswordRule'),
  constant: post('/cloud/management/rest/np/constant/getByName'),
  constantSave: post('/cloud/management/rest/np/constant/update'),
  enumByName: post('/cloud/management/rest/np/enum/getByName'),
  history: post('/cloud/management/rest/np/operationHistory/pageList'),
  pushRecords: post('/cloud/app/subscribeManage/loadPushRecordPage'),
  pushRead: post('/cloud/app/subscribeManage/saveReaded'),
  subscriptions: post('/cloud/app/subscribeManage/loadInfo'),
  subscriptionsSave: post('/cloud/app/subscribeManage/saveRss'),
  appEnums: post('/cloud/app/common/loadEnumValue'),
  push: post('/cloud/management/rest/np/notice/push'),
  wxApps: post('/envcloud/hw/wechat/platform/appInfo/page'),
  wxAppSave: post('/envcloud/hw/wechat/platform/appInfo/save'),
  wxAppUpdate: post('/envcloud/hw/wechat/platform/appInfo/update'),
  wxAppDelete: post('/envcloud/hw/wechat/platform/appInfo/delete'),
  wxBind: post('/envcloud/hw/wechat/platform/bind'),
  wxUnbind: post('/envcloud/hw/wechat/platform/unbind'),
  wxBindInfo: post('/envcloud/hw/wechat/platform/bindInfo'),
  wbIssueCode: post('/cloud/ljszy/wechat/issueCode'),
  wbCheck: post('/cloud/ljszy/wechat/checkUserByCode'),
  wbBind: post('/cloud/ljszy/wechat/bandUserByCode'),
  wbUnbind: post('/cloud/ljszy/wechat/unBandUser'),
  wbInfo: post('/cloud/ljszy/wechat/getBandInfoByUserId'),
  incomePage: post('/envcloud/incomeDetail/pageList'),
  incomeSave: post('/envcloud/incomeDetail/save'),
  incomeUpdate: post('/envcloud/incomeDetail/update'),
  incomeDelete: post('/envcloud/incomeDetail/delete'),
  ccxSyncToken: post('/cloud/ccx/api/user/syncToken'),
} as const;

/** The sister app ccx's calls, made with ccx's own session (fetch, not the shell's client). */
/** A user's photo, served by its random id without a token (so an <img> shows it). */
export const photoUrl = (photoId: string) => `/cloud/management/rest/np/file/photo/${encodeURIComponent(photoId)}`;

export const ccxPaths = {
  loginNew: '/cloud/ccx/api/user/loginNew',
  getUser: '/cloud/ccx/api/common/user/getUser',
  enums: '/cloud/ccx/api/common/enum/list',
} as const;

/** The platform functions the screens' buttons need (server/http/routes/admin.ts ADMIN_FUNCTIONS). */
export const FUNCTIONS = {
  user: 'sys:user:manage',
  role: 'sys:role:manage',
  menu: 'sys:menu:manage',
  param: 'sys:param:manage',
  notice: 'sys:notice:push',
  messaging: 'sys:messaging:manage',
  income: 'sys:income:manage',
  device: 'sys:device:manage',
  video: 'sys:video:manage',
} as const;
