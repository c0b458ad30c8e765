// Property management companies of the residential estates the points serve.
import { defineResource, enumOf, text } from '../../../kit/resource';

export const propertyCompany = defineResource({
  id: 'propertyCompany',
  title: 'ljszy.propertyCompany',
  api: {
    list: { method: 'POST', path: '/cloud/ljszy/propertyCompany/pageList' },
    create: '/cloud/ljszy/propertyCompany/save',
    update: '/cloud/ljszy/propertyCompany/update',
    export: 'POST /cloud/ljszy/propertyCompany/export',
  },
  fields: {
    companyName: text({ required: true, max: 50, filter: true, sortable: true }),
    creditCode: text({ max: 18, pattern: '^[0-9A-Z]{18}$' }),
    district: enumOf({ source: 'district', filter: true }),
    contact: text({ max: 20 }),
    phone: text({ max: 13, pattern: '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$' }),
    address: text({ max: 80 }),
  },
  unique: ['companyName'],
  display: 'companyName',
});
