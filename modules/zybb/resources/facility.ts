// 站点 (stationReport/getFacList): the demo city's plants — transfer stations, the incinerator, the
// landfill and the neighbourhood refuse rooms — as 垃圾收运 names them (kit/geo/demoCity.ts).
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { ljzy } from './paths';

export const facility = defineResource({
  id: 'facility',
  title: 'zybb.facility',
  api: { list: ljzy('stationReport/getFacList') },
  readOnly: true,
  fields: {
    facName: text({ required: true, max: 40, filter: true }),
    facType: enumOf({ source: 'facType', required: true, filter: true }),
    district: text({ max: 20 }),
    capacity: number({ precision: 0, unit: 'zybb.unit.tonnesPerDay', help: 'zybb.facility.capacityHelp' }),
    address: text({ max: 80 }),
  },
  display: 'facName',
  unique: ['facName'],
  defaultSort: { field: 'facName', order: 'asc' },
});
