// The control commands sent to cameras (控制记录): written only by video/control (server/control.ts),
// one row per accepted command, each also an entry of the operation history. There is no real camera
// behind the demo: the record is what the platform can show of a PTZ command.
import { datetime, defineResource, enumOf, number, text } from '../../../kit/resource';
import { jhtml } from './paths';

export const videoControl = defineResource({
  id: 'videoControl',
  title: 'spjg.videoControl',
  api: { list: jhtml('videoControl', 'pageList') },
  readOnly: true,
  fields: {
    sentAt: datetime({ required: true, filter: 'range', sortable: true }),
    cameraCode: text({ required: true, max: 64, filter: true, sortable: true }),
    cameraName: text({ max: 64 }),
    command: enumOf({ source: 'command', required: true, filter: 'eq' }),
    speed: number({ integer: true, min: 1, max: 8 }),
    operator: text({ max: 64, filter: true }),
  },
  display: 'cameraCode',
  actions: {
    // The control pad of 视频监控 sends it; here by camera code, for a camera not in view.
    control: { api: jhtml('video', 'control'), label: 'spjg.act.control', scope: 'toolbar', prompt: { code: 'spjg.prompt.cameraCode', command: 'spjg.prompt.command', speed: 'spjg.prompt.speed' } },
  },
  defaultSort: { field: 'sentAt', order: 'desc' },
});
