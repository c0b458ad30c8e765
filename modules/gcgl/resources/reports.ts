// The ledger's computed lists (server/sensors.ts and server/stats.ts fill them from the device store):
// - sensor (sensorManage/pageList, export): every sub-device with its toilet, its latest reading and
//   whether its gateway is online; row action 历史曲线 (getHistoryData) draws its readings.
// - toiletStats (equipmentManage/statsInfoPageList, statsInfoExport): per toilet over a date range,
//   visitors, ammonia, water and electricity, and the figures the operations side adds (alarms, comments).
// - waterElectric (waterElectric/pageList): per toilet and day, water and electricity used.
import { date, datetime, defineReport, enumOf, number, reference, text } from '../../../kit/resource';
import { call } from './paths';

export const sensor = defineReport({
  id: 'sensor',
  title: 'gcgl.sensor',
  api: { list: call('sensorManage', 'pageList'), export: call('sensorManage', 'export') },
  fields: {
    subCode: text({ filter: true, sortable: true }),
    subName: text({ filter: true }),
    toiletId: reference({ resource: 'toilet', display: 'toiletName', filter: 'eq', column: false }),
    toiletName: text({ sortable: true }),
    deviceCode: text({ filter: true }),
    subType: enumOf({ source: 'subType', filter: 'eq' }),
    place: enumOf({ source: 'place' }),
    value: number({ precision: 2 }),
    unit: text({}),
    readAt: datetime({ sortable: true }),
    state: enumOf({ source: 'onlineState', filter: 'eq' }),
  },
  defaultSort: { field: 'subCode', order: 'asc' },
  actions: {
    history: { api: call('sensorManage', 'getHistoryData'), label: 'gcgl.sensor.history', scope: 'row', reads: true, show: 'chart' },
    // The toilets as choices: the toilet's name and code (its id is no column).
    choices: { api: call('common', 'getEqpList'), label: 'gcgl.sensor.choices', scope: 'toolbar', reads: true, show: 'table', answer: { label: text(), code: text() } },
  },
});

export const toiletStats = defineReport({
  id: 'toiletStats',
  title: 'gcgl.toiletStats',
  api: { list: call('equipmentManage', 'statsInfoPageList'), export: call('equipmentManage', 'statsInfoExport') },
  fields: {
    statDate: date({ filter: 'range', column: false }),
    toiletId: reference({ resource: 'toilet', display: 'toiletName', filter: 'eq', column: false }),
    regionId: reference({ resource: 'region', display: 'regionName', filter: 'eq', column: false }),
    toiletCode: text({ sortable: true }),
    toiletName: text({}),
    regionName: text({}),
    days: number({ integer: true }),
    visitors: number({ integer: true, sortable: true }),
    nh3Avg: number({ precision: 2, unit: 'gcgl.unit.ppm' }),
    nh3Max: number({ precision: 2, unit: 'gcgl.unit.ppm', sortable: true }),
    waterM3: number({ precision: 3, unit: 'gcgl.unit.m3', sortable: true }),
    electricKwh: number({ precision: 2, unit: 'gcgl.unit.kwh', sortable: true }),
    alarmCount: number({ integer: true, sortable: true }),
    commentAvg: number({ precision: 1 }),
  },
  defaultSort: { field: 'toiletCode', order: 'asc' },
});

export const waterElectric = defineReport({
  id: 'waterElectric',
  title: 'gcgl.waterElectric',
  api: { list: call('waterElectric', 'pageList') },
  fields: {
    day: date({ filter: 'range', sortable: true }),
    toiletId: reference({ resource: 'toilet', display: 'toiletName', filter: 'eq', column: false }),
    toiletCode: text({ sortable: true }),
    toiletName: text({}),
    waterM3: number({ precision: 3, unit: 'gcgl.unit.m3', sortable: true }),
    electricKwh: number({ precision: 2, unit: 'gcgl.unit.kwh', sortable: true }),
    visitors: number({ integer: true }),
  },
  defaultSort: { field: 'day', order: 'desc' },
});
