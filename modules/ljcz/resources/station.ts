// 转运站信息 (stationInfo/pageList): the stations whose transfer legs bring garbage to the plants.
import { defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { districtOptions, stationTypeOptions, statusOptions } from './options';

export const station = defineResource({
  id: 'station',
  title: 'ljcz.station',
  api: { list: '/cloud/ljcz/stationInfo/pageList' },
  readOnly: true,
  fields: {
    stationName: text({ required: true, max: 40, filter: true, sortable: true }),
    stationType: enumOf({ options: stationTypeOptions, required: true, filter: true }),
    district: enumOf({ options: districtOptions, filter: true }),
    capacity: number({ min: 0, max: 5000, unit: 'ljcz.unit.tPerDay', sortable: true }),
    facilityId: reference({ resource: 'facility', display: 'facilityName', filter: true }),
    status: enumOf({ options: statusOptions, required: true, filter: true }),
    location: geoPoint({ column: false }),
  },
  unique: ['stationName'],
  display: 'stationName',
});
