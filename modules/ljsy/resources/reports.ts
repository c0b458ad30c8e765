// 运输日报 and 运输月报 (ljqyDataKanBan/dailyList, monthlyList): collected garbage per day or month and
// garbage type, by kit/waste/loadWeight's rule (server/days.ts).
import { date, defineReport, enumOf, number, text } from '../../../kit/resource';
import { garbageOptions } from './options';

const figures = {
  garbageType: enumOf({ options: garbageOptions, filter: true }),
  tonnes: number({ unit: 'kit.unit.t', sortable: true, help: 'ljsy.figure.tonnesHelp' }),
  counted: number({ sortable: true, help: 'ljsy.figure.countedHelp' }),
  leftOut: number({ sortable: true, help: 'ljsy.figure.leftOutHelp' }),
  average: number({ unit: 'kit.unit.t', help: 'ljsy.figure.averageHelp' }),
  transferTonnes: number({ unit: 'kit.unit.t', help: 'ljsy.figure.transferHelp' }),
};

export const dailyReport = defineReport({
  id: 'dailyReport',
  title: 'ljsy.dailyReport',
  api: { list: 'POST /cloud/ljsy/ljqyDataKanBan/dailyList' },
  fields: { day: date({ filter: 'range', sortable: true }), ...figures },
  defaultSort: { field: 'day', order: 'desc' },
});

export const monthlyReport = defineReport({
  id: 'monthlyReport',
  title: 'ljsy.monthlyReport',
  api: { list: 'POST /cloud/ljsy/ljqyDataKanBan/monthlyList' },
  fields: { month: text({ filter: true, sortable: true, help: 'ljsy.monthlyReport.monthHelp' }), ...figures },
  defaultSort: { field: 'month', order: 'desc' },
});
