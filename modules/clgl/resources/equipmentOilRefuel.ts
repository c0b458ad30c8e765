// Refuelling of equipment (generators, blowers) at filling stations.
import { datetime, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const equipmentOilRefuel = defineResource({
  id: 'equipmentOilRefuel',
  title: 'clgl.equipmentOilRefuel',
  api: v2Api('equipmentOilRefuel'),
  fields: {
    equipmentId: reference({ resource: 'equipmentManage', display: 'equipmentName', required: true, filter: true, column: { fixed: 'left', width: 150 } }),
    stationId: reference({ resource: 'refuelStation', display: 'stationName', filter: true }),
    refuelTime: datetime({ required: true, filter: true, sortable: true, default: 'now' }),
    oilType: enumOf({ source: 'oilType', required: true, filter: true }),
    liters: number({ required: true, min: 0.01, max: 200, precision: 2, sortable: true }),
    amount: money({ required: true, max: 5000, unit: 'kit.unit.yuan', sortable: true }),
    operator: text({ max: 20 }),
  },
  defaultSort: { field: 'refuelTime', order: 'desc' },
  actions: { all: { api: v2('equipmentOilRefuel', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
