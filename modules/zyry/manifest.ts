// 人员作业 (spec area zyry) in 环卫运营: where the field crews are — badges' positions against each
// worker's area (arrival, time on post, off post, stationary, device offline), SOS alarms and their
// text messages, and the rules that protect people (overtime caps and pay factors, heat, contracts).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { zyryMessages } from './messages';
import { attendanceAdjust } from './resources/attendanceAdjust';
import { device } from './resources/device';
import { forecast } from './resources/forecast';
import { jobArea } from './resources/jobArea';
import { jobElement } from './resources/jobElement';
import { overtimeRecord } from './resources/overtimeRecord';
import { personContract } from './resources/personContract';
import { post } from './resources/post';
import { dailyReport, healthReport, overtimeReport, personAlarm, sosSmsRecord, violationReport } from './resources/reports';
import { worker } from './resources/worker';

export default defineModule({
  id: 'zyry',
  title: 'zyry.module',
  messages: zyryMessages,
  systems: ['hwyy'],
  specAreas: ['zyry'],
  order: 41,
  menu: [
    group('personnel', { title: 'zyry.menu.personnel', icon: 'team' }, [
      screen('kanban', { title: 'zyry.menu.kanban', icon: 'dashboard' }),
      page(personAlarm, { key: 'alarms', icon: 'alert' }),
      screen('trail', { title: 'zyry.menu.trail', icon: 'environment' }),
      page(dailyReport, { key: 'daily', icon: 'schedule' }),
      page(violationReport, { key: 'violations', icon: 'warning' }),
      page(healthReport, { key: 'health', icon: 'fire' }),
      page(overtimeReport, { key: 'overtime', icon: 'history' }),
      page(overtimeRecord, { key: 'overtimeRecords', icon: 'file-add' }),
      page(attendanceAdjust, { key: 'adjust', icon: 'audit' }),
      page(worker, { key: 'workers', icon: 'user' }),
      page(device, { key: 'devices', icon: 'tags' }),
      page(jobArea, { key: 'areas', icon: 'global' }),
      page(jobElement, { key: 'elements', icon: 'appstore' }),
      page(post, { key: 'posts', icon: 'setting' }),
      page(personContract, { key: 'contracts', icon: 'file-text' }),
      page(sosSmsRecord, { key: 'sms', icon: 'bell' }),
      page(forecast, { key: 'forecast', icon: 'fund' }),
      screen('dashboard', { title: 'zyry.menu.dashboard', icon: 'bar-chart' }),
    ]),
  ],
});
