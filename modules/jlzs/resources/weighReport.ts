// Weighing month report (称重月报): per month, district and garbage type — loads, loads with a valid
// weight, loads left out, tonnes and the average load. Collected garbage only: transfer legs are the
// plants' intake and are not counted again. Its calls are ours (the spec names no report path, README).
import { date, defineReport, enumOf, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const weighReport = defineReport({
  id: 'weighReport',
  title: 'jlzs.weighReport',
  api: { list: jlzs('carWeighRecord', 'monthReport'), export: jlzs('carWeighRecord', 'monthReportExport') },
  fields: {
    weighTime: date({ filter: 'range', column: false, export: false, detail: false }),
    month: text({ sortable: true }),
    district: enumOf({ source: 'district', filter: true, sortable: true }),
    garbageType: enumOf({ source: 'garbageType', filter: true, sortable: true }),
    loads: number({ integer: true, sortable: true }),
    counted: number({ integer: true, help: 'jlzs.weighReport.countedHelp' }),
    leftOut: number({ integer: true, help: 'jlzs.weighReport.leftOutHelp' }),
    tonnes: number({ unit: 'kit.unit.t', sortable: true, help: 'jlzs.weighReport.tonnesHelp' }),
    average: number({ unit: 'kit.unit.t', help: 'jlzs.weighReport.averageHelp' }),
  },
  defaultSort: { field: 'month', order: 'desc' },
});
