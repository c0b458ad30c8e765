// The attendance module's resources (rykq = 人员考勤, spec areas rykq and pdgl): read by its page and
// by the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { rykqMessages } from '../messages';
import { attendanceGroup } from './attendanceGroup';
import { attendanceRecord } from './attendanceRecord';
import { clockManage } from './clockManage';
import { dutySetting } from './dutySetting';
import { leaveManage } from './leaveManage';
import { dailyReport, monthlyReport } from './reports';
import { shiftTime } from './shiftTime';

export default defineModuleResources({
  module: 'rykq',
  messages: rykqMessages,
  resources: [shiftTime, attendanceGroup, dutySetting, attendanceRecord, leaveManage, clockManage],
  reports: [dailyReport, monthlyReport],
});
