// The transport board's calls (ljqyDataKanBan and common), written once for the board and its tests.
// Paths written out in full: the coverage test reads them in the page's code.
export const boardCalls = {
  dailyGarNum: '/cloud/ljsy/ljqyDataKanBan/dailyGarNum',
  factoryList: '/cloud/ljsy/ljqyDataKanBan/factoryList',
  carRoute: '/cloud/ljsy/ljqyDataKanBan/carRoute',
  routePoints: '/cloud/ljsy/ljqyDataKanBan/routePoints',
  subjectFactoryInfo: '/cloud/ljsy/ljqyDataKanBan/subjectFactoryInfo',
  trend: '/cloud/ljsy/ljqyDataKanBan/trend',
  gpsLastPosition: 'POST /cloud/ljsy/ljqyDataKanBan/gpsLastPosition',
  getConstantByCode: 'POST /cloud/ljsy/ljqyDataKanBan/getConstantByCode',
  deptTree: '/cloud/ljsy/common/getDeptTree',
  carsBySubject: '/cloud/ljsy/common/loadRedisCarListBySubject',
} as const;

/** A figure for the screen: a number with up to 2 decimals, "--" when nobody knows it. */
export const shown = (v: unknown, digits = 2): string =>
  typeof v === 'number' && Number.isFinite(v) ? String(Math.round(v * 10 ** digits) / 10 ** digits) : '--';
