// 出车前检查: a vehicle's pre-trip check of one day — lights, brakes, fire extinguisher, body equipment,
// each 正常 / 异常; the result (合格 / 不合格) is computed (rules/preTrip.ts). One check per vehicle per
// day. The vehicles are 车辆管理's cars (clgl.car); the driver is of the crew.
import { date, datetime, defineResource, enumOf, image, reference, text } from '../../../kit/resource';
import { ITEM_STATES, opts, TRIP_RESULTS } from './options';
import { safety } from './paths';

const item = () => enumOf({ options: opts('itemState', ITEM_STATES), required: true, filter: true });

export const preTripCheck = defineResource({
  id: 'preTripCheck',
  title: 'aqsc.preTripCheck',
  api: { list: safety('preTripCheck', 'pageList'), create: safety('preTripCheck', 'save'), update: safety('preTripCheck', 'update'), remove: safety('preTripCheck', 'delete'), export: safety('preTripCheck', 'export') },
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    checkDate: date({ required: true, filter: 'range', sortable: true }),
    driverId: reference({ resource: 'person', display: 'name', required: true, filter: true }),
    lights: item(),
    brakes: item(),
    extinguisher: item(),
    bodyEquipment: item(),
    result: enumOf({ options: opts('tripResult', TRIP_RESULTS), form: false, filter: true, help: 'aqsc.preTripCheck.resultHelp' }),
    checkedAt: datetime({ required: true }),
    faults: text({ max: 200 }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024 }),
  },
  unique: ['carId', 'checkDate'],
  defaultSort: { field: 'checkDate', order: 'desc' },
});
