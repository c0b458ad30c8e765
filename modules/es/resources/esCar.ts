// Emergency vehicles (应急车辆): 垃圾收运's collection vehicles on the emergency roster (same plates)
// and the dedicated sprinklers and rescue trucks, each at its parking point.
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { carStatusOptions, carTypeOptions, districtOptions } from './options';
import { readApi, treeAction } from './paths';

export const esCar = defineResource({
  id: 'esCar',
  title: 'es.car',
  api: readApi('esCar'),
  readOnly: true,
  fields: {
    carCode: text({ required: true, max: 16, filter: true, sortable: true }),
    carType: enumOf({ options: carTypeOptions, required: true, filter: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    parkingId: reference({ resource: 'esCarPosition', display: 'positionName', filter: true }),
    driverName: text({ max: 20, filter: true }),
    phone: text({ max: 20 }),
    loadT: number({ min: 0, max: 60, precision: 1, unit: 'kit.unit.t' }),
    status: enumOf({ options: carStatusOptions, required: true, filter: true }),
  },
  unique: ['carCode'],
  display: 'carCode',
  defaultSort: { field: 'carCode', order: 'asc' },
  actions: { tree: treeAction('esCar') },
});
