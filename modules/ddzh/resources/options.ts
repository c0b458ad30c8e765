// Choices with catalogue labels, also served by common/loadEnumValue (resources/index.ts).
import { ALARM_LEVELS, ALARM_STATES, ALARM_TYPES, CHANNELS, EVENTS, JOB_TYPES, ORDER_STATES, PRIORITIES, ROLES, SEND_STATES, YES_NO } from '../rules/options';
import { DEADLINE_CHOICES } from '../rules/overdue';

export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `ddzh.enum.${name}.${value}` }));

export const ENUM_VALUES = {
  orderState: opts('orderState', ORDER_STATES),
  jobType: opts('jobType', JOB_TYPES),
  priority: opts('priority', PRIORITIES),
  alarmType: opts('alarmType', ALARM_TYPES),
  alarmLevel: opts('alarmLevel', ALARM_LEVELS),
  alarmState: opts('alarmState', ALARM_STATES),
  event: opts('event', EVENTS),
  channel: opts('channel', CHANNELS),
  role: opts('role', ROLES),
  sendState: opts('sendState', SEND_STATES),
  deadlineChoice: opts('deadlineChoice', DEADLINE_CHOICES),
  yesNo: opts('yesNo', YES_NO),
};
