// The toilets themselves (公厕档案, equipmentManage): code, name, region, level, state, address, keeper,
// opening hours and the map point. `update` creates without an id and updates with one (the spec has
// no save); `getList` is every matching toilet, unpaged. The toilet's devices are its gateways
// (deviceManage), which name a device of the platform's store by code: readings are never copied here.
// Row action 同步位置 (syncPointer) sets the map point from a picked point or the gateway's last
// position; toolbar 公厕概况 (getAnalysisInfo) and 设备树 (loadToiletEquipmentTree).
import { datetime, defineResource, enumOf, geoPoint, reference, text } from '../../../kit/resource';
import { call } from './paths';

export const toilet = defineResource({
  id: 'toilet',
  title: 'gcgl.toilet',
  api: {
    list: call('equipmentManage', 'pageList'),
    upsert: call('equipmentManage', 'update'),
    remove: call('equipmentManage', 'delete'),
    export: call('equipmentManage', 'export'),
    all: call('equipmentManage', 'getList'),
  },
  fields: {
    toiletCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{3,20}$', patternMessage: 'gcgl.toilet.codeRule', filter: true, sortable: true }),
    toiletName: text({ required: true, max: 40, filter: true, sortable: true }),
    regionId: reference({ resource: 'region', display: 'regionName', required: true, filter: 'eq' }),
    level: enumOf({ source: 'toiletLevel', required: true, filter: true }),
    state: enumOf({ source: 'toiletState', required: true, filter: true, default: 'open' }),
    address: text({ max: 100, filter: true }),
    keeper: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'gcgl.toilet.phoneRule' }),
    openHours: text({ max: 20 }),
    location: geoPoint({ column: false }),
    pointSource: enumOf({ source: 'pointSource', form: false }),
    pointAt: datetime({ form: false }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['toiletCode'],
  display: 'toiletName',
  defaultSort: { field: 'toiletCode', order: 'asc' },
  actions: {
    syncPointer: { api: call('equipmentManage', 'syncPointer'), label: 'gcgl.toilet.syncPointer', scope: 'row', prompt: { lng: 'gcgl.toilet.promptLng', lat: 'gcgl.toilet.promptLat' } },
    analysis: { api: call('equipmentManage', 'getAnalysisInfo'), label: 'gcgl.toilet.analysis', scope: 'toolbar', reads: true, show: 'detail' },
    // The tree's nodes name themselves (regions, toilets, gateways, sub-devices; a gateway's state as 在线/离线).
    tree: { api: call('common', 'loadToiletEquipmentTree'), label: 'gcgl.toilet.tree', scope: 'toolbar', reads: true, show: 'table', answer: { title: text(), type: text(), state: text() } },
  },
});
