/** The road-cleaning area's calls: POST /cloud/roadClean/<entity>/<op> (form fields or JSON). */
import type { ApiCall } from '../../../kit/resource';

export const rc = (entity: string, op: string): ApiCall => `/cloud/roadClean/${entity}/${op}`;
/** The statistics calls (stat/…), named so the screens and the server share them. */
export const STAT = {
  completion: rc('stat', 'completion'),
  taskStat: rc('stat', 'taskStat'),
  roadOperation: rc('stat', 'roadOperation'),
  carLocation: rc('stat', 'carLocation'),
  realTimeOperation: rc('stat', 'realTimeOperation'),
  roadTrack: rc('stat', 'roadTrack'),
  workStat: rc('stat', 'workStat'),
  totalIndex: rc('stat', 'totalIndex'),
  workReportDetail: rc('stat', 'workReportDetail'),
  carStatistics: rc('stat', 'carStatistics'),
  carVideoList: rc('stat', 'carVideoList'),
  workReportList: rc('stat', 'workReportList'),
} as const;
