// The computed lists (server/reports.ts answers them from the device store's positions, the rules and
// the module's rows, on every call; never stored): 作业日报, 人员报警, 违规报表, 健康报表, 加班报表 and
// the SOS 短信记录 (the messages each press addresses, server/sos.ts).
import { boolean, date, datetime, defineReport, enumOf, number, reference, text, treeSelect } from '../../../kit/resource';
import { ALARM_KINDS, DAY_STATES, HEAT_FLAGS, SHIFT_OPTIONS, SMS_STATES } from './options';
import { zyry } from './paths';

const minutes = (help?: string) => number({ precision: 1, unit: 'zyry.unit.minute', ...(help ? { help } : {}) });
const hours = (help?: string) => number({ precision: 1, unit: 'zyry.unit.hour', ...(help ? { help } : {}) });
const count = (help?: string) => number({ integer: true, ...(help ? { help } : {}) });

export const dailyReport = defineReport({
  id: 'dailyReport',
  title: 'zyry.dailyReport',
  api: { list: zyry('report', 'pageList'), export: zyry('report', 'export') },
  fields: {
    workDate: date({ filter: 'range', help: 'zyry.dailyReport.workDateHelp' }),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    shift: enumOf({ options: SHIFT_OPTIONS }),
    deviceCode: text({}),
    status: enumOf({ options: DAY_STATES, filter: true, help: 'zyry.dailyReport.statusHelp' }),
    arrival: datetime({ help: 'zyry.dailyReport.arrivalHelp' }),
    leaving: datetime({ help: 'zyry.dailyReport.leavingHelp' }),
    onPostMinutes: minutes('zyry.dailyReport.onPostHelp'),
    offPostCount: count('zyry.dailyReport.offPostHelp'),
    offPostMinutes: minutes(),
    stationaryCount: count('zyry.dailyReport.stationaryHelp'),
    offlineMinutes: minutes('zyry.dailyReport.offlineHelp'),
    adjusted: text({}),
  },
});

export const personAlarm = defineReport({
  id: 'personAlarm',
  title: 'zyry.personAlarm',
  api: { list: zyry('personAlarm', 'pageList'), export: zyry('personAlarm', 'export') },
  fields: {
    kind: enumOf({ options: ALARM_KINDS, filter: true, help: 'zyry.personAlarm.kindHelp' }),
    startedAt: datetime({ filter: 'range', help: 'zyry.personAlarm.startedHelp' }),
    endedAt: datetime({}),
    minutes: minutes(),
    ongoing: boolean({}),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    deviceCode: text({}),
    workDate: date({}),
    place: text({}),
    excused: text({}),
  },
});

export const violationReport = defineReport({
  id: 'violationReport',
  title: 'zyry.violationReport',
  api: { list: zyry('violationReport', 'pageList'), export: zyry('violationReport', 'export') },
  fields: {
    workDate: date({ filter: 'range', column: false, help: 'zyry.violationReport.rangeHelp' }),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    offPostCount: count('zyry.dailyReport.offPostHelp'),
    offPostMinutes: minutes(),
    stationaryCount: count('zyry.dailyReport.stationaryHelp'),
    sosCount: count('zyry.violationReport.sosHelp'),
    offlineMinutes: minutes('zyry.violationReport.offlineHelp'),
    overtimeDaysOverCap: count('zyry.violationReport.overtimeDaysHelp'),
    overtimeMonthOverCap: boolean({ help: 'zyry.violationReport.overtimeMonthHelp' }),
    heatShifts: count('zyry.violationReport.heatHelp'),
  },
});

export const healthReport = defineReport({
  id: 'healthReport',
  title: 'zyry.healthReport',
  api: { list: zyry('healthReport', 'pageList'), export: zyry('healthReport', 'export') },
  fields: {
    workDate: date({ filter: 'range', help: 'zyry.healthReport.workDateHelp' }),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    shift: enumOf({ options: SHIFT_OPTIONS }),
    forecastMax: number({ precision: 1, unit: 'zyry.unit.celsius', help: 'zyry.healthReport.forecastHelp' }),
    outdoorHours: hours('zyry.healthReport.outdoorHelp'),
    heatFlag: enumOf({ options: HEAT_FLAGS, filter: true, help: 'zyry.healthReport.heatHelp' }),
    overtimeHours: hours(),
    overDayCap: boolean({ help: 'zyry.overtimeRecord.overDayCapHelp' }),
  },
});

export const overtimeReport = defineReport({
  id: 'overtimeReport',
  title: 'zyry.overtimeReport',
  api: { list: zyry('overtime', 'pageList'), export: zyry('overtime', 'export') },
  fields: {
    month: text({ filter: 'eq', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'zyry.overtimeReport.monthRule', help: 'zyry.overtimeReport.monthHelp' }),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    workdayHours: hours('zyry.overtimeReport.workdayHelp'),
    restdayHours: hours('zyry.overtimeReport.restdayHelp'),
    holidayHours: hours('zyry.overtimeReport.holidayHelp'),
    totalHours: hours(),
    payHours: hours('zyry.overtimeReport.payHoursHelp'),
    daysOverCap: count('zyry.overtimeReport.daysOverCapHelp'),
    overMonthCap: boolean({ help: 'zyry.overtimeReport.overMonthCapHelp' }),
  },
});

export const sosSmsRecord = defineReport({
  id: 'sosSmsRecord',
  title: 'zyry.sosSmsRecord',
  api: { list: zyry('sosSmsRecord', 'pageList'), export: zyry('sosSmsRecord', 'export') },
  fields: {
    alarmAt: datetime({ filter: 'range', help: 'zyry.sosSmsRecord.alarmAtHelp' }),
    workerId: reference({ resource: 'worker', display: 'personName' }),
    personName: text({ filter: true, column: false }),
    deviceCode: text({}),
    recipientName: text({}),
    recipientPhone: text({}),
    content: text({}),
    state: enumOf({ options: SMS_STATES, filter: true, help: 'zyry.sosSmsRecord.stateHelp' }),
  },
});
