// Per kind of device (车辆GPS cargps, 车载摄像头 carcamera, 设施摄像头 infrascamera, 公厕设备 toiletdevice):
// - <kind>Device (pageList): the devices of the platform's device store with their online state, the
//   last time heard, the car plate or facility they belong to and their monitoring settings; row
//   actions 设置 (update) and 离线记录 (offlineDetail, the device's episodes in a dialog).
// - <kind>Online / <kind>Offline: the same list narrowed to one state (tabs with counts, one list).
// - <kind>Episode (offlinePageList, offlineExport): the offline episodes of the watched devices.
// All computed from the device store by server/reports.ts; nothing here is a copy of a device.
import { datetime, defineReport, defineView, enumOf, number, text, type ReportDef, type ViewDef } from '../../../kit/resource';
import { call, KINDS, type MonitorKind } from './paths';

const deviceFields = {
  code: text({ filter: true, sortable: true, column: { width: 120 } }),
  name: text({ filter: true, sortable: true }),
  belongsTo: text({ filter: true, sortable: true }),
  state: enumOf({ source: 'onlineState', filter: 'eq', sortable: true }),
  heartbeatAt: datetime({ sortable: true }),
  silentMinutes: number({ integer: true, sortable: true }),
  watched: enumOf({ source: 'yesNo', filter: 'eq' }),
  thresholdMinutes: number({ integer: true }),
  remark: text({}),
};

const episodeFields = {
  code: text({ filter: true, sortable: true, column: { width: 120 } }),
  name: text({ filter: true, sortable: true }),
  belongsTo: text({ filter: true, sortable: true }),
  offlineFrom: datetime({ filter: 'range', sortable: true }),
  offlineTo: datetime({ sortable: true }),
  ongoing: enumOf({ source: 'yesNo', filter: 'eq' }),
  durationMinutes: number({ precision: 1, sortable: true }),
};

/** The devices page of one kind, with its settings and detail actions. */
function devicesOf(kind: MonitorKind) {
  return defineReport({
    id: `${kind}Device`,
    title: `sbbj.${kind}`,
    api: { list: call(kind, 'pageList') },
    fields: deviceFields,
    defaultSort: { field: 'code', order: 'asc' },
    actions: {
      update: { api: call(kind, 'update'), label: 'sbbj.act.update', scope: 'row', prompt: { thresholdMinutes: 'sbbj.prompt.thresholdMinutes', watched: 'sbbj.prompt.watched', remark: 'sbbj.prompt.remark' } },
      offlineDetail: { api: call(kind, 'offlineDetail'), label: 'sbbj.act.offlineDetail', scope: 'row', reads: true, show: 'table' },
    },
  });
}

/** The offline episodes of one kind (list and .xlsx export). */
function episodesOf(kind: MonitorKind) {
  return defineReport({
    id: `${kind}Episode`,
    title: `sbbj.${kind}Episode`,
    api: { list: call(kind, 'offlinePageList'), export: call(kind, 'offlineExport') },
    fields: episodeFields,
    defaultSort: { field: 'offlineFrom', order: 'desc' },
  });
}

export type KindPages = { devices: ReportDef; all: ViewDef; online: ViewDef; offline: ViewDef; episodes: ReportDef };

/** Every kind's definitions: the devices, their two state views and the episodes. */
export const monitors = Object.fromEntries(
  KINDS.map((kind): [MonitorKind, KindPages] => {
    const devices: ReportDef = devicesOf(kind);
    // 全部设备: both states (a view, so its tab has its own label).
    const all: ViewDef = defineView(devices, { id: `${kind}All`, title: 'sbbj.tab.all', filters: { state: ['online', 'offline'] } });
    const online: ViewDef = defineView(devices, { id: `${kind}Online`, title: 'sbbj.tab.online', filters: { state: 'online' } });
    const offline: ViewDef = defineView(devices, { id: `${kind}Offline`, title: 'sbbj.tab.offline', filters: { state: 'offline' } });
    return [kind, { devices, all, online, offline, episodes: episodesOf(kind) }];
  }),
) as Record<MonitorKind, KindPages>;
