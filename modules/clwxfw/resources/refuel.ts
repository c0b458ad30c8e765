// Oil refuelling (CarOilRefuel, 加油记录): one refuel of a car of 车辆管理 at a station of 车辆管理
// (clgl.refuelStation, referred to): oil, litres, unit price, the amount (litres × price, by the
// server), pay way and fuel card. With the white-record check open (tenantParm.ts), a car without a
// white record in force on the day is refused (server/refuel.ts). The stations' prices
// (OilRefuel/loadOilStationParam) are a list of their own.
import { date, datetime, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { RECHARGE_ANSWER, STATION_ANSWER } from './answers';
import { CAR, raw } from './paths';

const STATION = { resource: 'clgl.refuelStation', display: 'stationName' } as const;

export const oilRefuel = defineResource({
  id: 'oilRefuel',
  title: 'clwxfw.oilRefuel',
  api: { list: raw('/cloud/clwxfw/CarOilRefuel/query'), upsert: raw('/cloud/clwxfw/CarOilRefuel/update'), remove: '/cloud/clwxfw/CarOilRefuel/delete', export: '/cloud/clwxfw/CarOilRefuel/export' },
  fields: {
    carId: reference({ ...CAR, required: true, filter: 'eq', column: { fixed: 'left', width: 130 } }),
    refuelTime: datetime({ required: true, default: 'now', filter: 'range', sortable: true }),
    stationId: reference({ ...STATION, required: true, filter: 'eq' }),
    oilType: enumOf({ source: 'oilType', required: true, filter: true }),
    liters: number({ required: true, min: 0.01, max: 1000, precision: 2, unit: 'clwxfw.unit.liter', sortable: true }),
    unitPrice: money({ required: true, min: 0.01, max: 100, unit: 'kit.unit.yuan' }),
    amount: money({ form: false, import: false, unit: 'kit.unit.yuan', sortable: true }),
    payWay: enumOf({ source: 'payWay', required: true, filter: true, default: 'card' }),
    oilCardNo: text({ max: 19, pattern: '^\\d{16,19}$', patternMessage: 'clwxfw.oilCardRule', filter: true }),
    mileage: number({ integer: true, min: 0, max: 2_000_000, unit: 'kit.unit.km' }),
    driver: text({ max: 20, filter: true }),
    remark: text({ max: 100, column: false }),
  },
  defaultSort: { field: 'refuelTime', order: 'desc' },
  actions: {
    stations: { api: '/cloud/clwxfw/OilRefuel/loadRefuelStation', label: 'clwxfw.oilRefuel.stations', scope: 'toolbar', show: 'table', answer: STATION_ANSWER, reads: true },
    recharges: { api: '/cloud/clwxfw/oilCardRecharge/queryByOilCode', label: 'clwxfw.oilRefuel.recharges', scope: 'row', show: 'table', answer: RECHARGE_ANSWER, reads: true },
  },
});

/** A station's price of an oil from a date (OilRefuel/loadOilStationParam). */
export const stationParam = defineResource({
  id: 'stationParam',
  title: 'clwxfw.stationParam',
  api: { list: '/cloud/clwxfw/OilRefuel/loadOilStationParam' },
  readOnly: true,
  fields: {
    stationId: reference({ ...STATION, required: true, filter: 'eq' }),
    oilType: enumOf({ source: 'oilType', required: true, filter: true }),
    unitPrice: money({ required: true, min: 0.01, max: 100, unit: 'kit.unit.yuan' }),
    effectiveDate: date({ required: true, sortable: true }),
  },
  unique: ['stationId', 'oilType', 'effectiveDate'],
  defaultSort: { field: 'effectiveDate', order: 'desc' },
});
