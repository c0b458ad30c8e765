// The computed reports (server/reports.ts fills them from punches, leave and corrections through
// rules/attendance.ts): 考勤日报 (a day's result per person) and 考勤月报 (payroll's columns).
import { boolean, date, defineReport, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { leaveColumn, LEAVE_TYPES } from '../rules/attendance';
import { LEAVE_OPTIONS, OVERTIME_KINDS, STATUS_OPTIONS } from './options';
import { rykq } from './paths';

const minutes = (help?: string) => number({ integer: true, unit: 'rykq.unit.minute', ...(help ? { help } : {}) });
const hours = (help?: string) => number({ precision: 1, unit: 'rykq.unit.hour', ...(help ? { help } : {}) });
const count = (help?: string) => number({ integer: true, ...(help ? { help } : {}) });

export const dailyReport = defineReport({
  id: 'dailyReport',
  title: 'rykq.dailyReport',
  api: { list: rykq('dailyReport', 'pageList'), export: rykq('dailyReport', 'export') },
  fields: {
    workDate: date({ filter: 'range', help: 'rykq.dailyReport.workDateHelp' }),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    shiftCode: text({ column: { hidden: true } }),
    shiftName: text({}),
    status: enumOf({ options: STATUS_OPTIONS, filter: true, help: 'rykq.dailyReport.statusHelp' }),
    firstPunch: text({}),
    lastPunch: text({}),
    lateMinutes: minutes('rykq.dailyReport.lateHelp'),
    earlyMinutes: minutes(),
    missingCount: count('rykq.dailyReport.missingHelp'),
    leaveType: enumOf({ options: LEAVE_OPTIONS }),
    leaveMinutes: minutes(),
    workedMinutes: minutes(),
    overtimeMinutes: minutes('rykq.dailyReport.overtimeHelp'),
    overtimeKind: enumOf({ options: OVERTIME_KINDS }),
    overtimeFlag: boolean({ help: 'rykq.dailyReport.overtimeFlagHelp' }),
    corrected: text({}),
  },
});

export const monthlyReport = defineReport({
  id: 'monthlyReport',
  title: 'rykq.monthlyReport',
  api: { list: rykq('monthlyReport', 'pageList'), export: rykq('monthlyReport', 'export') },
  fields: {
    month: text({ filter: 'eq', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'rykq.monthlyReport.monthRule', help: 'rykq.monthlyReport.monthHelp' }),
    staffCode: text({}),
    personName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    daysDue: count('rykq.monthlyReport.daysDueHelp'),
    daysWorked: count('rykq.monthlyReport.daysWorkedHelp'),
    lateCount: count(),
    lateMinutes: minutes(),
    seriousLateCount: count(),
    earlyCount: count(),
    earlyMinutes: minutes(),
    missingCount: count(),
    absentDays: count(),
    ...Object.fromEntries(LEAVE_TYPES.map((t) => [leaveColumn(t), hours()])),
    overtimeWorkday: hours('rykq.monthlyReport.overtimeWorkdayHelp'),
    overtimeRestday: hours('rykq.monthlyReport.overtimeRestdayHelp'),
    overtimeHoliday: hours('rykq.monthlyReport.overtimeHolidayHelp'),
    overtimePayHours: hours('rykq.monthlyReport.overtimePayHoursHelp'),
    overtimeDaysOverCap: count('rykq.monthlyReport.overtimeDaysOverCapHelp'),
    overtimeMonthOverCap: boolean({ help: 'rykq.monthlyReport.overtimeMonthOverCapHelp' }),
  },
});
