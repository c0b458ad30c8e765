/**
 * 月度结算: a contract's month — quantities × prices (settlementLine) − deductions (deduction) = the
 * amount to pay — confirmed by both sides through the kit's workflow (`settlementFlow`):
 * 草稿 → (提交) 待乙方确认 → (乙方确认: 通过) 待甲方确认 → (甲方确认: 通过) 已确认 → (付款) 已付款; a
 * rejection by either side sends it back to 草稿 with the reason. Each step is a row of the log (who,
 * when, remark); the two confirmations are also kept on the record. The owner's confirmation must be
 * by another user than the contractor's. The due date is the owner's confirmation date + the contract's
 * payment term; an unpaid settlement past it is overdue (composed on every read).
 */
import { boolean, date, datetime, defineResource, defineWorkflow, enumOf, money, number, reference, text } from '../../../kit/resource';
import { opts, PAYMENT_STATUSES, SETTLEMENT_STATES } from './options';
import { cc } from './paths';

export const settlementFlow = defineWorkflow({
  field: 'state',
  states: SETTLEMENT_STATES,
  actions: ['submit', 'contractorConfirm', 'ownerConfirm', 'pay'],
  roles: {
    preparer: { functions: ['htxm.settlement.flow.submit'] },
    contractor: { functions: ['htxm.settlement.flow.contractorConfirm'] },
    owner: { functions: ['htxm.settlement.flow.ownerConfirm'] },
    payer: { functions: ['htxm.settlement.flow.pay'] },
  },
  initial: { action: 'create', next: 'draft', who: ['preparer'] },
  transitions: {
    draft: { submit: { next: 'contractorPending', who: ['preparer'] } },
    contractorPending: { contractorConfirm: { next: { pass: 'ownerPending', reject: 'draft' }, who: ['contractor'] } },
    ownerPending: { ownerConfirm: { next: { pass: 'confirmed', reject: 'draft' }, who: ['owner'] } },
    confirmed: { pay: { next: 'paid', who: ['payer'] } },
    paid: {},
  },
  inputs: {
    contractorConfirm: { remark: { requiredFor: ['reject'] } },
    ownerConfirm: { remark: { requiredFor: ['reject'] } },
    pay: { fields: { paidDate: date({ required: true, label: 'htxm.settlement.paidDate' }) } },
  },
  set: {
    submit: { submittedBy: '$userName', submittedAt: '$now' },
    pay: { paidDate: '$input.paidDate' },
  },
  remarkField: 'lastRemark',
  calls: { submit: cc('settlement', 'submit'), contractorConfirm: cc('settlement', 'contractorConfirm'), ownerConfirm: cc('settlement', 'ownerConfirm'), pay: cc('settlement', 'pay') },
  log: { resource: 'settlementLog', subject: 'settlementId' },
  api: { log: cc('settlement', 'logList'), info: cc('settlement', 'info') },
  labels: { state: 'htxm.enum.settlementState', action: 'htxm.flow.action', outcome: 'htxm.flow.outcome', role: 'htxm.flow.role' },
  messages: { state: 'htxm.refused.state', role: 'htxm.refused.role', outcome: 'htxm.refused.outcome', remark: 'htxm.refused.remark', notFound: 'htxm.refused.notFound', done: 'htxm.flow.done' },
});

const yuan = (help?: string) => money({ form: false, min: -1e12, max: 1e12, unit: 'htxm.unit.yuan', ...(help ? { help } : {}) });

export const settlement = defineResource({
  id: 'settlement',
  title: 'htxm.settlement',
  api: { list: cc('settlement', 'pageList'), get: cc('settlement', 'getById'), remove: cc('settlement', 'delete'), export: cc('settlement', 'export') },
  fields: {
    settlementNo: text({ max: 30, form: false, filter: 'like', sortable: true }),
    contractId: reference({ resource: 'contract', display: 'contractNo', required: true, filter: true, form: false }),
    month: text({ form: false, filter: 'eq', sortable: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'htxm.rule.month' }),
    grossAmount: yuan('htxm.settlement.grossHelp'),
    deductionAmount: yuan('htxm.settlement.deductionHelp'),
    netAmount: yuan('htxm.settlement.netHelp'),
    excessAmount: yuan('htxm.settlement.excessHelp'),
    assessmentScore: number({ form: false, min: 0, max: 100, precision: 1, help: 'htxm.settlement.scoreHelp' }),
    scoreSource: text({ form: false, max: 100, column: false }),
    incomplete: boolean({ form: false, help: 'htxm.settlement.incompleteHelp' }),
    state: enumOf({ options: opts('settlementState', SETTLEMENT_STATES), form: false, filter: true }),
    submittedBy: text({ form: false, max: 40, column: false }),
    submittedAt: datetime({ form: false, column: false }),
    contractorBy: text({ form: false, max: 40, help: 'htxm.settlement.contractorByHelp' }),
    contractorUserId: text({ form: false, max: 40, column: false, detail: false, export: false }),
    contractorAt: datetime({ form: false }),
    ownerBy: text({ form: false, max: 40 }),
    ownerUserId: text({ form: false, max: 40, column: false, detail: false, export: false }),
    ownerAt: datetime({ form: false }),
    dueDate: date({ form: false, sortable: true, filter: 'range', help: 'htxm.settlement.dueHelp' }),
    paidDate: date({ form: false }),
    paymentStatus: enumOf({ options: opts('paymentStatus', PAYMENT_STATUSES), form: false, help: 'htxm.settlement.paymentStatusHelp' }),
    overdueDays: number({ form: false, integer: true, unit: 'htxm.unit.day' }),
    lastRemark: text({ form: false, max: 500, column: false }),
  },
  unique: ['contractId', 'month'],
  display: 'settlementNo',
  defaultSort: { field: 'month', order: 'desc' },
  lockedWhen: { field: 'state', in: ['contractorPending', 'ownerPending', 'confirmed', 'paid'] },
  actions: {
    flow: { api: cc('settlement', 'info'), label: 'htxm.settlement.flow', scope: 'row', reads: true },
    recompute: { api: cc('settlement', 'recompute'), label: 'htxm.settlement.recompute', scope: 'row', when: { field: 'state', in: ['draft'] } },
  },
  workflow: settlementFlow,
});
