// GPS terminals and position history (asset service, 资产与定位): which device of the store is the GPS
// terminal of a car of 车辆管理 (设备管理: device/queryList, save, update, delete, export), and that
// car's positions read from the store (历史位置: gpsPosition/queryHisPositionList with export and
// exportWithoutAddress; the track and address calls are handlers, server/gps.ts).
import { date, datetime, defineReport, defineResource, enumOf, number, reference, text, type ReportDef, type ResourceDef } from '../../../kit/resource';
import { asset } from './paths';

export const gpsDevice: ResourceDef = defineResource({
  id: 'gpsDevice',
  title: 'cljk.gpsDevice',
  api: { list: asset('device/queryList'), create: asset('device/save'), update: asset('device/update'), remove: asset('device/delete'), export: asset('device/export') },
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    // One of the device store's vehicle devices (a choice, checked on every write).
    deviceCode: enumOf({ devices: ['vehicle'], required: true, filter: true, sortable: true }),
    simNo: text({ max: 13, pattern: '^\\d{11,13}$', patternMessage: 'cljk.gpsDevice.simNoRule' }),
    installDate: date({ sortable: true }),
    remark: text({ max: 200 }),
  },
  unique: ['carId'],
  display: 'deviceCode',
  defaultSort: { field: 'deviceCode', order: 'asc' },
});

export const gpsHistory: ReportDef = defineReport({
  id: 'gpsHistory',
  title: 'cljk.gpsHistory',
  api: { list: asset('gpsPosition/queryHisPositionList'), export: asset('gpsPosition/export') },
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', filter: 'eq', column: false }),
    plateNo: text({ column: { width: 130 } }),
    time: datetime({ filter: 'range', sortable: true }),
    lng: number({ precision: 6 }),
    lat: number({ precision: 6 }),
    speed: number({ precision: 1, unit: 'cljk.unit.kmh' }),
    address: text({}),
  },
  defaultSort: { field: 'time', order: 'asc' },
  actions: {
    exportWithoutAddress: { api: asset('gpsPosition/exportWithoutAddress'), label: 'cljk.gpsHistory.exportWithoutAddress', scope: 'toolbar', download: true, reads: true },
  },
});

/** 车辆日报: per car with a GPS terminal and day, what its positions say (server/gpsReports.ts). */
export const dailyReport: ReportDef = defineReport({
  id: 'dailyReport',
  title: 'cljk.dailyReport',
  api: { list: { path: asset('dailyReport/pageList') as string, method: 'POST' }, export: asset('dailyReport/download') },
  fields: {
    plateNo: text({ filter: true, sortable: true, column: { width: 130 } }),
    deviceCode: text({ filter: true }),
    day: date({ filter: 'range', sortable: true }),
    mileageKm: number({ precision: 2, unit: 'kit.unit.km', sortable: true }),
    runningMinutes: number({ integer: true, unit: 'cljk.unit.minute', sortable: true }),
    maxSpeed: number({ precision: 1, unit: 'cljk.unit.kmh', sortable: true }),
    firstTime: datetime({}),
    lastTime: datetime({}),
    positions: number({ integer: true }),
  },
  defaultSort: { field: 'day', order: 'desc' },
  actions: { updateOneCar: { api: asset('dailyReport/updateOneCar'), label: 'cljk.dailyReport.updateOneCar', scope: 'row', reads: true, show: 'detail' } },
});

/** 在线报表: per car with a GPS terminal, how much of the range it was online (server/gpsReports.ts). */
export const onlineReport: ReportDef = defineReport({
  id: 'onlineReport',
  title: 'cljk.onlineReport',
  api: { list: { path: asset('onLineReport/pageListAvg') as string, method: 'POST' }, export: asset('onLineReport/downloadAvg') },
  fields: {
    plateNo: text({ filter: true, sortable: true, column: { width: 130 } }),
    deviceCode: text({ filter: true }),
    from: datetime({ filter: 'range' }),
    to: datetime({}),
    onlineRate: number({ precision: 1, unit: 'cljk.unit.percent', sortable: true }),
    offlineTimes: number({ integer: true, sortable: true }),
    offlineMinutes: number({ integer: true, unit: 'cljk.unit.minute', sortable: true }),
  },
  defaultSort: { field: 'onlineRate', order: 'asc' },
});
