// Pre-trip vehicle checks recorded by drivers in the app (machine records: read only here).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { classic } from './paths';

export const checkRecord = defineResource({
  id: 'checkRecord',
  title: 'clgl.checkRecord',
  api: { list: classic('checkRecord', 'pageList') },
  readOnly: true,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    checkTime: datetime({ required: true, filter: true, sortable: true }),
    checker: text({ required: true, max: 20, filter: true }),
    result: enumOf({ source: 'checkResult', required: true, filter: true }),
    abnormalItems: text({ max: 200 }),
    mileage: number({ min: 0, max: 2000000, integer: true, unit: 'kit.unit.km' }),
  },
  defaultSort: { field: 'checkTime', order: 'desc' },
});
