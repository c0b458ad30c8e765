// The device offline monitor's catalogue: every label of its lists, choices, actions and menus, zh-CN and en-US.
import { catalogueFromPairs } from '../../../kit/i18n';

type Pair = [string, string];

const KIND_TITLES: Record<string, Pair> = {
  cargps: ['车辆GPS', 'Vehicle GPS'],
  carcamera: ['车载摄像头', 'Vehicle cameras'],
  infrascamera: ['设施摄像头', 'Facility cameras'],
  toiletdevice: ['公厕设备', 'Toilet devices'],
};

const DEVICE_FIELDS: Record<string, Pair> = {
  code: ['设备编号', 'Device code'],
  name: ['设备名称', 'Device name'],
  belongsTo: ['所属车辆/设施', 'Vehicle / facility'],
  state: ['在线状态', 'State'],
  heartbeatAt: ['最后上报时间', 'Last heard'],
  silentMinutes: ['未上报(分钟)', 'Silent (min)'],
  watched: ['是否监测', 'Watched'],
  thresholdMinutes: ['离线阈值(分钟)', 'Offline after (min)'],
  remark: ['备注', 'Note'],
};

const EPISODE_FIELDS: Record<string, Pair> = {
  code: DEVICE_FIELDS.code!,
  name: DEVICE_FIELDS.name!,
  belongsTo: DEVICE_FIELDS.belongsTo!,
  offlineFrom: ['离线时间', 'Offline from'],
  offlineTo: ['恢复时间', 'Back online'],
  ongoing: ['仍离线', 'Still offline'],
  durationMinutes: ['离线时长(分钟)', 'Duration (min)'],
};

/** Field labels of every definition of every kind (`<its title>.<field>`: `sbbj.cargps.code`, `sbbj.cargpsEpisode.code`). */
const fieldLabels = Object.keys(KIND_TITLES).flatMap((kind) => [
  ...Object.entries(DEVICE_FIELDS).map(([f, p]): [string, Pair] => [`sbbj.${kind}.${f}`, p]),
  ...Object.entries(EPISODE_FIELDS).map(([f, p]): [string, Pair] => [`sbbj.${kind}Episode.${f}`, p]),
]);

/** The episode list's title of each kind (车辆GPS离线记录). */
const episodeTitles = Object.entries(KIND_TITLES).map(([kind, [zh, en]]): [string, Pair] => [`sbbj.${kind}Episode`, [`${zh}离线记录`, `${en}: offline episodes`]]);

export const sbbjMessages = catalogueFromPairs({
  'sbbj.module': ['设备离线监测', 'Device offline monitor'],
  'sbbj.menu.root': ['设备离线监测', 'Device offline monitor'],
  ...Object.fromEntries(Object.entries(KIND_TITLES).map(([k, p]) => [`sbbj.${k}`, p])),
  'sbbj.tab.all': ['全部设备', 'All devices'],
  'sbbj.tab.online': ['在线', 'Online'],
  'sbbj.tab.offline': ['离线', 'Offline'],
  'sbbj.deviceSetting': ['监测设置', 'Monitoring settings'],
  'sbbj.deviceSetting.deviceId': ['设备', 'Device'],
  'sbbj.deviceSetting.kind': ['设备类型', 'Kind'],
  'sbbj.deviceSetting.watched': ['是否监测', 'Watched'],
  'sbbj.deviceSetting.thresholdMinutes': ['离线阈值(分钟)', 'Offline after (min)'],
  'sbbj.deviceSetting.remark': ['备注', 'Note'],
  ...Object.fromEntries(fieldLabels),
  ...Object.fromEntries(episodeTitles),
  // The columns of the 离线记录 dialog (offlineDetail's answer).
  'sbbj.col.offlineFrom': EPISODE_FIELDS.offlineFrom!,
  'sbbj.col.offlineTo': EPISODE_FIELDS.offlineTo!,
  'sbbj.col.ongoing': EPISODE_FIELDS.ongoing!,
  'sbbj.col.durationMinutes': EPISODE_FIELDS.durationMinutes!,
  'sbbj.act.update': ['设置', 'Settings'],
  'sbbj.act.offlineDetail': ['离线记录', 'Offline episodes'],
  'sbbj.prompt.thresholdMinutes': ['离线阈值（分钟，0 为默认，留空不变）', 'Offline after (minutes; 0: the default; blank: unchanged)'],
  'sbbj.prompt.watched': ['是否监测（是/否，留空不变）', 'Watched (yes/no; blank: unchanged)'],
  'sbbj.prompt.remark': ['备注（留空不变）', 'Note (blank: unchanged)'],
  'sbbj.enum.deviceKind.cargps': KIND_TITLES.cargps!,
  'sbbj.enum.deviceKind.carcamera': KIND_TITLES.carcamera!,
  'sbbj.enum.deviceKind.infrascamera': KIND_TITLES.infrascamera!,
  'sbbj.enum.deviceKind.toiletdevice': KIND_TITLES.toiletdevice!,
  'sbbj.enum.onlineState.online': ['在线', 'Online'],
  'sbbj.enum.onlineState.offline': ['离线', 'Offline'],
  'sbbj.enum.yesNo.yes': ['是', 'Yes'],
  'sbbj.enum.yesNo.no': ['否', 'No'],
  'sbbj.unregistered': ['（车辆管理未登记）', '(not in fleet management)'],
  'sbbj.error.noDevice': ['设备不存在：{id}', 'No such device: {id}'],
  'sbbj.error.threshold': ['离线阈值须为 0–10080 之间的整数（分钟）', 'The offline threshold must be a whole number of minutes from 0 to 10080'],
  'sbbj.error.watched': ['是否监测须为“是”或“否”', 'Watched must be yes or no'],
  'sbbj.error.remark': ['备注不能超过 200 个字', 'The note must be at most 200 characters'],
  'sbbj.error.nothing': ['没有要修改的设置', 'No setting to change'],
  'sbbj.error.range': ['时间范围不正确：开始须早于结束，且不超过 {days} 天', 'Bad range: the start must be before the end, at most {days} days apart'],
  'sbbj.updated': ['已保存设备“{code}”的监测设置', 'Saved the monitoring settings of {code}'],
});
