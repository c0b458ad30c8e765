// Handling facilities (handleFacManage): where the collected garbage goes — transfer stations,
// the incinerator, the landfill, kitchen-waste plants, the recyclables' sorting centre, the
// hazardous-waste store (the same plants as 垃圾收运's facilities).
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { ljfl } from '../paths';

export const handleFac = defineResource({
  id: 'handleFac',
  title: 'ljfl.handleFac',
  api: { list: ljfl('handleFacManage/pageList'), upsert: ljfl('handleFacManage/saveOrUpdate'), remove: ljfl('handleFacManage/deletes') },
  fields: {
    facName: text({ required: true, max: 40, filter: true, sortable: true }),
    facType: enumOf({ source: 'handleFacType', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', filter: true, help: 'ljfl.handleFac.garbageTypeHelp' }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    capacity: number({ min: 0, max: 100000, precision: 1, unit: 'ljfl.measure.tPerDay', sortable: true }),
    address: text({ max: 80 }),
    operator: text({ max: 40 }),
    status: enumOf({ source: 'facStatus', required: true, filter: true, default: 'working' }),
    location: geoPoint({ help: 'ljfl.locationHelp' }),
  },
  unique: ['facName'],
  display: 'facName',
  defaultSort: { field: 'facName', order: 'asc' },
});
