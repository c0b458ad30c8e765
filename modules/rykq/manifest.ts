// 人员考勤 (spec areas rykq and pdgl) in 环卫运营: shifts, groups, duty settings, punches, leave,
// corrections and the daily and monthly reports, under the shared group 考勤管理.
import { defineModule, group, page } from '../../kit/manifest';
import { rykqMessages } from './messages';
import { attendanceGroup } from './resources/attendanceGroup';
import { attendanceRecord } from './resources/attendanceRecord';
import { clockManage } from './resources/clockManage';
import { dutySetting } from './resources/dutySetting';
import { leaveManage } from './resources/leaveManage';
import { dailyReport, monthlyReport } from './resources/reports';
import { shiftTime } from './resources/shiftTime';

export default defineModule({
  id: 'rykq',
  title: 'rykq.module',
  messages: rykqMessages,
  systems: ['hwyy'],
  specAreas: ['rykq', 'pdgl'],
  order: 40,
  menu: [
    group('attendance', { title: 'rykq.menu.attendance', icon: 'calendar' }, [
      page(dailyReport, { key: 'daily' }),
      page(monthlyReport, { key: 'monthly' }),
      page(attendanceRecord, { key: 'records' }),
      page(clockManage, { key: 'corrections' }),
      page(leaveManage, { key: 'leave' }),
      page(dutySetting, { key: 'duty' }),
      page(attendanceGroup, { key: 'groups' }),
      page(shiftTime, { key: 'shifts' }),
    ]),
  ],
});
