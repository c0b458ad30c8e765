// The limits behind the storehouse warnings: a minimum and a maximum per storehouse × material. No
// calls of its own: storehouseWarning/update writes them, storehouseWarning/getList reads them.
import { defineResource, number, reference } from '../../../kit/resource';

export const warningRule = defineResource({
  id: 'warningRule',
  title: 'kcgl.storehouseWarning',
  api: {},
  readOnly: true,
  fields: {
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', required: true, filter: 'eq' }),
    materialId: reference({ resource: 'material', display: 'materialName', required: true, filter: 'eq' }),
    minQuantity: number({ min: 0, max: 1e9, precision: 4 }),
    maxQuantity: number({ min: 0, max: 1e9, precision: 4 }),
  },
  unique: ['storehouseId', 'materialId'],
});
