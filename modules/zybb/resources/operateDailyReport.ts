// 运营日报 (operateDailyReportNew): one day of the company. The reporter writes the date, weather and
// remarks; the figures are composed on every read from the trips and work records of that day
// (server/dailyFigures.ts, rules/figures.ts), never typed. Each total drills to its list: 出车明细
// (carList), 设施明细 (facList), 在岗人员 (staffList).
import { date, defineResource, enumOf, number, text } from '../../../kit/resource';
import { ljzy } from './paths';

const op = (name: string) => ljzy(`operateDailyReportNew/${name}`);
const figure = (help: string, o: { integer?: boolean; unit?: string; precision?: number } = { integer: true }) => number({ ...o, form: false, import: false, help });

export const operateDailyReport = defineResource({
  id: 'operateDailyReport',
  title: 'zybb.operateDailyReport',
  api: { list: op('pageList'), create: op('save'), update: op('update'), remove: op('delete'), export: op('exportReport') },
  fields: {
    reportDate: date({ required: true, filter: 'range', sortable: true, column: { fixed: 'left' } }),
    weather: enumOf({ source: 'weather' }),
    reporter: text({ required: true, max: 20 }),
    carsOut: figure('zybb.operateDailyReport.carsOutHelp'),
    trips: figure('zybb.operateDailyReport.tripsHelp'),
    tonnes: figure('zybb.operateDailyReport.tonnesHelp', { precision: 2, unit: 'zybb.unit.tonne' }),
    leftOut: figure('zybb.operateDailyReport.leftOutHelp'),
    facilitiesOpen: figure('zybb.operateDailyReport.facilitiesOpenHelp'),
    staffDue: figure('zybb.operateDailyReport.staffDueHelp'),
    staffOnDuty: figure('zybb.operateDailyReport.staffOnDutyHelp'),
    attendanceRate: figure('zybb.operateDailyReport.attendanceRateHelp', { precision: 1, unit: 'zybb.unit.percent' }),
    remark: text({ max: 500, multiline: true }),
  },
  display: 'reportDate',
  unique: ['reportDate'],
  defaultSort: { field: 'reportDate', order: 'desc' },
  actions: {
    carList: {
      api: op('carList'), label: 'zybb.operateDailyReport.carList', scope: 'row', reads: true, show: 'table',
      answer: { carCode: text(), driverName: text(), trips: number({ integer: true }), tonnes: number({ precision: 2 }), leftOut: number({ integer: true }), facilities: text() },
    },
    facList: {
      api: op('facList'), label: 'zybb.operateDailyReport.facList', scope: 'row', reads: true, show: 'table',
      answer: { facName: text(), facType: enumOf({ source: 'facType' }), inTrips: number({ integer: true }), inTonnes: number({ precision: 2 }), outTrips: number({ integer: true }), outTonnes: number({ precision: 2 }) },
    },
    staffList: {
      api: op('staffList'), label: 'zybb.operateDailyReport.staffList', scope: 'row', reads: true, show: 'table',
      answer: 'workRecord',
    },
  },
});
