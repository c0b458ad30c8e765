// A car's tank configuration (fuel: 油耗配置, water: 水量配置): which car of 车辆管理 (by reference,
// never a copy), the store device that reads its tank (blank: the vehicle device whose name starts
// with the car's plate), the tank's capacity and the thresholds its readings are judged by
// (server/levels.ts): a fall of at least dropLitres within dropMinutes is a sudden drop, a rise of at
// least refillLitres a refill. One configuration per car.
import { defineResource, enumOf, number, reference, text, type ResourceDef } from '../../../kit/resource';
import { oil, water } from './paths';

/** The fields of a tank configuration, with the defaults and bounds of its kind of tank. */
function tankFields(o: { maxTank: number; drop: number; refill: number }) {
  return {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    deviceCode: enumOf({ devices: ['vehicle'], filter: true, help: 'cljk.deviceCodeHelp' }),
    tankCapacity: number({ required: true, min: 1, max: o.maxTank, precision: 1, unit: 'cljk.unit.litre', sortable: true }),
    dropLitres: number({ required: true, min: 1, max: o.maxTank, precision: 1, default: o.drop, unit: 'cljk.unit.litre' }),
    dropMinutes: number({ required: true, integer: true, min: 1, max: 120, default: 10, unit: 'cljk.unit.minute' }),
    refillLitres: number({ required: true, min: 1, max: o.maxTank, precision: 1, default: o.refill, unit: 'cljk.unit.litre' }),
    remark: text({ max: 200 }),
  };
}

export const oilConfig: ResourceDef = defineResource({
  id: 'oilConfig',
  title: 'cljk.oilConfig',
  api: { list: oil('config/getOilConfigList'), create: oil('config/saveOilConfig'), update: oil('config/updateOilConfig'), remove: oil('config/deleteOilConfig') },
  fields: tankFields({ maxTank: 2000, drop: 10, refill: 5 }),
  unique: ['carId'],
  display: 'carId',
});

export const waterConfig: ResourceDef = defineResource({
  id: 'waterConfig',
  title: 'cljk.waterConfig',
  api: { list: water('config/list'), create: water('config/save'), update: water('config/update'), remove: water('config/delete') },
  fields: tankFields({ maxTank: 30000, drop: 500, refill: 300 }),
  unique: ['carId'],
  display: 'carId',
});
