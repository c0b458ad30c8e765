// Storehouses (仓库): where stock is kept, one per district depot of the group. A row action lists the
// storehouse's locations (stockCheck/getStorageLocation), as the stock check picks them.
import { defineResource, enumOf, text } from '../../../kit/resource';
import { call, crudApi } from './paths';

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang', 'linping', 'qiantang'] as const;

export const storehouse = defineResource({
  id: 'storehouse',
  title: 'kcgl.storehouse',
  api: crudApi('storehouse'),
  fields: {
    storehouseCode: text({ required: true, max: 16, pattern: '^[A-Z0-9-]{2,16}$', patternMessage: 'kcgl.storehouse.codeRule', filter: true, sortable: true }),
    storehouseName: text({ required: true, max: 30, filter: true, sortable: true }),
    district: enumOf({ options: DISTRICTS.map((d) => ({ value: d, label: `kcgl.district.${d}` })), required: true, filter: true }),
    address: text({ max: 100 }),
    keeper: text({ max: 20, filter: true }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'kcgl.phoneRule' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['storehouseCode'],
  display: 'storehouseName',
  defaultSort: { field: 'storehouseCode', order: 'asc' },
  actions: {
    locations: { api: call('stockCheck', 'getStorageLocation'), label: 'kcgl.storehouse.locations', scope: 'row', show: 'table', reads: true },
  },
});
