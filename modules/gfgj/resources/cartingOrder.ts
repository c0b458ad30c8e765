// 清运单: a load carted from a station to a disposal site — vehicle, driver, weight, when it left and
// arrived, and the site's signing-in. cartingOrder/pageList, update, export; historyPosition and
// newHistoryPosition give the vehicle's positions on the way (rules/track.ts).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { gfgj } from '../paths';

export const cartingOrder = defineResource({
  id: 'cartingOrder',
  title: 'gfgj.cartingOrder',
  api: { list: gfgj('cartingOrder/pageList'), update: gfgj('cartingOrder/update'), export: gfgj('cartingOrder/export') },
  fields: {
    cartingNo: text({ required: true, max: 24, form: false, filter: true, sortable: true }),
    stationId: reference({ resource: 'stationPoint', display: 'stationName', required: true, filter: true }),
    siteId: reference({ resource: 'disposalSite', display: 'siteName', required: true, filter: true }),
    garbageClassId: reference({ resource: 'garbageClass', display: 'className', required: true, filter: true }),
    carCode: text({ required: true, max: 12, filter: true }),
    driverName: text({ max: 20 }),
    weight: number({ min: 0, max: 50000, precision: 1, unit: 'gfgj.unit.kg', help: 'gfgj.cartingOrder.weightHelp' }),
    departAt: datetime({ required: true, filter: 'range', sortable: true }),
    arriveAt: datetime({ sortable: true }),
    state: enumOf({ source: 'cartingState', required: true, filter: true }),
    signedBy: text({ max: 20, help: 'gfgj.cartingOrder.signedByHelp' }),
  },
  unique: ['cartingNo'],
  display: 'cartingNo',
  defaultSort: { field: 'departAt', order: 'desc' },
  actions: {
    track: { api: gfgj('cartingOrder/newHistoryPosition'), label: 'gfgj.track', scope: 'row', reads: true },
    positions: {
      api: gfgj('cartingOrder/historyPosition'), label: 'gfgj.positions', scope: 'row', show: 'table', reads: true,
      answer: { time: text(), lng: number({ precision: 6 }), lat: number({ precision: 6 }), speed: number({ precision: 1, unit: 'gfgj.unit.kmh' }) },
    },
  },
});
