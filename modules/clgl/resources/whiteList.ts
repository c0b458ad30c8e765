// Vehicles exempt from platform alarms (over-speed, off-route, idle) for a period; invalidated when
// the exemption ends early.
import { dateRange, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { V2, v2, v2Api } from './paths';

export const whiteList = defineResource({
  id: 'whiteList',
  title: 'clgl.whiteList',
  api: v2Api('whiteList'),
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    reason: text({ required: true, max: 100 }),
    validPeriod: dateRange({ required: true, filter: true }),
    approver: text({ max: 20 }),
    status: enumOf({ source: 'whiteListStatus', form: false, import: false, filter: true, default: 'valid' }),
  },
  display: 'reason',
  actions: {
    all: { api: v2('whiteList', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    invalidate: { api: { method: 'POST', path: `${V2}/whiteList/invalidate`, json: true }, label: 'clgl.whiteList.invalidate', scope: 'row', confirm: 'clgl.whiteList.invalidateConfirm' },
  },
});
