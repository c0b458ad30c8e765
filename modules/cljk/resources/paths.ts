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
