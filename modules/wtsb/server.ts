// The problem-reporting area's server side (wtsb): seeds, the effects of the case lifecycle's actions
// and every call beside the resources' CRUD and the lifecycle, keyed by the same call constants the
// page uses (api.ts).
import { changes, defineModuleServer, type Handler } from '../../kit/resource';
import { analysisApi, appApi, areaApi, commonApi, kanbanApi, problemApi, statApi } from './api';
import { problemWorkflow } from './server/caseActions';
import * as queries from './server/caseQueries';
import { saveProblemInfo } from './server/report';
import * as dir from './server/directory';
import * as images from './server/images';
import { seed } from './server/seed';
import * as stats from './server/stats';

const handlers: Record<string, Handler> = {
  [problemApi.countNum]: queries.getProblemCountNum,
  [problemApi.info]: queries.getProblemInfo,
  [problemApi.actionList]: queries.getProblemActionList,
  [problemApi.save]: changes('wtsb.problem.create', saveProblemInfo),
  [problemApi.imageIds]: images.loadProblemImageIds,
  [problemApi.imageList]: images.getProblemImageList,
  [problemApi.handleHour]: dir.loadProblemHandleHour,
  [problemApi.defaultHandler]: dir.getDefaultHandler,
  [appApi.count]: queries.appGetProblemCount,
  [appApi.page]: queries.appGetProblemPage,
  [areaApi.list]: dir.getDeptAreaList,
  [areaApi.near]: dir.getNearDeptAreaList,
  [analysisApi.byReportTime]: stats.listByReportTime,
  [analysisApi.byType]: stats.listByType,
  [analysisApi.byState]: stats.listByState,
  [analysisApi.byDepartment]: stats.listByDepartment,
  [analysisApi.closed]: stats.listClosed,
  [analysisApi.byResponseTime]: stats.listByResponseTime,
  [analysisApi.byHandleTime]: stats.listByHandleTime,
  [kanbanApi.daily]: stats.dailyStat,
  [kanbanApi.facility]: stats.facilityStat,
  [kanbanApi.gcxc]: stats.gcxcStat,
  [kanbanApi.jxzy]: stats.jxzyStat,
  [kanbanApi.problem]: stats.kanbanProblemStat,
  [kanbanApi.subject]: stats.subjectStat,
  [kanbanApi.xcrw]: stats.xcrwStat,
  [kanbanApi.alarmPage]: stats.alarmPage,
  [statApi.problemStat]: stats.problemStat,
  [statApi.problemStatExport]: stats.problemStatExport,
  [statApi.problemAnalysis]: stats.problemAnalysis,
  [statApi.detail]: stats.statDetail,
  [commonApi.staffTree]: dir.staffTree,
  [commonApi.base64Encode]: images.base64Encode,
  [commonApi.batchDownload]: images.batchDownload,
};

// The lifecycle's actions are served by the engine from the problem's workflow (lifecycle.ts).
export default defineModuleServer({ seed, handlers, workflows: { problem: problemWorkflow } });
