// Personnel health (人员健康): the sorting and collection staff's health checks (read from the clinic's
// returns; the spec has only the list).
import { date, defineResource, enumOf, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const personnelHealth = defineResource({
  id: 'personnelHealth',
  title: 'jlzs.personnelHealth',
  api: { list: jlzs('personnelHealth', 'pageList') },
  readOnly: true,
  fields: {
    staffName: text({ required: true, max: 20, filter: true, sortable: true }),
    post: enumOf({ source: 'post', required: true, filter: true }),
    district: enumOf({ source: 'district', filter: true }),
    street: text({ max: 20 }),
    checkDate: date({ required: true, filter: 'range', sortable: true }),
    result: enumOf({ source: 'healthResult', required: true, filter: true }),
    findings: text({ max: 100 }),
    nextCheckDate: date({ sortable: true }),
  },
  defaultSort: { field: 'checkDate', order: 'desc' },
});
