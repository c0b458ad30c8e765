// Insurers the fleet buys policies from.
import { defineResource, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const insuranceCompany = defineResource({
  id: 'insuranceCompany',
  title: 'clgl.insuranceCompany',
  api: v2Api('insuranceCompany'),
  fields: {
    companyName: text({ required: true, max: 40, filter: true, sortable: true }),
    contact: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$' }),
    address: text({ max: 100 }),
  },
  unique: ['companyName'],
  display: 'companyName',
  defaultSort: { field: 'companyName', order: 'asc' },
  actions: { all: { api: v2('insuranceCompany', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
