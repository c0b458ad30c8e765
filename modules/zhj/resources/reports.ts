// 转运量监管 and the type reports (garbageSupervise/*): computed by server/figures.ts from the stations'
// loads and daily rows, every tonnage by kit/waste/loadWeight.
import { date, defineReport, enumOf, number, text } from '../../../kit/resource';
import { garbageOptions } from './options';

const tn = (help: string) => number({ unit: 'kit.unit.t', sortable: true, help });

export const facTransed = defineReport({
  id: 'facTransed',
  title: 'zhj.facTransed',
  api: { list: '/cloud/zhj/garbageSupervise/facTransedGarNum' },
  fields: {
    day: date({ filter: 'range', column: false, detail: false, export: false, help: 'zhj.facTransed.dayHelp' }),
    subjectName: text({ filter: true, sortable: true }),
    district: enumOf({ source: 'area', filter: true }),
    received: tn('zhj.figure.receivedHelp'),
    receivedCounted: number({ sortable: true }),
    receivedLeftOut: number({ sortable: true, help: 'zhj.figure.leftOutHelp' }),
    transferred: tn('zhj.figure.transferredHelp'),
    transferredCounted: number({ sortable: true }),
    transferredLeftOut: number({ sortable: true, help: 'zhj.figure.leftOutHelp' }),
  },
  defaultSort: { field: 'received', order: 'desc' },
});

const typeFigures = {
  garbageType: enumOf({ options: garbageOptions, filter: true }),
  columnName: text({ help: 'zhj.figure.columnHelp' }),
  tonnes: tn('zhj.figure.tonnesHelp'),
  counted: number({ sortable: true }),
  leftOut: number({ sortable: true, help: 'zhj.figure.leftOutHelp' }),
  average: number({ unit: 'kit.unit.t', help: 'zhj.figure.averageHelp' }),
  transferred: tn('zhj.figure.transferredHelp'),
};

export const typeDaily = defineReport({
  id: 'typeDaily',
  title: 'zhj.typeDaily',
  api: { list: '/cloud/zhj/garbageSupervise/garTypeDailyReport' },
  fields: { day: date({ filter: 'range', sortable: true }), ...typeFigures },
  defaultSort: { field: 'day', order: 'desc' },
});

export const typeMonthly = defineReport({
  id: 'typeMonthly',
  title: 'zhj.typeMonthly',
  api: { list: 'GET /cloud/zhj/garbageSupervise/garTypeMonthlyReport' },
  fields: { month: text({ filter: true, sortable: true, help: 'zhj.typeMonthly.monthHelp' }), ...typeFigures },
  defaultSort: { field: 'month', order: 'desc' },
});
