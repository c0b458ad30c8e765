/**
 * 告警中心: the product's alarms in one inbox — compression boxes full or offline, bins overflowing,
 * toilet sensors beyond their rule, workers off post, open problem cases — each with its type, level,
 * object, place, value, time and state (新告警 → 已派单 when a work order is raised from it, or 已忽略),
 * and the work order raised from it. Rows come from the sources through 汇集告警 (`gather`: the device
 * store's threshold alarms and silences, 问题上报's open cases), deduplicated by `sourceKey`; each new
 * one goes out by its type's alarm rule (server/alarms.ts). "派单" on a row opens the work order form
 * with the alarm filled in.
 */
import { datetime, defineResource, defineView, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { ALARM_LEVELS, ALARM_STATES, ALARM_TYPES } from '../rules/options';
import { opts } from './options';
import { dispatch } from './paths';

export const alarm = defineResource({
  id: 'alarm',
  title: 'ddzh.alarm',
  api: { list: dispatch('alarm', 'pageList'), get: dispatch('alarm', 'get'), export: dispatch('alarm', 'export') },
  readOnly: true,
  fields: {
    alarmNo: text({ max: 20, filter: 'like', sortable: true }),
    type: enumOf({ options: opts('alarmType', ALARM_TYPES), required: true, filter: true }),
    level: enumOf({ options: opts('alarmLevel', ALARM_LEVELS), required: true, filter: true }),
    objectName: text({ required: true, max: 60, filter: 'like' }),
    place: text({ max: 100, filter: 'like' }),
    location: geoPoint({ column: false }),
    value: number({ precision: 2, help: 'ddzh.alarm.valueHelp' }),
    unit: text({ max: 10, column: false }),
    occurredAt: datetime({ required: true, filter: 'range', sortable: true }),
    state: enumOf({ options: opts('alarmState', ALARM_STATES), required: true, filter: true, default: 'new' }),
    orderNo: text({ max: 20, filter: true, help: 'ddzh.alarm.orderNoHelp' }),
    source: text({ max: 40, column: false, help: 'ddzh.alarm.sourceHelp' }),
    sourceKey: text({ max: 80, column: false, export: false }),
  },
  unique: ['sourceKey'],
  display: 'alarmNo',
  defaultSort: { field: 'occurredAt', order: 'desc' },
  actions: {
    createOrder: { api: dispatch('alarm', 'toOrder'), label: 'ddzh.alarm.createOrder', scope: 'row', reads: true, when: { field: 'state', in: ['new'] } },
    ignore: { api: dispatch('alarm', 'ignore'), label: 'ddzh.alarm.ignore', scope: 'row', confirm: 'ddzh.alarm.ignoreConfirm', when: { field: 'state', in: ['new'] } },
    gather: { api: dispatch('alarm', 'gather'), label: 'ddzh.alarm.gather', scope: 'toolbar', show: 'message' },
  },
});

export const alarmNew = defineView(alarm, { id: 'alarmNew', title: 'ddzh.alarm.tabNew', filters: { state: 'new' } });
export const alarmAll = defineView(alarm, { id: 'alarmAll', title: 'ddzh.alarm.tabAll', filters: { state: [...ALARM_STATES] } });
export const alarmTabs = { fresh: alarmNew, all: alarmAll };
