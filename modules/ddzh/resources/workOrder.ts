/**
 * 调度工单: a job raised by hand or from an alarm (the alarm's type, object, place and level filled
 * in): organisation, origin and destination (points on the map, each with a fence radius), the vehicle
 * (车辆管理's car, whose positioning device tells the progress) and the driver or crew (人员名册: a
 * badge wearer's positions tell a crew's job), a deadline (30/60/90/120 minutes from dispatch, or a
 * time) and a priority.
 * States through the kit's workflow: 待接单 → 已接单 (the assignee accepts by hand) → 进行中 (the vehicle
 * or crew entered the origin's fence after acceptance: read from the device store's positions by
 * 按定位刷新 `sync`, rules/fence.ts) → 已完成 (the destination's fence, and for a job that carries
 * garbage the weight falling there), or 已取消. A dispatcher may force completion (a reason, confirmed
 * twice in the page) or reassign; each is logged. 超时(分钟) is measured on its own whatever the state
 * (rules/overdue.ts); the key events are rows of 工单事件.
 */
import { boolean, datetime, defineResource, defineView, defineWorkflow, enumOf, geoPoint, image, number, reference, text, treeSelect, workflowLogFields } from '../../../kit/resource';
import { ALARM_LEVELS, ALARM_TYPES, EVENTS, JOB_TYPES, ORDER_STATES, PRIORITIES, YES_NO } from '../rules/options';
import { DEADLINE_CHOICES } from '../rules/overdue';
import { opts } from './options';
import { dispatch } from './paths';

const W = (op: string) => dispatch('workOrder', op);

export const workOrderFlow = defineWorkflow({
  field: 'state',
  states: ORDER_STATES,
  actions: ['accept', 'arrive', 'finish', 'force', 'reassign', 'cancel'],
  roles: {
    anyone: { everyone: true },
    dispatcher: { functions: ['ddzh.workOrder.flow.force'] },
    positions: { functions: ['ddzh.workOrder.act.sync'] },
  },
  initial: { action: 'dispatch', next: 'pending', who: ['anyone'] },
  transitions: {
    pending: { accept: { next: 'accepted', who: ['anyone'] }, reassign: { next: 'pending', who: ['dispatcher'] }, cancel: { next: 'cancelled', who: ['dispatcher'] } },
    accepted: {
      arrive: { next: 'inProgress', who: ['positions'] }, force: { next: 'completed', who: ['dispatcher'] },
      reassign: { next: 'pending', who: ['dispatcher'] }, cancel: { next: 'cancelled', who: ['dispatcher'] },
    },
    inProgress: { finish: { next: 'completed', who: ['positions'] }, force: { next: 'completed', who: ['dispatcher'] }, reassign: { next: 'pending', who: ['dispatcher'] }, cancel: { next: 'cancelled', who: ['dispatcher'] } },
    completed: {},
    cancelled: {},
  },
  inputs: {
    force: { remark: 'required', attachments: { max: 9 } },
    cancel: { remark: 'required' },
    reassign: {
      remark: 'required',
      fields: {
        carId: reference({ resource: 'clgl.car', display: 'plateNo', label: 'ddzh.workOrder.carId' }),
        driverId: reference({ resource: 'person', display: 'name', label: 'ddzh.workOrder.driverId' }),
      },
    },
  },
  set: { accept: { acceptedAt: '$now' }, force: { completedAt: '$now', forced: true }, cancel: { cancelledAt: '$now' } },
  remarkField: 'lastRemark',
  calls: { accept: W('accept'), force: W('force'), reassign: W('reassign'), cancel: W('cancel') },
  log: { resource: 'workOrderLog', subject: 'orderId' },
  api: { log: W('logList'), info: W('info') },
  labels: { state: 'ddzh.enum.orderState', action: 'ddzh.flow.action', outcome: 'ddzh.flow.outcome', role: 'ddzh.flow.role' },
  messages: { state: 'ddzh.refused.state', role: 'ddzh.refused.role', remark: 'ddzh.refused.remark', done: 'ddzh.flow.done' },
});

