// Vehicle weighing records (车辆称重记录): each load of 垃圾收运's vehicles at a facility's weighbridge.
// The weight is never typed: it is the product's one rule (kit/waste/loadWeight.ts), computed on every
// write — the destination's confirmed net weight, else max(gross − tare, 0), else unknown (left out).
import { boolean, datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { jlzs } from '../paths';

const tonnes = (max: number, extra: Record<string, unknown> = {}) => number({ min: 0, max, precision: 3, unit: 'kit.unit.t', ...extra });

export const carWeighRecord = defineResource({
  id: 'carWeighRecord',
  title: 'jlzs.carWeighRecord',
  api: {
    list: jlzs('carWeighRecord', 'pageList'),
    upsert: `POST ${jlzs('carWeighRecord', 'addUpdate')}`,
    remove: jlzs('carWeighRecord', 'delete'),
  },
  fields: {
    weighNo: text({ required: true, max: 32, filter: true, sortable: true }),
    carId: reference({ resource: 'ljszy.carInfo', display: 'carCode', required: true, filter: true }),
    facilityId: reference({ resource: 'facilityManage', display: 'facilityName', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    leg: enumOf({ source: 'leg', required: true, default: 'collect', filter: true, help: 'jlzs.carWeighRecord.legHelp' }),
    grossWeight: tonnes(80),
    tareWeight: tonnes(40),
    confirmedNet: tonnes(60, { help: 'jlzs.carWeighRecord.confirmedNetHelp' }),
    netWeight: tonnes(80, { form: false, import: false, sortable: true, help: 'jlzs.carWeighRecord.netWeightHelp' }),
    weighed: boolean({ form: false, import: false, filter: true, help: 'jlzs.carWeighRecord.weighedHelp' }),
    weighTime: datetime({ required: true, filter: true, sortable: true, default: 'now' }),
    operator: text({ max: 20 }),
  },
  unique: ['weighNo'],
  display: 'weighNo',
  defaultSort: { field: 'weighTime', order: 'desc' },
  lookup: ['carId', 'facilityId', 'district', 'garbageType', 'leg', 'netWeight', 'weighed', 'weighTime'],
  // 称重月报 reads a year of weighings by month (a city's 3.65 M rows): whole months are kept (monthAggregates.ts).
  monthly: 'weighTime',
  actions: {
    // The weight of the chosen loads by the rule: counted, left out, transfer legs not counted again.
    calculationWeight: {
      api: jlzs('carWeighRecord', 'calculationWeight'),
      label: 'jlzs.weigh.calculate',
      scope: 'selection',
      reads: true,
      show: 'detail',
      answer: {
        records: number({ integer: true }),
        counted: number({ integer: true }),
        leftOut: number({ integer: true }),
        transferLegs: number({ integer: true }),
        tonnes: number({ unit: 'kit.unit.t' }),
        average: number({ unit: 'kit.unit.t' }),
      },
    },
    // The vehicles and the facilities of the last seven days' loads (垃圾收运's vehicles, this ledger's facilities).
    getCars: {
      api: jlzs('carWeighRecord', 'getCars'),
      label: 'jlzs.weigh.cars',
      scope: 'toolbar',
      reads: true,
      show: 'table',
      answer: { carCode: text(), loads: number({ integer: true }), leftOut: number({ integer: true }), tonnes: number({ unit: 'kit.unit.t' }), lastWeighTime: datetime() },
    },
    getFacilitys: {
      api: jlzs('carWeighRecord', 'getFacilitys'),
      label: 'jlzs.weigh.facilities',
      scope: 'toolbar',
      reads: true,
      show: 'table',
      answer: { facilityName: text(), facilityType: enumOf({ source: 'facilityType' }), loads: number({ integer: true }), leftOut: number({ integer: true }), tonnes: number({ unit: 'kit.unit.t' }) },
    },
  },
});
