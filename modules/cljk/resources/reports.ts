// The computed lists, derived from the tank readings of the device store (server/reports.ts), never
// stored: abnormal fuel (sudden drops), daily and monthly fuel, water records (fills and drops) and
// daily water. Each lists the configured cars; a range filter left blank means the last seven days
// (months: this month and the last two).
import { date, datetime, defineReport, enumOf, number, text, type ReportDef } from '../../../kit/resource';
import { oil, water } from './paths';

const litres = (o: { sortable?: boolean } = {}) => number({ precision: 1, unit: 'cljk.unit.litre', ...o });
const count = () => number({ integer: true });
const car = { plateNo: text({ filter: true, sortable: true, column: { width: 130 } }), deviceCode: text({ filter: true }) };

export const oilAbnormal: ReportDef = defineReport({
  id: 'oilAbnormal',
  title: 'cljk.oilAbnormal',
  api: { list: oil('abnormal/getOilAbnormalList'), export: oil('abnormal/export') },
  fields: {
    ...car,
    abnormalType: enumOf({ source: 'abnormalType', filter: 'eq' }),
    startTime: datetime({ filter: 'range', sortable: true }),
    endTime: datetime({}),
    beforeLitres: litres(),
    afterLitres: litres(),
    dropLitres: litres({ sortable: true }),
  },
  defaultSort: { field: 'startTime', order: 'desc' },
});

const dayFigures = (used: string, refilled: string, refills: string, dropped: string) => ({
  startLitres: litres(),
  endLitres: litres(),
  [refilled]: litres({ sortable: true }),
  [refills]: count(),
  [dropped]: litres({ sortable: true }),
  [used]: litres({ sortable: true }),
  readings: count(),
});

export const oilDaily: ReportDef = defineReport({
  id: 'oilDaily',
  title: 'cljk.oilDaily',
  api: { list: oil('daily/list'), export: oil('daily/export') },
  fields: { ...car, day: date({ filter: 'range', sortable: true }), ...dayFigures('consumedLitres', 'refuelLitres', 'refuelTimes', 'abnormalLitres') },
  defaultSort: { field: 'day', order: 'desc' },
});

export const oilMonthly: ReportDef = defineReport({
  id: 'oilMonthly',
  title: 'cljk.oilMonthly',
  api: { list: oil('monthly/list'), export: oil('monthly/export') },
  fields: { ...car, month: text({ filter: 'range', sortable: true, column: { width: 100 } }), days: count(), ...dayFigures('consumedLitres', 'refuelLitres', 'refuelTimes', 'abnormalLitres') },
  defaultSort: { field: 'month', order: 'desc' },
});

export const waterRecord: ReportDef = defineReport({
  id: 'waterRecord',
  title: 'cljk.waterRecord',
  api: { list: water('record/list'), export: water('record/export') },
  fields: {
    ...car,
    eventType: enumOf({ source: 'waterEvent', filter: 'eq' }),
    startTime: datetime({ filter: 'range', sortable: true }),
    endTime: datetime({}),
    beforeLitres: litres(),
    afterLitres: litres(),
    changeLitres: litres({ sortable: true }),
  },
  defaultSort: { field: 'startTime', order: 'desc' },
});

export const waterDaily: ReportDef = defineReport({
  id: 'waterDaily',
  title: 'cljk.waterDaily',
  api: { list: water('daily/list'), export: water('daily/export') },
  fields: { ...car, day: date({ filter: 'range', sortable: true }), ...dayFigures('usedLitres', 'filledLitres', 'fillTimes', 'droppedLitres') },
  defaultSort: { field: 'day', order: 'desc' },
});
