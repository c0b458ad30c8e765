// GPS terminals and position history (asset service, 资产与定位): which device of the store is the GPS
// terminal of a car of 车辆管理 (设备管理: device/queryList, save, update, delete, export), and that
// car's positions read from the store (历史位置: gpsPosition/queryHisPositionList with export and
// exportWithoutAddress; the track and address calls are handlers, server/gps.ts).
import { date, datetime, defineReport, defineResource, number, reference, text, type ReportDef, type ResourceDef } from '../../../kit/resource';
import { asset } from './paths';

export const gpsDevice: ResourceDef = defineResource({
  id: 'gpsDevice',
  title: 'cljk.gpsDevice',
  api: { list: asset('device/queryList'), create: asset('device/save'), update: asset('device/update'), remove: asset('device/delete'), export: asset('device/export') },
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    deviceCode: text({ required: true, max: 32, filter: true, sortable: true }),
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
