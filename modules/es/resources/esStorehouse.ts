// Emergency supply storehouses (应急仓库): where the bags, shovels, pumps and disinfectant are kept.
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { districtOptions, storehouseStatusOptions } from './options';
import { readApi, treeAction } from './paths';

export const esStorehouse = defineResource({
  id: 'esStorehouse',
  title: 'es.storehouse',
  api: readApi('esStorehouse'),
  readOnly: true,
  fields: {
    storehouseName: text({ required: true, max: 40, filter: true, sortable: true }),
    storehouseCode: text({ required: true, max: 20, filter: true, sortable: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false, help: 'es.locationHelp' }),
    manager: text({ max: 20, filter: true }),
    phone: text({ max: 20 }),
    area: number({ min: 0, max: 100000, unit: 'es.unit.m2', sortable: true }),
    supplies: text({ max: 200 }),
    status: enumOf({ options: storehouseStatusOptions, required: true, filter: true }),
  },
  unique: ['storehouseCode'],
  display: 'storehouseName',
  defaultSort: { field: 'storehouseCode', order: 'asc' },
  actions: { tree: treeAction('esStorehouse') },
});
