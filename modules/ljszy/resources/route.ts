// Collection routes and the facilities along them.
import { defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';

export const route = defineResource({
  id: 'route',
  title: 'ljszy.route',
  api: {
    list: 'POST /cloud/ljszy/route/pageList',
    create: '/cloud/ljszy/route/save',
    update: '/cloud/ljszy/route/update',
    remove: '/cloud/ljszy/route/delete',
  },
  fields: {
    routeName: text({ required: true, max: 40, filter: true, sortable: true, column: { fixed: 'left', width: 180 } }),
    routeCode: text({ required: true, max: 20, filter: true, sortable: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    district: enumOf({ source: 'district', filter: true }),
    lengthKm: number({ min: 0, max: 500, precision: 1, unit: 'kit.unit.km', sortable: true }),
    startTime: text({ max: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
    deptId: treeSelect({ tree: 'department' }),
    facilityIds: text({ max: 2000, form: false, column: false, detail: false, import: false }),
  },
  unique: ['routeCode'],
  display: 'routeName',
});
