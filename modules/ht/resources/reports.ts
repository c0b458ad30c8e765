/**
 * The computed lists (server/reports.ts, never stored), all from APPROVED items only:
 * - 月度施工记录 (monthlyConstructionRecord): per department, work type and unit in a month: fills,
 *   days worked, person-days, person-hours and the quantity done.
 * - 加班明细 (overtimeDetail): each approved overtime with its kind of day, pay factor, pay hours and
 *   the caps (3 h a day, 36 h a month) it is part of breaking.
 * - 加班请假月度汇总 (overLeaveMonthly): per person and month, overtime by kind of day with pay hours
 *   and caps, leave hours by type.
 */
import { boolean, date, defineReport, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { DAY_KINDS, LEAVE_TYPES } from '../rules/overtime';
import { opts, UNITS, WORK_TYPES } from './options';
import { ht } from './paths';

const hours = (help?: string) => number({ precision: 1, unit: 'ht.unit.hour', ...(help ? { help } : {}) });
const count = (help?: string) => number({ integer: true, ...(help ? { help } : {}) });
const month = (column = true) => text({ filter: 'eq', ...(column ? {} : { column: false as const }), pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'ht.rule.month', help: 'ht.report.monthHelp' });

export const monthlyConstructionRecord = defineReport({
  id: 'monthlyConstructionRecord',
  title: 'ht.construction',
  api: { list: ht('monthlyConstructionRecord', 'pageList') },
  fields: {
    month: month(),
    deptId: treeSelect({ tree: 'department', filter: true }),
    workType: enumOf({ options: opts('workType', WORK_TYPES), filter: true }),
    fills: count('ht.construction.fillsHelp'),
    days: count('ht.construction.daysHelp'),
    streets: count('ht.construction.streetsHelp'),
    personDays: count('ht.construction.personDaysHelp'),
    personHours: hours('ht.construction.personHoursHelp'),
    quantity: number({ precision: 1, help: 'ht.construction.quantityHelp' }),
    unit: enumOf({ options: opts('unit', UNITS) }),
  },
});

export const overtimeDetail = defineReport({
  id: 'overtimeDetail',
  title: 'ht.overtime',
  api: { list: ht('overtimeDetail', 'pageList'), export: ht('overtimeDetail', 'export') },
  fields: {
    month: month(false), // a filter: each row's date says its month
    applyNo: text({}),
    personName: text({ filter: true }),
    personCode: text({}),
    deptId: treeSelect({ tree: 'department', filter: true }),
    workDate: date({ help: 'ht.overtime.workDateHelp' }),
    startAt: text({}),
    endAt: text({}),
    hours: hours(),
    dayKind: enumOf({ options: opts('dayKind', DAY_KINDS), filter: true }),
    factor: number({ integer: true, unit: 'ht.unit.percent', help: 'ht.overtime.factorHelp' }),
    payHours: hours('ht.overtime.payHoursHelp'),
    dayTotal: hours('ht.overtime.dayTotalHelp'),
    overDailyCap: boolean({ filter: true, help: 'ht.overtime.overDailyCapHelp' }),
    monthTotal: hours('ht.overtime.monthTotalHelp'),
    overMonthlyCap: boolean({ filter: true, help: 'ht.overtime.overMonthlyCapHelp' }),
    deciderName: text({}),
    decidedAt: text({}),
  },
});

export const leaveColumn = (t: string) => `leave${t[0]!.toUpperCase()}${t.slice(1)}`;

export const overLeaveMonthly = defineReport({
  id: 'overLeaveMonthly',
  title: 'ht.monthly',
  api: { list: ht('approval', 'overLeaveMonthlyList'), export: ht('approval', 'overLeaveMonthlyExport') },
  fields: {
    month: month(),
    personName: text({ filter: true }),
    personCode: text({}),
    deptId: treeSelect({ tree: 'department', filter: true }),
    overtimeWorkday: hours('ht.monthly.workdayHelp'),
    overtimeRestDay: hours('ht.monthly.restDayHelp'),
    overtimeHoliday: hours('ht.monthly.holidayHelp'),
    overtimeTotal: hours(),
    payHours: hours('ht.monthly.payHoursHelp'),
    daysOverDailyCap: count('ht.monthly.daysOverDailyCapHelp'),
    overMonthlyCap: boolean({ filter: true, help: 'ht.monthly.overMonthlyCapHelp' }),
    ...Object.fromEntries(LEAVE_TYPES.map((t) => [leaveColumn(t), hours()])),
    leaveTotal: hours('ht.monthly.leaveTotalHelp'),
  },
});
