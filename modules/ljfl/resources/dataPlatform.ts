// The data platform (dataPlatform): computed lists over the units, facilities, vehicles, loads and
// points (server/reports.ts). A period filter (`day`, default the last 30 days; the daily lists this
// month, the monthly ones the last 12 months) selects the loads and movements; tonnes are counted load
// weights (kit/waste/loadWeight.ts), a load without a valid weight is counted in 未计重 (left out), never
// as 0 t. Side by side as tabs of one page (数据平台).
import { date, defineReport, enumOf, number, text } from '../../../kit/resource';
import { ljfl } from '../paths';

const period = () => date({ filter: 'range', column: false, export: false, detail: false, label: 'ljfl.report.period' });
const tonnes = (help?: string) => number({ precision: 3, unit: 'kit.unit.t', sortable: true, ...(help ? { help } : {}) });
const count = (help?: string) => number({ integer: true, sortable: true, ...(help ? { help } : {}) });
const byType = () => ({ kitchen: tonnes(), recyclable: tonnes(), hazardous: tonnes(), other: tonnes(), total: tonnes('ljfl.report.totalHelp') });

export const unitData = defineReport({
  id: 'unitData',
  title: 'ljfl.unitData',
  api: { list: ljfl('dataPlatform/loadUnitData') },
  fields: {
    day: period(),
    unitName: text({ filter: true, sortable: true }),
    unitType: enumOf({ source: 'unitType', filter: true }),
    district: enumOf({ source: 'district', filter: true }),
    households: count(),
    residents: count('ljfl.report.residentsHelp'),
    collectFacs: count(),
    ...byType(),
    loads: count(),
    leftOut: count('ljfl.leftOutHelp'),
    pointsEarned: count('ljfl.report.pointsEarnedHelp'),
  },
  defaultSort: { field: 'total', order: 'desc' },
});

export const facData = defineReport({
  id: 'facData',
  title: 'ljfl.facData',
  api: { list: ljfl('dataPlatform/loadFacData') },
  fields: {
    day: period(),
    facName: text({ filter: true, sortable: true }),
    facType: enumOf({ source: 'collectFacType', filter: true }),
    unitName: text({ sortable: true }),
    district: enumOf({ source: 'district', filter: true }),
    loads: count(),
    tonnes: tonnes(),
    leftOut: count('ljfl.leftOutHelp'),
    lastCollect: text({ sortable: true }),
  },
  defaultSort: { field: 'tonnes', order: 'desc' },
});

export const carData = defineReport({
  id: 'carData',
  title: 'ljfl.carData',
  api: { list: ljfl('dataPlatform/loadCarData') },
  fields: {
    day: period(),
    carCode: text({ filter: true, sortable: true }),
    garbageType: enumOf({ source: 'garbageType', filter: true }),
    loads: count(),
    counted: count('ljfl.report.countedHelp'),
    leftOut: count('ljfl.leftOutHelp'),
    tonnes: tonnes(),
    average: tonnes('ljfl.report.averageHelp'),
  },
  defaultSort: { field: 'tonnes', order: 'desc' },
});

export const subjectOrder = defineReport({
  id: 'subjectOrder',
  title: 'ljfl.subjectOrder',
  api: { list: ljfl('dataPlatform/loadSubjectOrderData') },
  fields: {
    day: period(),
    rank: count('ljfl.subjectOrder.rankHelp'),
    district: enumOf({ source: 'district', filter: true }),
    households: count(),
    total: tonnes(),
    kitchenShare: number({ precision: 1, unit: '%', sortable: true, help: 'ljfl.subjectOrder.kitchenShareHelp' }),
    recyclableShare: number({ precision: 1, unit: '%', sortable: true, help: 'ljfl.subjectOrder.recyclableShareHelp' }),
    kgPerHousehold: number({ precision: 2, unit: 'kit.unit.kg', sortable: true, help: 'ljfl.subjectOrder.kgPerHouseholdHelp' }),
    pointsPerHousehold: number({ precision: 2, sortable: true, help: 'ljfl.subjectOrder.pointsPerHouseholdHelp' }),
  },
  defaultSort: { field: 'rank', order: 'asc' },
});

const dailyFields = () => ({
  ...byType(),
  loads: count(),
  leftOut: count('ljfl.leftOutHelp'),
  source: enumOf({ options: [{ value: 'records', label: 'ljfl.report.fromRecords' }, { value: 'archive', label: 'ljfl.report.fromArchive' }, { value: 'both', label: 'ljfl.report.fromBoth' }], help: 'ljfl.report.sourceHelp' }),
});

export const dailyReport = defineReport({
  id: 'dailyReport',
  title: 'ljfl.dailyReport',
  api: { list: ljfl('dataPlatform/loadDailyReport') },
  fields: { day: date({ filter: 'range', sortable: true }), district: enumOf({ source: 'district', filter: true, column: false, export: false, detail: false }), ...dailyFields() },
  defaultSort: { field: 'day', order: 'desc' },
});

export const monthlyReport = defineReport({
  id: 'monthlyReport',
  title: 'ljfl.monthlyReport',
  api: { list: ljfl('dataPlatform/loadMonthlyReport') },
  fields: { day: period(), month: text({ sortable: true }), district: enumOf({ source: 'district', filter: true, column: false, export: false, detail: false }), ...dailyFields() },
  defaultSort: { field: 'month', order: 'desc' },
});

const pointsFields = () => ({
  earned: count('ljfl.report.earnedHelp'),
  redeemed: count('ljfl.report.redeemedHelp'),
  adjusted: count('ljfl.report.adjustedHelp'),
  net: number({ integer: true, sortable: true, help: 'ljfl.report.netHelp' }),
});

export const integrationDaily = defineReport({
  id: 'integrationDaily',
  title: 'ljfl.integrationDaily',
  api: { list: ljfl('dataPlatform/loadIntegrationDailyReport') },
  fields: { day: date({ filter: 'range', sortable: true }), ...pointsFields() },
  defaultSort: { field: 'day', order: 'desc' },
});

export const integrationMonthly = defineReport({
  id: 'integrationMonthly',
  title: 'ljfl.integrationMonthly',
  api: { list: ljfl('dataPlatform/loadIntegrationMonthlyReport') },
  fields: { day: period(), month: text({ sortable: true }), ...pointsFields() },
  defaultSort: { field: 'month', order: 'desc' },
});
