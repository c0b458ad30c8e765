// Daily work of each vehicle: route, trips, mileage and collected weight (from the vehicle terminal).
import { date, defineResource, enumOf, number, reference } from '../../../kit/resource';

export const carWork = defineResource({
  id: 'carWork',
  title: 'ljszy.carWork',
  api: {
    list: 'POST /cloud/ljszy/carWork/pageList',
    export: 'POST /cloud/ljszy/carWork/export',
  },
  fields: {
    workDate: date({ required: true, filter: true, sortable: true }),
    carId: reference({ resource: 'carInfo', display: 'carCode', required: true, filter: true }),
    routeId: reference({ resource: 'route', display: 'routeName', filter: true }),
    trips: number({ min: 0, max: 50, integer: true, sortable: true }),
    mileage: number({ min: 0, max: 1000, precision: 1, unit: 'kit.unit.km', sortable: true }),
    weight: number({ min: 0, max: 500, precision: 2, unit: 'kit.unit.t', sortable: true }),
    workStatus: enumOf({ source: 'workStatus', filter: true }),
  },
  readOnly: true,
  defaultSort: { field: 'workDate', order: 'desc' },
});
