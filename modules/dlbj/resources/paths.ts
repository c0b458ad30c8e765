/** The road-cleaning area's calls: POST /cloud/roadClean/<entity>/<op> (form fields or JSON). */
import type { ApiCall } from '../../../kit/resource';

export const rc = (entity: string, op: string): ApiCall => `/cloud/roadClean/${entity}/${op}`;
/** The statistics calls (stat/…), written out (the coverage test reads the screens for them), shared by the screens and the server. */
export const STAT = {
  completion: '/cloud/roadClean/stat/completion',
  taskStat: '/cloud/roadClean/stat/taskStat',
  roadOperation: '/cloud/roadClean/stat/roadOperation',
  carLocation: '/cloud/roadClean/stat/carLocation',
  realTimeOperation: '/cloud/roadClean/stat/realTimeOperation',
  roadTrack: '/cloud/roadClean/stat/roadTrack',
  workStat: '/cloud/roadClean/stat/workStat',
  totalIndex: '/cloud/roadClean/stat/totalIndex',
  workReportDetail: '/cloud/roadClean/stat/workReportDetail',
  carStatistics: '/cloud/roadClean/stat/carStatistics',
  carVideoList: '/cloud/roadClean/stat/carVideoList',
  workReportList: '/cloud/roadClean/stat/workReportList',
} as const;
