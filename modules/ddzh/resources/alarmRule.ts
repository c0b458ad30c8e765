/**
 * 告警规则: one rule per alarm type — the threshold an alarm's value must reach (empty: every alarm),
 * the level it is raised at, who receives it (roles), through which channels (the shell's bell; the
 * group chat; SMS and app through pluggable senders, logged here), the message template with its
 * placeholders, and quiet hours that hold a night alarm until a morning time (start after end spans
 * midnight). What went out is in 发送记录.
 */
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { ALARM_LEVELS, ALARM_TYPES, CHANNELS, ROLES } from '../rules/options';
import { opts } from './options';
import { dispatch } from './paths';

const HHMM = '^([01]?\\d|2[0-3]):[0-5]\\d$';
const hhmm = (help: string) => text({ max: 5, pattern: HHMM, patternMessage: 'ddzh.alarmRule.hhmmRule', help });

export const alarmRule = defineResource({
  id: 'alarmRule',
  title: 'ddzh.alarmRule',
  api: { list: dispatch('alarmRule', 'pageList'), create: dispatch('alarmRule', 'create'), update: dispatch('alarmRule', 'update'), remove: dispatch('alarmRule', 'delete'), get: dispatch('alarmRule', 'get') },
  fields: {
    alarmType: enumOf({ options: opts('alarmType', ALARM_TYPES), required: true, filter: true }),
    threshold: number({ min: 0, max: 1e6, precision: 2, help: 'ddzh.alarmRule.thresholdHelp' }),
    level: enumOf({ options: opts('alarmLevel', ALARM_LEVELS), required: true, filter: true }),
    recipientRoles: enumOf({ options: opts('role', ROLES), multiple: true, required: true, help: 'ddzh.alarmRule.recipientRolesHelp' }),
    channels: enumOf({ options: opts('channel', CHANNELS), multiple: true, required: true, help: 'ddzh.alarmRule.channelsHelp' }),
    template: text({ required: true, max: 200, help: 'ddzh.alarmRule.templateHelp' }),
    quietHours: boolean({ default: false, help: 'ddzh.alarmRule.quietHoursHelp' }),
    quietStart: hhmm('ddzh.alarmRule.quietStartHelp'),
    quietEnd: hhmm('ddzh.alarmRule.quietEndHelp'),
    releaseAt: hhmm('ddzh.alarmRule.releaseAtHelp'),
    enabled: boolean({ default: true, filter: true }),
  },
  unique: ['alarmType'],
  display: 'alarmType',
  defaultSort: { field: 'alarmType', order: 'asc' },
  actions: { preview: { api: dispatch('alarmRule', 'preview'), label: 'ddzh.alarmRule.preview', scope: 'row', reads: true, show: 'message' } },
});
