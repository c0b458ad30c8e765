// 设备绑定记录: every binding of a sensor to a box, dated; an open binding (no unboundAt) is the
// box's current device. Written only by bindDevice and unbindDevice.
import { datetime, defineResource, reference, text } from '../../../kit/resource';
import { dd } from './paths';

export const deviceBinding = defineResource({
  id: 'deviceBinding',
  title: 'ljszydd.deviceBinding',
  api: { list: dd('compressionBox', 'bindingList') },
  readOnly: true,
  fields: {
    deviceCode: text({ required: true, max: 24, filter: true, sortable: true }),
    boxId: reference({ resource: 'compressionBox', display: 'boxCode', required: true, filter: true }),
    boundAt: datetime({ required: true, filter: 'range', sortable: true }),
    boundBy: text({ max: 20 }),
    unboundAt: datetime({ sortable: true, help: 'ljszydd.deviceBinding.unboundAtHelp' }),
    unboundBy: text({ max: 20 }),
  },
  display: 'deviceCode',
  defaultSort: { field: 'boundAt', order: 'desc' },
});
