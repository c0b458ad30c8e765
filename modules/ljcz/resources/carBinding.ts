// 垃圾车辆绑定 (garbageCarBinding/pageList): which vehicle (垃圾收运's plate) delivers which garbage to
// which plant, with the card its weighbridge reads.
import { date, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { garbageOptions, legOptions } from './options';

export const carBinding = defineResource({
  id: 'carBinding',
  title: 'ljcz.carBinding',
  api: { list: '/cloud/ljcz/garbageCarBinding/pageList' },
  readOnly: true,
  fields: {
    carCode: text({ required: true, max: 16, filter: true, sortable: true }),
    facilityId: reference({ resource: 'facility', display: 'facilityName', required: true, filter: true }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    leg: enumOf({ options: legOptions, required: true, filter: true }),
    company: text({ max: 40, filter: true }),
    cardNo: text({ max: 20 }),
    bindDate: date({ sortable: true }),
  },
  unique: ['carCode'],
  display: 'carCode',
});
