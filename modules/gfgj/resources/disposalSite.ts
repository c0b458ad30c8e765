// 处置场所: where carting orders take what the stations gathered (sorting centres, recycling plants …).
// disposalSite/pageList, addOrUpdate, delete, export; cartingOrder/getDisposalSiteList and
// dataStatistics/getDisposalSiteList list every site.
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { gfgj } from '../paths';

export const disposalSite = defineResource({
  id: 'disposalSite',
  title: 'gfgj.disposalSite',
  api: { list: gfgj('disposalSite/pageList'), upsert: gfgj('disposalSite/addOrUpdate'), remove: gfgj('disposalSite/delete'), export: gfgj('disposalSite/export') },
  generations: {
    carting: { all: gfgj('cartingOrder/getDisposalSiteList') },
    statistics: { all: gfgj('dataStatistics/getDisposalSiteList') },
  },
  fields: {
    siteName: text({ required: true, max: 30, filter: true, sortable: true }),
    siteKind: enumOf({ source: 'siteKind', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    address: text({ max: 60 }),
    capacity: number({ min: 0, max: 100000, precision: 1, unit: 'gfgj.unit.tPerDay' }),
    contact: text({ max: 20 }),
    phone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'gfgj.mobileRule' }),
    location: geoPoint({ help: 'gfgj.locationHelp' }),
  },
  unique: ['siteName'],
  display: 'siteName',
  defaultSort: { field: 'siteName', order: 'asc' },
});
