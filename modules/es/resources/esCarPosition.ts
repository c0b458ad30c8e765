// Parking points of the emergency vehicles (应急停车点: operations.md §1 "parking points"): where a
// vehicle waits on standby, each at a place on the map.
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { districtOptions } from './options';
import { readApi, treeAction } from './paths';

export const esCarPosition = defineResource({
  id: 'esCarPosition',
  title: 'es.carPosition',
  api: readApi('esCarPosition'),
  readOnly: true,
  fields: {
    positionName: text({ required: true, max: 40, filter: true, sortable: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false, help: 'es.locationHelp' }),
    spaces: number({ integer: true, min: 0, max: 500, unit: 'es.unit.spaces', sortable: true }),
    contact: text({ max: 20 }),
    phone: text({ max: 20 }),
  },
  unique: ['positionName'],
  display: 'positionName',
  defaultSort: { field: 'positionName', order: 'asc' },
  actions: { tree: treeAction('esCarPosition') },
});
