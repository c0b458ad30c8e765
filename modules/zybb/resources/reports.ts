// The computed reports (server/reports.ts fills them from the trips and work records through
// rules/figures.ts; nothing here is stored). Every figure carries its definition as help; unknown is
// null, shown as "--".
import { date, defineReport, type FieldDef, enumOf, number, reference, text, treeSelect } from '../../../kit/resource';
import { DIVISION_TREE, gcadd, ljzy } from './paths';

const count = (help?: string) => number({ integer: true, ...(help ? { help } : {}) });
const hours = (help?: string) => number({ precision: 1, unit: 'zybb.unit.hour', ...(help ? { help } : {}) });
const tonnes = (help?: string) => number({ precision: 2, unit: 'zybb.unit.tonne', ...(help ? { help } : {}) });
const percent = (help: string) => number({ precision: 1, unit: 'zybb.unit.percent', help });
const month = () => text({ filter: 'eq', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'zybb.monthRule', help: 'zybb.monthHelp' });
const tree = { name: text(), people: number({ integer: true }) };

/** 人员月报: a month of each person's work records. */
export const personMonthly = defineReport({
  id: 'personMonthly',
  title: 'zybb.personMonthly',
  api: { list: ljzy('personMonthlyReport/pageList'), export: ljzy('personMonthlyReport/export') },
  fields: {
    month: month(),
    staffCode: text({}),
    staffName: text({ filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    post: enumOf({ source: 'post', filter: true }),
    daysDue: count('zybb.personMonthly.daysDueHelp'),
    daysWorked: count('zybb.personMonthly.daysWorkedHelp'),
    leaveDays: count(),
    absentDays: count(),
    hours: hours('zybb.personMonthly.hoursHelp'),
    avgHours: hours('zybb.personMonthly.avgHoursHelp'),
    tasks: count('zybb.workRecord.tasksHelp'),
    attendanceRate: percent('zybb.personMonthly.attendanceRateHelp'),
  },
  actions: {
    orgTree: { api: ljzy('np/common/loadOrgTree'), label: 'zybb.personMonthly.orgTree', scope: 'toolbar', reads: true, show: 'table', answer: tree },
    staffTree: { api: ljzy('np/common/loadStaffTree'), label: 'zybb.personMonthly.staffTree', scope: 'toolbar', reads: true, show: 'table', answer: { name: text(), post: enumOf({ source: 'post' }), people: number({ integer: true }) } },
  },
});

/** 人员排名 (personMonthlyReport/orderList): the month's people ranked by tasks, then hours. */
export const personRanking = defineReport({
  id: 'personRanking',
  title: 'zybb.personRanking',
  api: { list: ljzy('personMonthlyReport/orderList') },
  fields: {
    month: month(),
    rank: count('zybb.personRanking.rankHelp'),
    staffName: text({}),
    deptId: treeSelect({ tree: 'department', filter: true }),
    post: enumOf({ source: 'post', filter: true }),
    tasks: count('zybb.workRecord.tasksHelp'),
    hours: hours('zybb.personMonthly.hoursHelp'),
    daysWorked: count('zybb.personMonthly.daysWorkedHelp'),
  },
});

const station = (kind: 'trans' | 'filled', period: 'Daily' | 'Monthly') => {
  const day = period === 'Daily';
  const base: Record<string, FieldDef> = kind === 'trans'
    ? {
        inTrips: count('zybb.station.inTripsHelp'),
        inTonnes: tonnes('zybb.station.inTonnesHelp'),
        outTrips: count('zybb.station.outTripsHelp'),
        outTonnes: tonnes('zybb.station.outTonnesHelp'),
        balance: tonnes('zybb.station.balanceHelp'),
      }
    : {
        inTrips: count('zybb.station.filledTripsHelp'),
        directTonnes: tonnes('zybb.station.directTonnesHelp'),
        transferTonnes: tonnes('zybb.station.transferTonnesHelp'),
        inTonnes: tonnes('zybb.station.filledTonnesHelp'),
        loadRate: percent('zybb.station.loadRateHelp'),
      };
  return defineReport({
    id: `${kind}${period}`,
    title: `zybb.${kind}${period}`,
    api: { list: ljzy(`stationReport/${kind}${period}Detail`), export: ljzy(`stationReport/${kind}${period}DetailExport`) },
    fields: <Record<string, FieldDef>>{
      ...(day ? { statDate: date({ filter: 'range', help: 'zybb.station.statDateHelp' }) } : { month: month(), daysOpen: count('zybb.station.daysOpenHelp') }),
      facilityId: reference({ resource: 'facility', display: 'facName', filter: true }),
      ...base,
      leftOut: count('zybb.station.leftOutHelp'),
    },
  });
};

/** 中转站日报 / 月报 and 处置（进场）日报 / 月报 per station (README: "filled" read as a plant's intake). */
export const transDaily = station('trans', 'Daily');
export const transMonthly = station('trans', 'Monthly');
export const filledDaily = station('filled', 'Daily');
export const filledMonthly = station('filled', 'Monthly');

/** 保洁日报 (cleanDailyReport/getAllCleanRecord): one day of each department's crew. */
export const cleanDaily = defineReport({
  id: 'cleanDaily',
  title: 'zybb.cleanDaily',
  api: { list: gcadd('cleanDailyReport/getAllCleanRecord') },
  fields: {
    workDate: date({ filter: 'eq', help: 'zybb.cleanDaily.workDateHelp' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    staffDue: count('zybb.cleanDaily.staffDueHelp'),
    onDuty: count('zybb.cleanDaily.onDutyHelp'),
    leave: count(),
    absent: count(),
    rest: count(),
    hours: hours('zybb.cleanDaily.hoursHelp'),
    tasks: count('zybb.workRecord.tasksHelp'),
    attendanceRate: percent('zybb.cleanDaily.attendanceRateHelp'),
  },
  actions: {
    byHour: { api: gcadd('cleanDailyReport/getTimeCleanRecord'), label: 'zybb.cleanDaily.byHour', scope: 'row', reads: true, show: 'chart' },
    byPost: {
      api: gcadd('cleanDailyReport/getPositionCount'), label: 'zybb.cleanDaily.byPost', scope: 'row', reads: true, show: 'table',
      answer: { post: enumOf({ source: 'post' }), staffDue: number({ integer: true }), onDuty: number({ integer: true }), hours: number({ precision: 1 }) },
    },
  },
});

/** 作业统计 (cleanRecord/countPageList): the work records summed per street over a period. */
export const workCount = defineReport({
  id: 'workCount',
  title: 'zybb.workCount',
  api: { list: gcadd('cleanRecord/countPageList') },
  fields: {
    workDate: date({ filter: 'range', column: false, help: 'zybb.workCount.workDateHelp' }),
    street: text({ filter: true }),
    people: count('zybb.workCount.peopleHelp'),
    shifts: count('zybb.workCount.shiftsHelp'),
    hours: hours('zybb.cleanDaily.hoursHelp'),
    tasks: count('zybb.workRecord.tasksHelp'),
    avgHours: hours('zybb.workCount.avgHoursHelp'),
  },
  actions: {
    divisions: { api: DIVISION_TREE, label: 'zybb.workCount.divisions', scope: 'toolbar', reads: true, show: 'table', answer: { name: text(), level: text() } },
  },
});
