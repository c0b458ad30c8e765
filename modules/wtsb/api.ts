// Every call of the problem-reporting area (wtsb, /cloud/wtsb/) that is not a plain resource operation:
// the page calls them and server.ts serves them under the same constants, so a path lives in one place.
/** Case lifecycle and case details (web/problem, public/problem, problemCheck). */
export const problemApi = {
  countNum: '/cloud/wtsb/web/problem/getProblemCountNum',
  info: 'POST /cloud/wtsb/web/problem/getProblemInfo',
  actionList: 'POST /cloud/wtsb/web/problem/getProblemActionList',
  save: '/cloud/wtsb/web/problem/saveProblemInfo',
  sign: '/cloud/wtsb/web/problem/signProblem',
  remove: '/cloud/wtsb/web/problem/deleteProblem',
  setRead: '/cloud/wtsb/web/problem/setRead',
  sendOrder: '/cloud/wtsb/web/problem/sendOrder',
  reportProgress: '/cloud/wtsb/web/problem/reportProgress',
  delayApply: '/cloud/wtsb/web/problem/delayApply',
  reportCommandCenter: '/cloud/wtsb/web/problem/reportCommandCenter',
  returnCommandCenter: '/cloud/wtsb/web/problem/returnCommandCenter',
  refuse: '/cloud/wtsb/public/problem/refuse',
  review: '/cloud/wtsb/problemCheck/problemReview',
  imageIds: '/cloud/wtsb/web/problem/loadProblemImageIds',
  handleHour: '/cloud/wtsb/web/problem/loadProblemHandleHour',
  imageList: '/cloud/wtsb/web/problem/getProblemImageList',
  defaultHandler: '/cloud/wtsb/web/problem/getDefaultHandler',
} as const;

/** The field app's views of the cases (app/problem). */
export const appApi = {
  count: 'POST /cloud/wtsb/app/problem/getProblemCount',
  page: 'POST /cloud/wtsb/app/problem/getProblemPage',
} as const;

/** Department areas beside their CRUD (area/). */
export const areaApi = {
  list: '/cloud/wtsb/area/getDeptAreaList',
  near: '/cloud/wtsb/area/getNearDeptAreaList',
} as const;

/** Analysis lists (minan/analysis), all POST. */
export const analysisApi = {
  byReportTime: 'POST /cloud/wtsb/minan/analysis/listByReportTime',
  byType: 'POST /cloud/wtsb/minan/analysis/listByType',
  byState: 'POST /cloud/wtsb/minan/analysis/listByState',
  byDepartment: 'POST /cloud/wtsb/minan/analysis/listByDepartment',
  closed: 'POST /cloud/wtsb/minan/analysis/listClosed',
  byResponseTime: 'POST /cloud/wtsb/minan/analysis/listByResponseTime',
  byHandleTime: 'POST /cloud/wtsb/minan/analysis/listByHandleTime',
} as const;

/** The kanban board's statistics (mlxc/kanbanManage). */
export const kanbanApi = {
  daily: '/cloud/wtsb/mlxc/kanbanManage/dailyStat',
  facility: '/cloud/wtsb/mlxc/kanbanManage/facilityStat',
  gcxc: '/cloud/wtsb/mlxc/kanbanManage/gcxcStat',
  jxzy: '/cloud/wtsb/mlxc/kanbanManage/jxzyStat',
  problem: '/cloud/wtsb/mlxc/kanbanManage/problemStat',
  subject: '/cloud/wtsb/mlxc/kanbanManage/subjectStat',
  xcrw: '/cloud/wtsb/mlxc/kanbanManage/xcrwStat',
  alarmPage: '/cloud/wtsb/mlxc/kanbanManage/alarmPage',
} as const;

/** Statistics per department (stat/). */
export const statApi = {
  problemStat: '/cloud/wtsb/stat/problemStat',
  problemStatExport: 'POST /cloud/wtsb/stat/problemStatExport',
  problemAnalysis: '/cloud/wtsb/stat/problemAnalysis',
  detail: '/cloud/wtsb/stat/detail',
} as const;

/** Shared helpers: the staff tree, image files as base64 and as one archive. */
export const commonApi = {
  staffTree: 'POST /cloud/wtsb/common/staffTree',
  base64Encode: '/cloud/wtsb/file/base64Encode',
  batchDownload: '/cloud/wtsb/file/batchDownload',
  loadEnumValue: '/cloud/wtsb/common/loadEnumValue',
} as const;

/** The path of a call written as `'POST /path'` or `'/path'`. */
export const pathOf = (call: string): string => call.replace(/^(GET|POST)\s+/, '');
