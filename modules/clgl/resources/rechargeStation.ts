// Charging stations for the electric vehicles of the fleet.
import { defineResource, money, number, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const rechargeStation = defineResource({
  id: 'rechargeStation',
  title: 'clgl.rechargeStation',
  api: v2Api('rechargeStation'),
  fields: {
    stationName: text({ required: true, max: 40, filter: true, sortable: true }),
    address: text({ required: true, max: 100, filter: true }),
    piles: number({ required: true, min: 1, max: 500, integer: true, sortable: true }),
    unitPrice: money({ max: 10, label: 'clgl.rechargeStation.unitPrice' }),
    operator: text({ max: 30 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$' }),
  },
  unique: ['stationName'],
  display: 'stationName',
  actions: { all: { api: v2('rechargeStation', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
