// Sites (回收站点): recycling stations (回收站) and sorting centres (分拣中心), placed on the offline map.
// site/list is every matching site (unpaged).
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { R } from './paths';

export const site = defineResource({
  id: 'site',
  title: 'recycle.site',
  api: { list: R('site', 'pageList'), upsert: R('site', 'saveOrUpdate'), remove: R('site', 'delete'), all: R('site', 'list') },
  fields: {
    siteName: text({ required: true, max: 40, filter: true, sortable: true }),
    siteType: enumOf({ source: 'siteType', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ required: true, column: false }),
    capacity: number({ min: 0, max: 1_000_000, precision: 0, unit: 'kit.unit.kg', help: 'recycle.site.capacityHelp' }),
    manager: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'recycle.phoneRule' }),
  },
  unique: ['siteName'],
  display: 'siteName',
  defaultSort: { field: 'siteName', order: 'asc' },
});
