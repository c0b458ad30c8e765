// The monitoring settings of a device (监测设置): whether it is watched (unwatched devices are listed
// but their offline episodes are not reported), its own offline threshold in minutes (none: the
// platform's DEVICE_OFFLINE_SECONDS) and a note. Keyed by the device store's id; written only by the
// kinds' update calls (server/settings.ts), so the only table the module keeps.
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { call } from './paths';

export const deviceSetting = defineResource({
  id: 'deviceSetting',
  title: 'sbbj.deviceSetting',
  api: { list: call('common', 'settingPageList') },
  readOnly: true,
  fields: {
    deviceId: text({ required: true, max: 64, filter: true }),
    kind: enumOf({ source: 'deviceKind', required: true, filter: true }),
    watched: boolean({ default: true }),
    thresholdMinutes: number({ integer: true, min: 1, max: 10080 }),
    remark: text({ max: 200 }),
  },
  unique: ['deviceId'],
  display: 'deviceId',
});
