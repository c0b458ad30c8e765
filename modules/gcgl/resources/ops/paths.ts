/** The operations half's calls (gcgl = 公厕管理, public toilets): POST under /cloud/gcgl/<entity>/<op>. */
import type { ApiCall } from '../../../../kit/resource';

/** One call of an entity: gis, alarmManage, commentManage, kb (看板), yzt (一张图), swipeCardRecordManage. */
export const opsCall = (entity: string, op: string): ApiCall => `/cloud/gcgl/${entity}/${op}`;

/** The operations calls by screen, as plain paths (screens call them through the kit's request client). */
export const OPS = {
  gis: {
    listAndStatistics: '/cloud/gcgl/gis/getListAndStatistics',
    list: '/cloud/gcgl/gis/getList',
    lineChart: '/cloud/gcgl/gis/getLineChart',
    indexData: '/cloud/gcgl/gis/getIndexData',
    realTime: '/cloud/gcgl/gis/getRealTimeData',
    videos: '/cloud/gcgl/gis/getBindVideoList',
    startVideo: '/cloud/gcgl/gis/startVideoInfo',
    alarmAndHuman: '/cloud/gcgl/gis/getAlarmAndHumanCount',
  },
  alarm: { list: '/cloud/gcgl/alarmManage/pageList', score: '/cloud/gcgl/alarmManage/getAlarmScore' },
  comment: { list: '/cloud/gcgl/commentManage/pageList', remove: '/cloud/gcgl/commentManage/delete', lineChart: '/cloud/gcgl/commentManage/getLineChart' },
  kb: { statistics: '/cloud/gcgl/kb/getStatistics', lineChart: '/cloud/gcgl/kb/getLineChart', commentChart: '/cloud/gcgl/kb/getCommentChart' },
  yzt: { sensor: '/cloud/gcgl/yzt/getStatSensor', visitor: '/cloud/gcgl/yzt/getVisitorStat', odor: '/cloud/gcgl/yzt/getOdorStat', total: '/cloud/gcgl/yzt/loadTotalInfo' },
  swipe: { list: '/cloud/gcgl/swipeCardRecordManage/pageList', dailyTimes: '/cloud/gcgl/swipeCardRecordManage/getDailyTimes' },
} as const;
