// Suppliers (供应商) of materials; a stock-in order names the one it bought from.
import { defineResource, text } from '../../../kit/resource';
import { crudApi } from './paths';

export const supplier = defineResource({
  id: 'supplier',
  title: 'kcgl.supplier',
  api: crudApi('supplier'),
  fields: {
    supplierName: text({ required: true, max: 50, filter: true, sortable: true }),
    creditCode: text({ max: 18, pattern: '^[0-9A-HJ-NPQRTUWXY]{18}$', patternMessage: 'kcgl.supplier.creditCodeRule' }),
    contact: text({ max: 20, filter: true }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'kcgl.phoneRule' }),
    address: text({ max: 100 }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['supplierName'],
  display: 'supplierName',
});
