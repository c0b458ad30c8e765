// The transport board's calls (ljqyDataKanBan and common), written once for the board and its tests.
const K = '/cloud/ljsy/ljqyDataKanBan';

export const boardCalls = {
  dailyGarNum: `${K}/dailyGarNum`,
  factoryList: `${K}/factoryList`,
  carRoute: `${K}/carRoute`,
  routePoints: `${K}/routePoints`,
  subjectFactoryInfo: `${K}/subjectFactoryInfo`,
  trend: `${K}/trend`,
  gpsLastPosition: `POST ${K}/gpsLastPosition`,
  getConstantByCode: `POST ${K}/getConstantByCode`,
  deptTree: '/cloud/ljsy/common/getDeptTree',
  carsBySubject: '/cloud/ljsy/common/loadRedisCarListBySubject',
} as const;

/** A figure for the screen: a number with up to 2 decimals, "--" when nobody knows it. */
export const shown = (v: unknown, digits = 2): string =>
  typeof v === 'number' && Number.isFinite(v) ? String(Math.round(v * 10 ** digits) / 10 ** digits) : '--';
