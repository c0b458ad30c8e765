// The computed lists (server/stats.ts fills them from the device store's tracks through kit/road's
// rules, or from the archive for days before the store's readings): nothing here is typed by hand.
import { date, defineReport, enumOf, number, reference, text } from '../../../kit/resource';
import { STAT } from './paths';

const pct = (help?: string) => number({ precision: 1, unit: 'dlbj.unit.percent', ...(help ? { help } : {}) });
const km = (help?: string) => number({ precision: 2, unit: 'dlbj.unit.km', ...(help ? { help } : {}) });
const count = (help?: string) => number({ integer: true, ...(help ? { help } : {}) });
const dateFilter = () => date({ filter: 'range', sortable: true, help: 'dlbj.report.dateHelp' });

/** 完成率: one row per day, line and road. */
export const completion = defineReport({
  id: 'completion',
  title: 'dlbj.completion',
  api: { list: STAT.completion },
  fields: {
    workDate: dateFilter(),
    roadCode: enumOf({ from: { resource: 'road', value: 'roadCode', label: 'roadName' }, filter: true, column: { width: 170 } }),
    lineId: reference({ resource: 'line', display: 'lineName', filter: true }),
    jobType: enumOf({ source: 'jobType' }),
    pointerId: reference({ resource: 'pointer', display: 'plateNo' }),
    passes: count('dlbj.completion.passesHelp'),
    lengthKm: km(),
    coveredKm: km('dlbj.completion.coveredHelp'),
    completion: pct('dlbj.completion.completionHelp'),
    state: enumOf({ source: 'jobState', filter: true, help: 'dlbj.completion.stateHelp' }),
    source: enumOf({ source: 'source', help: 'dlbj.report.sourceHelp' }),
  },
});

/** 作业报告: one row per day and line; its detail (workReportDetail) lists the roads and the deviations. */
export const workReport = defineReport({
  id: 'workReport',
  title: 'dlbj.workReport',
  api: { list: STAT.workReportList },
  fields: {
    workDate: dateFilter(),
    lineId: reference({ resource: 'line', display: 'lineName', filter: true }),
    jobType: enumOf({ source: 'jobType' }),
    pointerId: reference({ resource: 'pointer', display: 'plateNo' }),
    roads: count(),
    completion: pct('dlbj.workReport.completionHelp'),
    belowRoads: count('dlbj.workReport.belowHelp'),
    totalKm: km('dlbj.workReport.totalKmHelp'),
    workingKm: km('dlbj.workReport.workingKmHelp'),
    emptyRate: pct('dlbj.workReport.emptyRateHelp'),
    speeding: count('dlbj.workReport.speedingHelp'),
    offLine: count('dlbj.workReport.offLineHelp'),
    state: enumOf({ source: 'jobState', filter: true, help: 'dlbj.workReport.stateHelp' }),
    source: enumOf({ source: 'source', help: 'dlbj.report.sourceHelp' }),
  },
  actions: {
    detail: {
      api: STAT.workReportDetail,
      label: 'dlbj.workReport.detail',
      scope: 'row',
      reads: true,
      show: 'table',
      answer: {
        roadName: text(),
        passes: count(),
        lengthKm: km(),
        coveredKm: km(),
        completion: pct(),
        state: enumOf({ source: 'jobState' }),
        deviation: text(),
      },
    },
  },
});

/** 道路作业: one row per road over the chosen days. */
export const roadOperation = defineReport({
  id: 'roadOperation',
  title: 'dlbj.roadOperation',
  api: { list: STAT.roadOperation },
  fields: {
    roadCode: enumOf({ from: { resource: 'road', value: 'roadCode', label: 'roadName' }, filter: true, column: { width: 170 } }),
    workDate: date({ filter: 'range', column: false, help: 'dlbj.report.dateHelp' }),
    grade: enumOf({ source: 'grade' }),
    lengthKm: km(),
    jobs: count('dlbj.roadOperation.jobsHelp'),
    done: count(),
    below: count(),
    unknown: count(),
    completion: pct('dlbj.roadOperation.completionHelp'),
    lastDate: date({}),
  },
});

/** 作业统计: one row per vehicle and day. */
export const workStat = defineReport({
  id: 'workStat',
  title: 'dlbj.workStat',
  api: { list: STAT.workStat },
  fields: {
    workDate: dateFilter(),
    pointerId: reference({ resource: 'pointer', display: 'plateNo', filter: true }),
    lines: count(),
    totalKm: km('dlbj.workReport.totalKmHelp'),
    workingKm: km('dlbj.workReport.workingKmHelp'),
    emptyRate: pct('dlbj.workReport.emptyRateHelp'),
    speeding: count('dlbj.workReport.speedingHelp'),
    offLine: count('dlbj.workReport.offLineHelp'),
    completion: pct('dlbj.workStat.completionHelp'),
    source: enumOf({ source: 'source', help: 'dlbj.report.sourceHelp' }),
  },
});
