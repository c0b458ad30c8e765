// The personnel module's resources (zyry = 人员作业): read by its page and by the server engine. A
// resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { zyryMessages } from '../messages';
import { attendanceAdjust } from './attendanceAdjust';
import { device } from './device';
import { forecast } from './forecast';
import { jobArea } from './jobArea';
import { jobElement } from './jobElement';
import { overtimeRecord } from './overtimeRecord';
import { personContract } from './personContract';
import { post } from './post';
import { dailyReport, healthReport, overtimeReport, personAlarm, sosSmsRecord, violationReport } from './reports';
import { worker } from './worker';

export default defineModuleResources({
  module: 'zyry',
  messages: zyryMessages,
  resources: [post, jobArea, worker, jobElement, device, attendanceAdjust, overtimeRecord, forecast, personContract],
  reports: [dailyReport, personAlarm, violationReport, healthReport, overtimeReport, sosSmsRecord],
});
