// 处置设施 (facility/list): the plants that treat the city's garbage (垃圾收运's, kit/geo/demoCity).
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { districtOptions, facilityTypeOptions, statusOptions } from './options';

export const facility = defineResource({
  id: 'facility',
  title: 'ljcz.facility',
  api: { list: '/cloud/ljcz/facility/list' },
  readOnly: true,
  fields: {
    facilityName: text({ required: true, max: 40, filter: true, sortable: true }),
    facilityType: enumOf({ options: facilityTypeOptions, required: true, filter: true }),
    district: enumOf({ options: districtOptions, filter: true }),
    operator: text({ max: 40 }),
    capacity: number({ min: 0, max: 20000, unit: 'ljcz.unit.tPerDay', sortable: true }),
    status: enumOf({ options: statusOptions, required: true, filter: true }),
    location: geoPoint({ column: false }),
  },
  unique: ['facilityName'],
  display: 'facilityName',
});
