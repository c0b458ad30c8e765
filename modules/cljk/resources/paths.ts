/**
 * The vehicle monitor's calls (cljk = 车辆监控): fuel under /envcloud/hw/oil/api/v1 (oil service,
 * operations.md §7.2) and water under /envcloud/hw/water/api/v1 (water service, §7.3); a bare path is POST.
 */
import type { ApiCall } from '../../../kit/resource';

/** A call of the oil (fuel) service. */
export const oil = (path: string): ApiCall => `/envcloud/hw/oil/api/v1/${path}`;
/** A call of the water service. */
export const water = (path: string): ApiCall => `/envcloud/hw/water/api/v1/${path}`;

/** The water curve (a chart call, server/curve.ts), drawn by the 水位曲线 screen. */
export const WATER_CURVE = '/envcloud/hw/water/api/v1/daily/curve';

/** A call of the asset service (asset and GPS, operations.md §7.1). */
export const asset = (path: string): ApiCall => `/envcloud/hw/asset/api/v1/${path}`;

/** The GPS calls the 轨迹回放 screen makes (server/gps.ts). */
export const GPS = {
  info: '/envcloud/hw/asset/api/v1/gpsPosition/getGpsInfoById',
  track: '/envcloud/hw/asset/api/v1/gpsPosition/historyPosition',
  trackColumns: '/envcloud/hw/asset/api/v1/gpsPosition/newHistoryPosition',
  address: '/envcloud/hw/asset/api/v1/gpsPosition/getAddress',
} as const;

/** The asset calls (车辆资产, the choice lists and the check of a unique value). */
export const ASSET = {
  page: '/envcloud/hw/asset/api/v1/asset/getAssetByPage',
  list: '/envcloud/hw/asset/api/v1/asset/getAssetList',
  save: '/envcloud/hw/asset/api/v1/asset/save',
  update: '/envcloud/hw/asset/api/v1/asset/update',
  remove: '/envcloud/hw/asset/api/v1/asset/deleteByIds',
  validateField: '/envcloud/hw/asset/api/v1/asset/validateField',
  purposes: '/envcloud/hw/asset/api/v1/common/getAssetPurPoseList',
  sources: '/envcloud/hw/asset/api/v1/common/getAssetSourceList',
  statuses: '/envcloud/hw/asset/api/v1/common/getAssetStatusList',
  classes: '/envcloud/hw/asset/api/v1/common/getClassesList',
  byParamName: '/envcloud/hw/asset/api/v1/common/getListByParamName',
  carCodes: '/envcloud/hw/asset/api/v1/common/getCarCodeList',
  types: '/envcloud/hw/asset/api/v1/assetType/getAssetTypeList',
} as const;

/** The calls of the 实时监控 screen (server/online.ts) and the GPS calls it makes too. */
export const ONLINE = {
  head: '/envcloud/hw/asset/api/v1/online/loadCarTreeHead',
  tree: '/envcloud/hw/asset/api/v1/online/loadDeptCarTree',
  byCode: '/envcloud/hw/asset/api/v1/online/loadCarByCarCode',
  realtime: '/envcloud/hw/asset/api/v1/online/loadRealtimeCarInfo',
} as const;
