// Collection, transport and disposal companies working in the area.
import { defineResource, enumOf, text } from '../../../kit/resource';

export const company = defineResource({
  id: 'company',
  title: 'ljszy.company',
  api: {
    list: 'GET /cloud/ljszy/company/pageList',
    create: '/cloud/ljszy/company/save',
    update: '/cloud/ljszy/company/update',
    export: 'POST /cloud/ljszy/company/export',
  },
  fields: {
    companyName: text({ required: true, max: 50, filter: true, sortable: true }),
    companyType: enumOf({ source: 'companyType', required: true, filter: true }),
    licenseNo: text({ max: 30 }),
    contact: text({ max: 20 }),
    phone: text({ max: 13, pattern: '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$' }),
    address: text({ max: 80 }),
  },
  unique: ['companyName'],
  display: 'companyName',
});