export const workOrder = defineResource({
  id: 'workOrder',
  title: 'ddzh.workOrder',
  api: { list: W('pageList'), create: W('create'), update: W('update'), get: W('get'), export: W('export') },
  // Dispatching is the dispatcher's work: creating and correcting an order is the workflow's `dispatch`
  // (held by 管理员 and 调度员 through `*.flow.*`), not the record-keeping `create`.
  functions: { create: 'ddzh.workOrder.flow.dispatch', update: 'ddzh.workOrder.flow.dispatch' },
  fields: {
    orderNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    title: text({ required: true, max: 60, filter: 'like' }),
    jobType: enumOf({ options: opts('jobType', JOB_TYPES), required: true, filter: true, default: 'haul', help: 'ddzh.workOrder.jobTypeHelp' }),
    priority: enumOf({ options: opts('priority', PRIORITIES), required: true, filter: true, default: 'normal' }),
    state: enumOf({ options: opts('orderState', ORDER_STATES), form: false, filter: true, sortable: true }),
    overdueMinutes: number({ integer: true, form: false, import: false, unit: 'ddzh.unit.minute', help: 'ddzh.workOrder.overdueHelp' }),
    overdue: enumOf({ options: opts('yesNo', YES_NO), form: false, import: false, filter: true, help: 'ddzh.workOrder.overdueHelp' }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    alarmId: reference({ resource: 'alarm', display: 'alarmNo', filter: true, column: false, help: 'ddzh.workOrder.alarmIdHelp' }),
    alarmType: enumOf({ options: opts('alarmType', ALARM_TYPES), filter: true }),
    alarmLevel: enumOf({ options: opts('alarmLevel', ALARM_LEVELS), column: false }),
    objectName: text({ max: 60, filter: 'like' }),
    originName: text({ required: true, max: 60 }),
    origin: geoPoint({ required: true, column: false }),
    originRadius: number({ required: true, integer: true, min: 20, max: 2000, default: 200, unit: 'ddzh.unit.metre', column: false, help: 'ddzh.workOrder.radiusHelp' }),
    destName: text({ required: true, max: 60 }),
    dest: geoPoint({ required: true, column: false }),
    destRadius: number({ required: true, integer: true, min: 20, max: 2000, default: 300, unit: 'ddzh.unit.metre', column: false, help: 'ddzh.workOrder.radiusHelp' }),
    carId: reference({ resource: 'clgl.car', display: 'plateNo', filter: true }),
    driverId: reference({ resource: 'person', display: 'name', filter: true, help: 'ddzh.workOrder.driverIdHelp' }),
    deviceCode: text({ max: 20, form: false, help: 'ddzh.workOrder.deviceCodeHelp' }),
    deadlineChoice: enumOf({ options: opts('deadlineChoice', DEADLINE_CHOICES), required: true, default: '60', column: false }),
    deadline: datetime({ filter: 'range', sortable: true, help: 'ddzh.workOrder.deadlineHelp' }),
    dispatchedAt: datetime({ form: false, filter: 'range', sortable: true }),
    acceptedAt: datetime({ form: false, column: false }),
    startedAt: datetime({ form: false }),
    completedAt: datetime({ form: false, sortable: true }),
    cancelledAt: datetime({ form: false, column: false }),
    forced: boolean({ form: false, default: false, column: false }),
    dispatcherName: text({ max: 40, form: false, column: false }),
    lastRemark: text({ max: 500, form: false, column: false }),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  defaultSort: { field: 'dispatchedAt', order: 'desc' },
  actions: {
    handle: { api: W('info'), label: 'ddzh.workOrder.handle', scope: 'row', reads: true },
    photo: { api: W('photo'), label: 'ddzh.workOrder.photo', scope: 'row', when: { field: 'state', in: ['accepted', 'inProgress'] } },
    sync: { api: W('sync'), label: 'ddzh.workOrder.sync', scope: 'toolbar', show: 'message' },
  },
  lockedWhen: { field: 'state', in: ['completed', 'cancelled'] },
  workflow: workOrderFlow,
});

const view = (id: string, filters: Parameters<typeof defineView>[1]['filters']) => defineView(workOrder, { id: `order${id}`, title: `ddzh.workOrder.tab${id}`, filters });
export const orderTabs = {
  all: view('All', { state: [...ORDER_STATES] }),
  pending: view('Pending', { state: 'pending' }),
  accepted: view('Accepted', { state: 'accepted' }),
  inProgress: view('InProgress', { state: 'inProgress' }),
  completed: view('Completed', { state: 'completed' }),
  overdue: view('Overdue', { overdue: 'yes' }),
};

export const workOrderLog = defineResource({
  id: 'workOrderLog',
  title: 'ddzh.workOrderLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('workOrder', 'orderNo', 'orderId'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});

/** 工单事件: the key events of a job with their time, who or which device, place and photo proof. */
export const workOrderEvent = defineResource({
  id: 'workOrderEvent',
  title: 'ddzh.workOrderEvent',
  api: { list: dispatch('workOrderEvent', 'pageList') },
  readOnly: true,
  fields: {
    orderId: reference({ resource: 'workOrder', display: 'orderNo', required: true, filter: true }),
    event: enumOf({ options: opts('event', EVENTS), required: true, filter: true }),
    at: datetime({ required: true, filter: 'range', sortable: true }),
    actorName: text({ max: 40 }),
    location: geoPoint({ column: false }),
    photo: image({ maxSize: 5 * 1024 * 1024 }),
    remark: text({ max: 200 }),
  },
  defaultSort: { field: 'at', order: 'asc' },
});
