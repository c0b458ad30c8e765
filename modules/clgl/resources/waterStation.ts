// Water points where sprinklers and washers fill up.
import { defineResource, money, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const waterStation = defineResource({
  id: 'waterStation',
  title: 'clgl.waterStation',
  api: v2Api('waterStation'),
  fields: {
    stationName: text({ required: true, max: 40, filter: true, sortable: true }),
    address: text({ required: true, max: 100 }),
    unitPrice: money({ required: true, max: 50, label: 'clgl.waterStation.unitPrice' }),
    contact: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$' }),
  },
  unique: ['stationName'],
  display: 'stationName',
  actions: { all: { api: v2('waterStation', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
