// The devices installed in toilets (deviceManage): a gateway names a device of the platform's store by
// its code (kind toilet; its readings stay in the store), and its sub-devices are the sensors and meters
// wired to it, each reading one metric of the gateway's readings. `update` and `updateDeviceSub`
// create without an id and update with one (the spec has no save).
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { call } from './paths';

export const gateway = defineResource({
  id: 'gateway',
  title: 'gcgl.gateway',
  api: { list: call('deviceManage', 'pageList'), upsert: call('deviceManage', 'update'), remove: call('deviceManage', 'delete') },
  fields: {
    deviceCode: text({ required: true, max: 32, filter: true, sortable: true }),
    deviceName: text({ required: true, max: 40, filter: true }),
    toiletId: reference({ resource: 'toilet', display: 'toiletName', required: true, filter: 'eq' }),
    model: text({ max: 30 }),
    installDate: date({ sortable: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['deviceCode'],
  display: 'deviceCode',
  defaultSort: { field: 'deviceCode', order: 'asc' },
  actions: {
    toilets: { api: call('deviceManage', 'getToiletList'), label: 'gcgl.gateway.toilets', scope: 'toolbar', reads: true, show: 'table' },
  },
});

export const deviceSub = defineResource({
  id: 'deviceSub',
  title: 'gcgl.deviceSub',
  api: { list: call('deviceManage', 'deviceSubPageList'), upsert: call('deviceManage', 'updateDeviceSub'), remove: call('deviceManage', 'deleteDeviceSub') },
  fields: {
    subCode: text({ required: true, max: 40, pattern: '^[A-Za-z0-9-]{2,40}$', patternMessage: 'gcgl.deviceSub.codeRule', filter: true, sortable: true }),
    subName: text({ required: true, max: 40, filter: true }),
    gatewayId: reference({ resource: 'gateway', display: 'deviceCode', required: true, filter: 'eq' }),
    subType: enumOf({ source: 'subType', required: true, filter: true }),
    metric: enumOf({ source: 'metric', required: true }),
    place: enumOf({ source: 'place', filter: true }),
    capacity: number({ min: 1, max: 1_000_000, integer: true, unit: 'gcgl.unit.litre' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['subCode'],
  display: 'subName',
  defaultSort: { field: 'subCode', order: 'asc' },
});
