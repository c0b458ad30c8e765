// Fuel suppliers that issue the fuel cards (Sinopec, PetroChina …).
import { defineResource, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const oilSupplier = defineResource({
  id: 'oilSupplier',
  title: 'clgl.oilSupplier',
  api: v2Api('oilSupplier'),
  fields: {
    supplierName: text({ required: true, max: 40, filter: true, sortable: true }),
    contact: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$' }),
    address: text({ max: 100 }),
  },
  unique: ['supplierName'],
  display: 'supplierName',
  actions: { all: { api: v2('oilSupplier', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
