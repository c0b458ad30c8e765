// Repair shops the fleet works with (qualification class, contract).
import { boolean, defineResource, enumOf, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const serviceFactory = defineResource({
  id: 'serviceFactory',
  title: 'clgl.serviceFactory',
  api: v2Api('serviceFactory'),
  fields: {
    factoryName: text({ required: true, max: 40, filter: true, sortable: true }),
    level: enumOf({ source: 'factoryLevel', required: true, filter: true }),
    contact: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$' }),
    address: text({ max: 100 }),
    contracted: boolean({ default: true, filter: true }),
  },
  unique: ['factoryName'],
  display: 'factoryName',
  actions: { all: { api: v2('serviceFactory', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
