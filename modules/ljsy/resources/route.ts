// 运输线路 (ljqyDataKanBan/routeList; its waypoints: routePoints): a planned route of a vehicle.
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { districtOptions, garbageOptions } from './options';

export const route = defineResource({
  id: 'route',
  title: 'ljsy.route',
  api: { list: '/cloud/ljsy/ljqyDataKanBan/routeList' },
  readOnly: true,
  fields: {
    routeName: text({ required: true, max: 40, filter: true, sortable: true }),
    carId: reference({ resource: 'car', display: 'carCode', filter: true }),
    district: enumOf({ options: districtOptions, filter: true }),
    garbageType: enumOf({ options: garbageOptions, filter: true }),
    lengthKm: number({ min: 0, max: 500, precision: 1, unit: 'ljsy.unit.km' }),
    /** Waypoints as JSON text: [{ name, lng, lat }] (routePoints answers them). */
    points: text({ max: 4000, column: false, form: false, detail: false, export: false }),
  },
  unique: ['routeName'],
  display: 'routeName',
});
