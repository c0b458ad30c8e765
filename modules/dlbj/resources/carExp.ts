// 车辆费用 (carExp/query, save, update, delete; carExp/carList: the road-cleaning vehicles with their
// expenses added up, a toolbar action).
import { date, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { rc } from './paths';

export const carExp = defineResource({
  id: 'carExp',
  title: 'dlbj.carExp',
  api: { list: rc('carExp', 'query'), create: rc('carExp', 'save'), update: rc('carExp', 'update'), remove: rc('carExp', 'delete') },
  fields: {
    pointerId: reference({ resource: 'pointer', display: 'plateNo', required: true, filter: true }),
    expType: enumOf({ source: 'expType', required: true, filter: true }),
    amount: money({ required: true, min: 0, max: 1_000_000 }),
    expDate: date({ required: true, filter: 'range', sortable: true }),
    mileage: number({ min: 0, max: 2_000_000, precision: 0, unit: 'dlbj.unit.km' }),
    handler: text({ max: 20 }),
    remark: text({ max: 200 }),
  },
  display: 'expDate',
  defaultSort: { field: 'expDate', order: 'desc' },
  actions: {
    carList: {
      api: rc('carExp', 'carList'),
      label: 'dlbj.carExp.carList',
      scope: 'toolbar',
      reads: true,
      show: 'table',
      answer: { plateNo: text(), vehicleType: enumOf({ source: 'vehicleType' }), count: number({ integer: true }), total: money() },
    },
  },
});
