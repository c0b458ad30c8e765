// Refuelling of the vehicles (加油记录); the older calls name them refuelManage. A card-paid refuel
// debits the card and is refused when the card is not active or its balance is short.
import { datetime, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { dualGenerations, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const oilRefuel = defineResource({
  id: 'oilRefuel',
  title: 'clgl.oilRefuel',
  api: v2Api('oilRefuel'),
  generations: dualGenerations('oilRefuel'),
  softDelete: RECYCLE,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    refuelTime: datetime({ required: true, filter: true, sortable: true, default: 'now' }),
    stationId: reference({ resource: 'refuelStation', display: 'stationName', filter: true }),
    oilType: enumOf({ source: 'oilType', required: true, filter: true }),
    liters: number({ required: true, min: 0.01, max: 600, precision: 2, sortable: true }),
    unitPrice: money({ required: true, max: 20, unit: 'kit.unit.yuan' }),
    amount: money({ required: true, max: 20000, unit: 'kit.unit.yuan', sortable: true }),
    mileage: number({ min: 0, max: 2000000, integer: true, unit: 'kit.unit.km' }),
    payType: enumOf({ source: 'payType', required: true, filter: true, default: 'card' }),
    cardId: reference({ resource: 'oilCard', display: 'cardNo', filter: true }),
    driverName: text({ max: 20 }),
    ...recycleFields(),
  },
  defaultSort: { field: 'refuelTime', order: 'desc' },
  actions: { all: { api: v2('oilRefuel', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
