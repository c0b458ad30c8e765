/**
 * 审批单: one application of leave, overtime or data fill, decided through the kit's workflow
 * (`approvalFlow`): filed → 待审批 (pending); the approver passes it (已通过) or rejects it with a
 * reason (已驳回); the applicant may withdraw it while pending (已撤回). A decided or withdrawn item
 * is closed: nothing moves it again. Every step is a row of 审批记录 (approvalLog: who, what, when,
 * the remark), read by approval/logList. Approvers are the holders of the function
 * `ht.approval.decide` (管理员 holds every function), and the item's department must be within their
 * data scope (server/approvals.ts).
 */
import { boolean, datetime, defineResource, defineView, defineWorkflow, enumOf, number, reference, text, treeSelect } from '../../../kit/resource';
import { LEAVE_TYPES, DAY_KINDS } from '../rules/overtime';
import { APPLY_KINDS, APPROVAL_STATES, opts } from './options';
import { ht } from './paths';

export const approvalFlow = defineWorkflow({
  field: 'state',
  states: APPROVAL_STATES,
  actions: ['approve', 'withdraw'],
  roles: { filer: { everyone: true }, applicant: { field: 'applicantUserId' }, approver: { functions: ['ht.approval.decide'] } },
  initial: { action: 'create', next: 'pending', who: ['filer'] },
  transitions: {
    pending: { approve: { next: { pass: 'approved', reject: 'rejected' }, who: ['approver'] }, withdraw: { next: 'withdrawn', who: ['applicant'] } },
    approved: {},
    rejected: {},
    withdrawn: {},
  },
  inputs: { approve: { remark: { requiredFor: ['reject'] } } },
  set: {
    create: { applicantUserId: '$userId', applicantName: '$userName' },
    approve: { deciderName: '$userName', deciderUserId: '$userId', decidedAt: '$now' },
    withdraw: { decidedAt: '$now' },
  },
  remarkField: 'lastRemark',
  calls: { approve: ht('approval', 'approve'), withdraw: ht('approval', 'withdraw') },
  log: { resource: 'approvalLog', subject: 'approvalId' },
  api: { log: ht('approval', 'logList'), info: ht('approval', 'info') },
  labels: { state: 'ht.enum.approvalState', action: 'ht.flow.action', outcome: 'ht.flow.outcome', role: 'ht.flow.role' },
  messages: { state: 'ht.refused.state', role: 'ht.refused.role', outcome: 'ht.refused.outcome', remark: 'ht.refused.remark', notFound: 'ht.refused.notFound', done: 'ht.flow.done' },
});

export const approval = defineResource({
  id: 'approval',
  title: 'ht.approval',
  api: { list: ht('approval', 'pageList'), create: ht('approval', 'save') },
  fields: {
    applyNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    kind: enumOf({ options: opts('applyKind', APPLY_KINDS), required: true, filter: true }),
    personId: reference({ resource: 'person', display: 'name', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true, form: false }),
    leaveType: enumOf({ options: opts('leaveType', LEAVE_TYPES), filter: true, help: 'ht.approval.leaveTypeHelp' }),
    startAt: datetime({ filter: 'range', sortable: true, help: 'ht.approval.startAtHelp' }),
    endAt: datetime({}),
    hours: number({ precision: 1, unit: 'ht.unit.hour', form: false, help: 'ht.approval.hoursHelp' }),
    dayKind: enumOf({ options: opts('dayKind', DAY_KINDS), form: false, filter: true, help: 'ht.approval.dayKindHelp' }),
    reason: text({ required: true, max: 200 }),
    state: enumOf({ options: opts('approvalState', APPROVAL_STATES), form: false, filter: true }),
    applicantName: text({ max: 40, form: false }),
    applicantUserId: text({ max: 40, form: false, column: false, detail: false }),
    deciderName: text({ max: 40, form: false }),
    deciderUserId: text({ max: 40, form: false, column: false, detail: false }),
    decidedAt: text({ max: 20, form: false }),
    lastRemark: text({ max: 500, form: false }),
    // Set only by a data fill's save (server code): an application of kind 数据填报 filed any other way is refused.
    fromFill: boolean({ form: false, column: false, detail: false, export: false }),
  },
  display: 'applyNo',
  defaultSort: { field: 'startAt', order: 'desc' },
  actions: { flow: { api: ht('approval', 'info'), label: 'ht.approval.flow', scope: 'row' } },
  workflow: approvalFlow,
});

/** The applications' tabs: waiting for a decision first, then every one. */
export const approvalPending = defineView(approval, { id: 'approvalPending', title: 'ht.approval.pending', filters: { state: 'pending' } });
export const approvalAll = defineView(approval, { id: 'approvalAll', title: 'ht.approval.all', filters: { state: [...APPROVAL_STATES] } });
export const approvalTabs = { pending: approvalPending, all: approvalAll };
