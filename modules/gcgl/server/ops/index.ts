// The operations half's server side (gcgl = 公厕管理): the GIS, alarm, comment, board, overview and
// card-swipe calls, the alarm list, and the seeds of its own resources.
import type { Handler } from '../../../../kit/resource';
import { alarmScore } from './alarms';
import { boardHandlers } from './board';
import { commentHandlers } from './comments';
import { gisHandlers } from './gis';
import { swipeHandlers } from './swipe';
import { opsCall } from '../../resources/ops/paths';

export { opsReportSources } from './reports';
export { opsSeed } from './seed';
export { opsStatsFigures } from './figures';

export const opsHandlers: Record<string, Handler> = {
  ...gisHandlers,
  ...commentHandlers,
  ...boardHandlers,
  ...swipeHandlers,
  [opsCall('alarmManage', 'getAlarmScore') as string]: alarmScore,
};
