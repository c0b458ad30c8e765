// Filling stations where the fleet refuels.
import { defineResource, enumOf, reference, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const refuelStation = defineResource({
  id: 'refuelStation',
  title: 'clgl.refuelStation',
  api: v2Api('refuelStation'),
  fields: {
    stationName: text({ required: true, max: 40, filter: true, sortable: true }),
    supplierId: reference({ resource: 'oilSupplier', display: 'supplierName', required: true, filter: true }),
    address: text({ required: true, max: 100 }),
    oilTypes: enumOf({ source: 'oilType', multiple: true, filter: true }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$' }),
  },
  unique: ['stationName'],
  display: 'stationName',
  actions: { all: { api: v2('refuelStation', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
