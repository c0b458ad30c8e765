// Emergency points (应急点位): assembly points, temporary drop-off points for an estate whose bins
// cannot be reached, supply points and shelters.
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { districtOptions, positionTypeOptions } from './options';
import { readApi, treeAction } from './paths';

export const esPosition = defineResource({
  id: 'esPosition',
  title: 'es.position',
  api: readApi('esPosition'),
  readOnly: true,
  fields: {
    positionName: text({ required: true, max: 40, filter: true, sortable: true }),
    positionType: enumOf({ options: positionTypeOptions, required: true, filter: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false, help: 'es.locationHelp' }),
    capacity: number({ integer: true, min: 0, max: 100000, unit: 'es.unit.people', sortable: true }),
    contact: text({ max: 20 }),
    phone: text({ max: 20 }),
  },
  unique: ['positionName'],
  display: 'positionName',
  defaultSort: { field: 'positionName', order: 'asc' },
  actions: { tree: treeAction('esPosition') },
});
