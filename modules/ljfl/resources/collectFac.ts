// Collection facilities (collectFacManage): where residents put their sorted garbage — timed and fixed
// points, sorting kiosks, smart recycling bins, collection rooms — each of a unit. Row: the facility's
// card with its recent loads (item/getItemInfo).
import { defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { ljfl } from '../paths';

export const collectFac = defineResource({
  id: 'collectFac',
  title: 'ljfl.collectFac',
  api: { list: ljfl('collectFacManage/pageList'), upsert: ljfl('collectFacManage/saveOrUpdate'), remove: ljfl('collectFacManage/deletes'), export: ljfl('collectFacManage/export') },
  fields: {
    facName: text({ required: true, max: 40, filter: true, sortable: true }),
    facCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{3,20}$', patternMessage: 'ljfl.codeRule', filter: true, sortable: true }),
    facType: enumOf({ source: 'collectFacType', required: true, filter: true }),
    unitId: reference({ resource: 'unit', display: 'unitName', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    address: text({ max: 80 }),
    binCount: number({ integer: true, min: 0, max: 200 }),
    openHours: text({ max: 30 }),
    status: enumOf({ source: 'facStatus', required: true, filter: true, default: 'working' }),
    location: geoPoint({ help: 'ljfl.locationHelp' }),
  },
  unique: ['facCode'],
  display: 'facName',
  defaultSort: { field: 'facCode', order: 'asc' },
  actions: {
    info: {
      api: ljfl('item/getItemInfo'), label: 'ljfl.collectFac.info', scope: 'row', show: 'detail', reads: true,
      answer: { name: text(), itemType: text(), unitName: text(), loads: number(), tonnes: number({ unit: 'kit.unit.t' }), leftOut: number(), lastCollect: text() },
    },
  },
});
