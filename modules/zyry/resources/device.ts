// 设备管理 (device/pageList): which positioning badge (a device of the store, kind `person`) a worker
// wears. Its state is the device store's own (online / offline since / never heard), read on every list.
import { date, datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { DEVICE_STATES } from './options';
import { zyry } from './paths';

export const device = defineResource({
  id: 'device',
  title: 'zyry.device',
  api: { list: zyry('device', 'pageList'), create: zyry('device', 'save'), update: zyry('device', 'update'), remove: zyry('device', 'delete') },
  fields: {
    deviceCode: enumOf({ devices: ['person'], required: true, filter: true }),
    workerId: reference({ resource: 'worker', display: 'personName', required: true, filter: true }),
    bindDate: date({ required: true }),
    state: enumOf({ options: DEVICE_STATES, form: false, import: false, help: 'zyry.device.stateHelp' }),
    lastHeard: datetime({ form: false, import: false }),
    remark: text({ max: 200 }),
  },
  unique: ['deviceCode'],
  display: 'deviceCode',
  defaultSort: { field: 'deviceCode', order: 'asc' },
});
