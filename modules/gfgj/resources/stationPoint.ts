// 回收站点: where collectors bring what they collected (and households may drop off), in a district,
// street and estate of the demo city, with its place on the map. stationPoint/pageList,
// saveOrUpdateStationPoint, deleteStationPoint, stationDownload; the station lists of the orders, the
// carting orders and the statistics (getStationList, getStationPointList) list every station.
import { defineResource, enumOf, geoPoint, text, treeSelect } from '../../../kit/resource';
import { gfgj } from '../paths';

export const stationPoint = defineResource({
  id: 'stationPoint',
  title: 'gfgj.stationPoint',
  api: { list: gfgj('stationPoint/pageList'), upsert: gfgj('stationPoint/saveOrUpdateStationPoint'), remove: gfgj('stationPoint/deleteStationPoint'), export: gfgj('stationPoint/stationDownload') },
  generations: {
    orders: { all: gfgj('order/getStationList') },
    carting: { all: gfgj('cartingOrder/getStationList') },
    statistics: { all: gfgj('dataStatistics/getStationPointList') },
  },
  fields: {
    stationName: text({ required: true, max: 30, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    street: text({ max: 20, filter: true }),
    estate: text({ max: 20, filter: true }),
    address: text({ max: 60 }),
    collectorName: text({ max: 20, help: 'gfgj.stationPoint.collectorNameHelp' }),
    phone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'gfgj.mobileRule' }),
    state: enumOf({ source: 'stationState', required: true, default: 'open', filter: true }),
    location: geoPoint({ help: 'gfgj.locationHelp' }),
  },
  unique: ['stationName'],
  display: 'stationName',
  defaultSort: { field: 'stationName', order: 'asc' },
});
