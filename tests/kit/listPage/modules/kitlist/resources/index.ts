// A test module (tests/kit/views.server.test.ts, tests/kit/listPage.browser.test.ts) for what no
// module of the suite has yet in this form: devices of two kinds × online/offline as views with calls
// of their own (the spec's device offline monitoring: cargps/pageList, cargps/offlinePageList, …),
// a view without calls (narrowing the resource's list), two enum loaders, options from another
// resource (vendors) and a cascading choice (the cities of the chosen province).
import { boolean, defineModuleResources, defineResource, defineView, enumOf, number, reference, text, date } from '../../../../../../kit/resource';
import { kitlistMessages } from '../messages';

export const province = defineResource({
  id: 'province',
  title: 'kitlist.province',
  api: { list: '/cloud/kitlist/province/pageList', create: '/cloud/kitlist/province/save', remove: '/cloud/kitlist/province/delete' },
  fields: { provinceName: text({ required: true, max: 20, filter: true, sortable: true }) },
  defaultSort: { field: 'provinceName', order: 'asc' },
});

export const city = defineResource({
  id: 'city',
  title: 'kitlist.city',
  api: { list: '/cloud/kitlist/city/pageList', create: '/cloud/kitlist/city/save', remove: '/cloud/kitlist/city/delete' },
  fields: {
    cityName: text({ required: true, max: 20, filter: true, sortable: true }),
    provinceId: reference({ resource: 'province', display: 'provinceName', required: true, filter: true }),
  },
  defaultSort: { field: 'cityName', order: 'asc' },
});

export const vendor = defineResource({
  id: 'vendor',
  title: 'kitlist.vendor',
  api: { list: '/cloud/kitlist/vendor/pageList', create: '/cloud/kitlist/vendor/save' },
  fields: { vendorCode: text({ required: true, max: 8, filter: true }), vendorName: text({ required: true, max: 20 }) },
  unique: ['vendorCode'],
});

const V1 = '/cloud/kitlist';
export const device = defineResource({
  id: 'device',
  title: 'kitlist.device',
  api: { list: `${V1}/device/pageList`, create: `${V1}/device/save`, update: `${V1}/device/update`, remove: `${V1}/device/delete`, export: `${V1}/device/export` },
  fields: {
    deviceCode: text({ required: true, max: 16, filter: true, sortable: true }),
    kind: enumOf({ source: 'deviceKind', required: true, filter: true }),
    online: boolean({ filter: true, default: true }),
    status: enumOf({ source: 'deviceStatus', filter: true, default: 'normal' }),
    provinceId: reference({ resource: 'province', display: 'provinceName', filter: true }),
    cityId: reference({ resource: 'city', display: 'cityName', filter: true, dependsOn: 'provinceId' }),
    vendor: enumOf({ from: { resource: 'vendor', value: 'vendorCode', label: 'vendorName' }, filter: true }),
    // The last reading's battery level: unknown (null) for a device that never reported one.
    battery: number({ min: 0, max: 100, unit: 'kitlist.unit.percent' }),
    installedOn: date({ filter: 'range' }),
  },
  unique: ['deviceCode'],
  defaultSort: { field: 'deviceCode', order: 'asc' },
});

const calls = (kind: string) => ({
  list: `${V1}/${kind}/pageList`,
  create: `${V1}/${kind}/save`,
  update: `${V1}/${kind}/update`,
  remove: `${V1}/${kind}/delete`,
  get: `${V1}/${kind}/getById`,
  export: `${V1}/${kind}/export`,
  import: `${V1}/${kind}/import`,
});

export const gpsDevices = defineView(device, { id: 'gpsDevices', title: 'kitlist.gps', filters: { kind: 'gps' }, api: calls('cargps') });
export const gpsOffline = defineView(device, {
  id: 'gpsOffline',
  title: 'kitlist.gpsOffline',
  filters: { kind: 'gps', online: false },
  api: { list: `${V1}/cargps/offlinePageList`, get: `${V1}/cargps/offlineDetail`, export: `${V1}/cargps/offlineExport`, update: `${V1}/cargps/update` },
});
export const cameras = defineView(device, { id: 'cameras', title: 'kitlist.camera', filters: { kind: 'camera' }, api: calls('carcamera') });
export const needsCare = defineView(device, { id: 'needsCare', title: 'kitlist.needsCare', filters: { status: ['fault', 'repair'] }, api: { list: `${V1}/device/carePageList` } });
/** No calls of its own: the page narrows the device list with the filter. */
export const onlineDevices = defineView(device, { id: 'onlineDevices', title: 'kitlist.online', filters: { online: true } });

const options = (prefix: string, values: string[]) => values.map((v) => ({ value: v, label: `kitlist.${prefix}.${v}` }));

export default defineModuleResources({
  module: 'kitlist',
  messages: kitlistMessages,
  enums: { api: `${V1}/common/loadEnumValue`, values: { deviceKind: options('kind', ['gps', 'camera']) } },
  enumLoaders: [{ api: `${V1}/device/loadEnumValue`, values: { deviceStatus: options('status', ['normal', 'fault', 'repair']) } }],
  resources: [province, city, vendor, device],
  views: [gpsDevices, gpsOffline, cameras, needsCare, onlineDevices],
});
