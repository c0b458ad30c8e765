// 用户管理: the app's users — residents, businesses (商户) and recyclers (回收员). A business or a
// recycler is audited before it may trade (the kit's workflow, `auditFlow`: 待审核 → 通过, or 驳回 with
// its reason, kept in the record and in the audit log); a resident needs none. Users register in the
// app (no create call): user/getUserPageList, updateUser, deleteUser, userDownload; the two audit
// lists are views (auditBusinessPageList / auditBusinessDownload, auditRecyclPageList /
// auditRecoverDownload). recharge and addInsider are row actions. The balance and the points are
// never stored: each is the sum of the user's movements in its ledger (server/ledger.ts).
import { boolean, datetime, defineResource, defineView, defineWorkflow, enumOf, money, number, text, workflowLogFields } from '../../../kit/resource';
import { AUDIT_STATES } from '../enums';
import { gfgj } from '../paths';

export const auditFlow = defineWorkflow({
  field: 'auditState',
  states: AUDIT_STATES,
  actions: ['audit'],
  roles: { staff: { everyone: true } },
  initial: { action: 'register', next: 'pending', who: ['staff'] },
  transitions: { none: {}, pending: { audit: { next: { pass: 'passed', reject: 'rejected' }, who: ['staff'] } }, passed: {}, rejected: {} },
  inputs: { audit: { remark: { requiredFor: ['reject'] } } },
  set: { audit: { auditedBy: '$userName', auditedAt: '$now' } },
  remarkField: 'auditReason',
  calls: { audit: gfgj('user/auditUser') },
  log: { resource: 'userAuditLog', subject: 'appUserId' },
  api: { info: gfgj('user/auditInfo') },
  labels: { state: 'gfgj.enum.auditState', action: 'gfgj.flow.action', outcome: 'gfgj.flow.outcome', role: 'gfgj.flow.role' },
});

export const appUser = defineResource({
  id: 'appUser',
  title: 'gfgj.appUser',
  api: { list: gfgj('user/getUserPageList'), update: gfgj('user/updateUser'), remove: gfgj('user/deleteUser'), export: gfgj('user/userDownload') },
  fields: {
    userName: text({ required: true, max: 20, filter: true, sortable: true }),
    phone: text({ required: true, max: 11, pattern: '^1\\d{10}$', patternMessage: 'gfgj.mobileRule', filter: true }),
    userType: enumOf({ source: 'userType', required: true, filter: true, form: false }),
    businessName: text({ max: 40, help: 'gfgj.appUser.businessNameHelp' }),
    district: enumOf({ source: 'district', filter: true }),
    estate: text({ max: 20, filter: true }),
    address: text({ max: 60, column: false }),
    joinedAt: datetime({ form: false, filter: 'range', sortable: true }),
    auditState: enumOf({ source: 'auditState', form: false, filter: true }),
    auditReason: text({ max: 200, form: false, help: 'gfgj.appUser.auditReasonHelp' }),
    auditedBy: text({ max: 20, form: false }),
    auditedAt: datetime({ form: false }),
    insider: boolean({ form: false, filter: true, help: 'gfgj.appUser.insiderHelp' }),
    insiderReason: text({ max: 100, form: false, column: false }),
    balance: money({ min: -1e9, form: false, import: false, help: 'gfgj.appUser.balanceHelp' }),
    points: number({ integer: true, form: false, import: false, help: 'gfgj.appUser.pointsHelp' }),
  },
  display: 'userName',
  defaultSort: { field: 'joinedAt', order: 'desc' },
  workflow: auditFlow,
  actions: {
    flow: { api: gfgj('user/auditInfo'), label: 'gfgj.appUser.flow', scope: 'row', reads: true, when: { field: 'userType', in: ['business', 'recycler'] } },
    recharge: { api: gfgj('user/recharge'), label: 'gfgj.appUser.recharge', scope: 'row', prompt: { amount: 'gfgj.appUser.rechargeAmount', reason: 'gfgj.appUser.rechargeReason' } },
    addInsider: { api: gfgj('user/addInsider'), label: 'gfgj.appUser.addInsider', scope: 'row', prompt: { reason: 'gfgj.appUser.insiderReason' }, when: { field: 'insider', in: [false, 0, null] } },
  },
});

/** 商户审核: the businesses, those waiting first. */
export const businessAudit = defineView(appUser, {
  id: 'businessAudit', title: 'gfgj.businessAudit', filters: { userType: 'business' },
  api: { list: gfgj('user/auditBusinessPageList'), export: gfgj('user/auditBusinessDownload') },
});
/** 回收员审核: the recyclers. */
export const recyclerAudit = defineView(appUser, {
  id: 'recyclerAudit', title: 'gfgj.recyclerAudit', filters: { userType: 'recycler' },
  api: { list: gfgj('user/auditRecyclPageList'), export: gfgj('user/auditRecoverDownload') },
});

/** 审核记录: who audited which user, with which outcome and reason, when (written by the workflow). */
export const userAuditLog = defineResource({
  id: 'userAuditLog',
  title: 'gfgj.userAuditLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('appUser', 'userName', 'appUserId'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});
