// Customers (回收客户): the units that hand recyclables over — shops, estates, schools, offices and
// markets along the demo city's streets. customer/list is every matching customer (unpaged).
import { defineResource, enumOf, text } from '../../../kit/resource';
import { R } from './paths';

export const customer = defineResource({
  id: 'customer',
  title: 'recycle.customer',
  api: { list: R('customer', 'pageList'), upsert: R('customer', 'saveOrUpdate'), remove: R('customer', 'delete'), all: R('customer', 'list') },
  fields: {
    customerName: text({ required: true, max: 40, filter: true, sortable: true }),
    customerType: enumOf({ source: 'customerType', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    street: text({ max: 20, filter: true }),
    address: text({ max: 80 }),
    contact: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'recycle.phoneRule' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['customerName'],
  display: 'customerName',
  defaultSort: { field: 'customerName', order: 'asc' },
});
