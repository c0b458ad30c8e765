// Which vehicle serves which route, from which day.
import { date, defineResource, reference, text } from '../../../kit/resource';

export const carRouteBand = defineResource({
  id: 'carRouteBand',
  title: 'ljszy.carRouteBand',
  api: {
    list: 'POST /cloud/ljszy/carRouteBand/pageList',
    create: '/cloud/ljszy/carRouteBand/save',
    update: '/cloud/ljszy/carRouteBand/update',
    remove: '/cloud/ljszy/carRouteBand/delete',
  },
  fields: {
    carId: reference({ resource: 'carInfo', display: 'carCode', required: true, filter: true }),
    routeId: reference({ resource: 'route', display: 'routeName', required: true, filter: true }),
    bandDate: date({ required: true, sortable: true, default: 'today' }),
    remark: text({ max: 100 }),
  },
  unique: ['carId', 'routeId'],
  formIn: 'modal',
});
