// Equipment of the fleet: mounted on a vehicle or standalone (generators, blowers, pressure washers).
import { date, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const equipmentManage = defineResource({
  id: 'equipmentManage',
  title: 'clgl.equipmentManage',
  api: v2Api('equipmentManage'),
  fields: {
    equipmentNo: text({ required: true, max: 20, filter: true, sortable: true, column: { fixed: 'left', width: 140 } }),
    equipmentName: text({ required: true, max: 30, filter: true }),
    typeId: reference({ resource: 'equipmentType', display: 'typeName', required: true, filter: true }),
    carId: reference({ resource: 'car', display: 'plateNo', filter: true }),
    brand: text({ max: 30 }),
    model: text({ max: 30 }),
    purchaseDate: date({ sortable: true }),
    status: enumOf({ source: 'equipmentStatus', required: true, filter: true, default: 'inUse' }),
  },
  unique: ['equipmentNo'],
  display: 'equipmentName',
  actions: { all: { api: v2('equipmentManage', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
