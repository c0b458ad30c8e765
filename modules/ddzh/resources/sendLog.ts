/**
 * 发送记录: every message an alarm rule sent — per channel, to whom, the rendered text, when it was
 * sent and, in quiet hours, until when the bell holds it. SMS and app go through pluggable senders; the
 * stand-in that ships logs them here (状态 已发送), as the notice and chat channels are logged too.
 */
import { datetime, defineResource, enumOf, number, text } from '../../../kit/resource';
import { ALARM_TYPES, CHANNELS, SEND_STATES } from '../rules/options';
import { opts } from './options';
import { dispatch } from './paths';

export const sendLog = defineResource({
  id: 'sendLog',
  title: 'ddzh.sendLog',
  api: { list: dispatch('sendLog', 'pageList') },
  readOnly: true,
  fields: {
    alarmNo: text({ max: 20, filter: true }),
    alarmType: enumOf({ options: opts('alarmType', ALARM_TYPES), filter: true }),
    channel: enumOf({ options: opts('channel', CHANNELS), required: true, filter: true }),
    recipients: text({ max: 200 }),
    receivers: number({ integer: true, help: 'ddzh.sendLog.receiversHelp' }),
    content: text({ max: 300 }),
    sentAt: datetime({ required: true, filter: 'range', sortable: true }),
    heldUntil: datetime({ help: 'ddzh.sendLog.heldUntilHelp' }),
    state: enumOf({ options: opts('sendState', SEND_STATES), required: true, filter: true }),
  },
  defaultSort: { field: 'sentAt', order: 'desc' },
});
