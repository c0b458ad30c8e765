// 作业报表 (workReport/pageList, workReport/export): one row per road (or private line) per planned
// shift, computed on every call — kept results of measured shifts, the rest measured from the device
// store's tracks through the rules (server/reports.ts). Definitions in each column's help.
import { date, defineReport, enumOf, number, text } from '../../../kit/resource';
import { JOB_OPTIONS, SHIFT_OPTIONS, STATUS_OPTIONS } from './options';
import { jx } from './paths';

const km = (help?: string) => number({ precision: 2, unit: 'jxbjnew.unit.km', ...(help ? { help } : {}) });
const minutes = (help: string) => number({ integer: true, unit: 'jxbjnew.unit.minute', help });
const pct = (help?: string) => number({ precision: 1, unit: 'jxbjnew.unit.percent', ...(help ? { help } : {}) });

export const workReport = defineReport({
  id: 'workReport',
  title: 'jxbjnew.workReport',
  api: { list: jx('workReport', 'pageList'), export: jx('workReport', 'export') },
  fields: {
    workDate: date({ filter: 'range', help: 'jxbjnew.workReport.workDateHelp' }),
    shift: enumOf({ options: SHIFT_OPTIONS, filter: true }),
    plateNo: text({ filter: true }),
    roadName: text({ filter: true }),
    jobType: enumOf({ options: JOB_OPTIONS, filter: true }),
    status: enumOf({ options: STATUS_OPTIONS, filter: true, help: 'jxbjnew.workReport.statusHelp' }),
    completion: pct('jxbjnew.workReport.completionHelp'),
    coverage: pct('jxbjnew.workReport.coverageHelp'),
    passes: number({ integer: true, help: 'jxbjnew.workReport.passesHelp' }),
    threshold: pct('jxbjnew.workReport.thresholdHelp'),
    deviations: text({ help: 'jxbjnew.workReport.deviationsHelp' }),
    emptyRate: pct('jxbjnew.workReport.emptyRateHelp'),
    totalKm: km('jxbjnew.workReport.totalKmHelp'),
    workKm: km('jxbjnew.workReport.workKmHelp'),
    roadKm: km('jxbjnew.workReport.roadKmHelp'),
    offLineMinutes: minutes('jxbjnew.workReport.offLineHelp'),
    speedingMinutes: minutes('jxbjnew.workReport.speedingHelp'),
    maxSpeed: number({ precision: 1, unit: 'jxbjnew.unit.kmh', help: 'jxbjnew.workReport.maxSpeedHelp' }),
    waterUsed: number({ precision: 0, unit: 'jxbjnew.unit.litre', help: 'jxbjnew.workReport.waterUsedHelp' }),
    lineName: text({ filter: true }),
    driverName: text({}),
  },
});
