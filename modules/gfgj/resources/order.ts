// 回收订单: a household's booking of a collection at its door — which class, how many items, when,
// where, to which station. Two states, two fields, filtered apart (rules/order.ts):
// - `progress` (the kit's workflow `orderFlow`): 已预约 → 已确认 or 已驳回 (checkOrder) → 已收运
//   (collect: the collector weighs it) → 已结算 (settle: amount and points from the class's prices);
//   已取消 (cancel, up to the tenant's window before the appointment); the failures of a door pickup:
//   无人在家, 拒绝交付, 重复预约 (failPickup). Every step is a row of the order's log, with who, when, why.
// - `payState` (未支付 / 已支付 / 支付失败): moved only by pay / payFailed on a settled order; paying
//   credits the household's balance ledger. Neither field ever moves the other.
// changeOrder amends a booking (time, items, address): an amendment, counted and logged, never a
// cancellation. order/book files a booking for a phone caller (not in the spec: the app books).
import { datetime, defineResource, defineWorkflow, enumOf, geoPoint, money, number, reference, text, workflowLogFields } from '../../../kit/resource';
import { PROGRESS } from '../enums';
import { gfgj } from '../paths';

export const orderFlow = defineWorkflow({
  field: 'progress',
  states: PROGRESS,
  actions: ['check', 'collect', 'settle', 'cancel', 'failPickup'],
  roles: { staff: { everyone: true } },
  initial: { action: 'book', next: 'booked', who: ['staff'] },
  transitions: {
    booked: {
      check: { next: { pass: 'confirmed', reject: 'rejected' }, who: ['staff'] },
      cancel: { next: 'cancelled', who: ['staff'] },
      failPickup: { next: { duplicate: 'duplicate' }, who: ['staff'] },
    },
    confirmed: {
      collect: { next: 'collected', who: ['staff'] },
      cancel: { next: 'cancelled', who: ['staff'] },
      failPickup: { next: { noOneHome: 'noOneHome', refused: 'refused', duplicate: 'duplicate' }, who: ['staff'] },
    },
    collected: { settle: { next: 'settled', who: ['staff'] } },
    rejected: {}, settled: {}, cancelled: {}, noOneHome: {}, refused: {}, duplicate: {},
  },
  inputs: {
    check: { remark: { requiredFor: ['reject'] } },
    collect: { fields: { weight: number({ label: 'gfgj.order.weight', required: true, min: 0.1, max: 5000, precision: 1, unit: 'gfgj.unit.kg' }) } },
    cancel: { remark: 'required' },
    failPickup: { remark: 'optional' },
  },
  // The times are the server clock's (server/orders.ts effects), the actors the workflow's.
  set: { check: { checkedBy: '$userName' }, collect: { weight: '$input.weight' }, settle: { settledBy: '$userName' } },
  remarkField: 'lastRemark',
  calls: { check: gfgj('order/checkOrder'), collect: gfgj('order/updateOrderInfo'), settle: gfgj('order/settle'), cancel: gfgj('order/cancel'), failPickup: gfgj('order/failPickup') },
  log: { resource: 'orderLog', subject: 'orderId' },
  api: { info: gfgj('order/flowInfo') },
  labels: { state: 'gfgj.enum.progress', action: 'gfgj.flow.action', outcome: 'gfgj.flow.outcome', role: 'gfgj.flow.role' },
});

export const order = defineResource({
  id: 'order',
  title: 'gfgj.order',
  api: { list: gfgj('order/pageList'), get: gfgj('order/getOrderInfo'), create: gfgj('order/book'), update: gfgj('order/changeOrder'), export: gfgj('order/orderDownload') },
  fields: {
    orderNo: text({ max: 24, form: false, filter: true, sortable: true }),
    appUserId: reference({ resource: 'appUser', display: 'userName', required: true, filter: true }),
    garbageClassId: reference({ resource: 'garbageClass', display: 'className', required: true, filter: true }),
    itemCount: number({ required: true, integer: true, min: 1, max: 1000, unit: 'gfgj.unit.piece', help: 'gfgj.order.itemCountHelp' }),
    estWeight: number({ min: 0, max: 5000, precision: 1, unit: 'gfgj.unit.kg' }),
    bookTime: datetime({ required: true, filter: 'range', sortable: true, help: 'gfgj.order.bookTimeHelp' }),
    stationId: reference({ resource: 'stationPoint', display: 'stationName', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    estate: text({ max: 20, filter: true }),
    address: text({ required: true, max: 60 }),
    location: geoPoint({ help: 'gfgj.locationHelp' }),
    progress: enumOf({ source: 'progress', form: false, filter: true, help: 'gfgj.order.progressHelp' }),
    payState: enumOf({ source: 'payState', form: false, filter: true, default: 'unpaid', help: 'gfgj.order.payStateHelp' }),
    weight: number({ min: 0, max: 5000, precision: 1, unit: 'gfgj.unit.kg', form: false, help: 'gfgj.order.weightHelp' }),
    amount: money({ form: false, help: 'gfgj.order.amountHelp' }),
    points: number({ integer: true, form: false }),
    collectorName: text({ max: 20, form: false }),
    amendCount: number({ integer: true, form: false, default: 0, help: 'gfgj.order.amendCountHelp' }),
    checkedBy: text({ max: 20, form: false, column: false }),
    settledBy: text({ max: 20, form: false, column: false }),
    confirmedAt: datetime({ form: false, column: false }),
    collectedAt: datetime({ form: false, column: false }),
    settledAt: datetime({ form: false, column: false }),
    cancelledAt: datetime({ form: false, column: false }),
    paidAt: datetime({ form: false, column: false }),
    payFailReason: text({ max: 100, form: false, column: false }),
    lastRemark: text({ max: 500, form: false, column: false }),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  defaultSort: { field: 'bookTime', order: 'desc' },
  lockedWhen: { field: 'progress', in: ['rejected', 'collected', 'settled', 'cancelled', 'noOneHome', 'refused', 'duplicate'] },
  workflow: orderFlow,
  actions: {
    flow: { api: gfgj('order/flowInfo'), label: 'gfgj.order.flow', scope: 'row', reads: true },
    pay: { api: gfgj('order/pay'), label: 'gfgj.order.pay', scope: 'row', confirm: 'gfgj.order.payConfirm', when: { field: 'payState', in: ['unpaid', 'failed'] } },
    payFailed: { api: gfgj('order/payFailed'), label: 'gfgj.order.payFailed', scope: 'row', prompt: { reason: 'gfgj.order.payFailPrompt' }, when: { field: 'payState', in: ['unpaid'] } },
    positions: {
      api: gfgj('order/historyPosition'), label: 'gfgj.positions', scope: 'row', show: 'table', reads: true,
      answer: { time: text(), lng: number({ precision: 6 }), lat: number({ precision: 6 }), speed: number({ precision: 1, unit: 'gfgj.unit.kmh' }) },
    },
  },
});

/** 订单记录: every step of an order — its workflow's actions and its amendments — who, when, why. */
export const orderLog = defineResource({
  id: 'orderLog',
  title: 'gfgj.orderLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('order', 'orderNo'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});
