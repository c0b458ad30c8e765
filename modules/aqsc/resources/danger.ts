/**
 * 隐患: a hidden danger in its closed loop, through the kit's workflow (`dangerFlow`), every step a row
 * of 隐患处理记录 (who, what, when, remark, photos):
 * found and reported (已上报, with the finder's photos) → for a major danger (重大) listed for supervision
 * (挂牌督办: measures, owner, funding, deadline, emergency plan) → rectified (已整改, with photos after)
 * → checked and accepted (已验收; a failed check sends it back to 已上报 with its reason) → closed (已销号).
 * 逾期 is measured against the deadline whatever the state (rules/danger.ts), composed on every read.
 * Accepting, closing and listing for supervision need the function `aqsc.danger.accept` (安全员;
 * 管理员 holds every function); anybody of the tenant who can open the module reports and rectifies.
 */
import { datetime, defineResource, defineView, defineWorkflow, enumOf, image, number, reference, text, treeSelect, workflowLogFields } from '../../../kit/resource';
import { DANGER_STATES, RISK_LEVELS } from '../rules/danger';
import { DANGER_CATEGORIES, opts } from './options';
import { safety } from './paths';

export const dangerFlow = defineWorkflow({
  field: 'state',
  states: DANGER_STATES,
  actions: ['supervise', 'rectify', 'accept', 'close'],
  roles: { anyone: { everyone: true }, safety: { functions: ['aqsc.danger.accept'] } },
  initial: { action: 'report', next: 'reported', who: ['anyone'] },
  transitions: {
    reported: { supervise: { next: 'supervised', who: ['safety'] }, rectify: { next: 'rectified', who: ['anyone'] } },
    supervised: { rectify: { next: 'rectified', who: ['anyone'] } },
    rectified: { accept: { next: { pass: 'accepted', reject: 'reported' }, who: ['safety'] } },
    accepted: { close: { next: 'closed', who: ['safety'] } },
    closed: {},
  },
  inputs: {
    supervise: {
      fields: {
        measures: text({ label: 'aqsc.danger.measures', required: true, max: 500 }),
        owner: text({ label: 'aqsc.danger.owner', required: true, max: 20 }),
        funding: number({ label: 'aqsc.danger.funding', required: true, min: 0, max: 1e8, precision: 2, unit: 'kit.unit.yuan' }),
        deadline: datetime({ label: 'aqsc.danger.deadline', required: true }),
        emergencyPlan: text({ label: 'aqsc.danger.emergencyPlan', required: true, max: 500 }),
      },
      attachments: { max: 9 },
    },
    rectify: { remark: 'required', attachments: { max: 9 } },
    accept: { remark: { requiredFor: ['reject'] }, attachments: { max: 9 } },
    close: { attachments: { max: 9 } },
  },
  set: {
    report: { reporterName: '$userName' },
    supervise: { measures: '$input.measures', owner: '$input.owner', funding: '$input.funding', deadline: '$input.deadline', emergencyPlan: '$input.emergencyPlan', supervisedAt: '$now' },
    rectify: { rectifiedAt: '$now', rectifiedBy: '$userName' },
    close: { closedAt: '$now', closedBy: '$userName' },
  },
  remarkField: 'lastRemark',
  calls: { supervise: safety('danger', 'supervise'), rectify: safety('danger', 'rectify'), accept: safety('danger', 'accept'), close: safety('danger', 'close') },
  log: { resource: 'dangerLog', subject: 'dangerId' },
  api: { log: safety('danger', 'logList'), info: safety('danger', 'info') },
  labels: { state: 'aqsc.enum.dangerState', action: 'aqsc.flow.action', outcome: 'aqsc.flow.outcome', role: 'aqsc.flow.role' },
  messages: { state: 'aqsc.refused.state', role: 'aqsc.refused.role', remark: 'aqsc.refused.remark', done: 'aqsc.flow.done' },
});

export const danger = defineResource({
  id: 'danger',
  title: 'aqsc.danger',
  api: { list: safety('danger', 'pageList'), create: safety('danger', 'report'), update: safety('danger', 'update'), get: safety('danger', 'get'), export: safety('danger', 'export') },
  fields: {
    dangerNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    title: text({ required: true, max: 60, filter: 'like' }),
    level: enumOf({ options: opts('riskLevel', RISK_LEVELS), required: true, filter: true, help: 'aqsc.danger.levelHelp' }),
    category: enumOf({ options: opts('dangerCategory', DANGER_CATEGORIES), required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    location: text({ required: true, max: 100 }),
    foundAt: datetime({ required: true, filter: 'range', sortable: true }),
    finderId: reference({ resource: 'person', display: 'name', filter: true }),
    description: text({ max: 500, column: false }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024, help: 'aqsc.danger.photosHelp' }),
    deadline: datetime({ required: true, sortable: true, help: 'aqsc.danger.deadlineHelp' }),
    state: enumOf({ options: opts('dangerState', DANGER_STATES), form: false, filter: true }),
    overdue: enumOf({ options: [{ value: 'yes', label: 'aqsc.danger.overdueYes' }, { value: 'no', label: 'aqsc.danger.overdueNo' }], form: false, import: false, help: 'aqsc.danger.overdueHelp' }),
    measures: text({ max: 500, form: false, column: false }),
    owner: text({ max: 20, form: false }),
    funding: number({ min: 0, max: 1e8, precision: 2, unit: 'kit.unit.yuan', form: false, column: false }),
    emergencyPlan: text({ max: 500, form: false, column: false }),
    supervisedAt: datetime({ form: false, column: false }),
    rectifiedAt: datetime({ form: false, sortable: true }),
    rectifiedBy: text({ max: 40, form: false, column: false }),
    acceptedAt: datetime({ form: false, column: false }),
    acceptedBy: text({ max: 40, form: false, column: false }),
    closedAt: datetime({ form: false, column: false }),
    closedBy: text({ max: 40, form: false, column: false }),
    reporterName: text({ max: 40, form: false, column: false }),
    lastRemark: text({ max: 500, form: false, column: false }),
  },
  unique: ['dangerNo'],
  display: 'dangerNo',
  defaultSort: { field: 'foundAt', order: 'desc' },
  actions: { flow: { api: safety('danger', 'info'), label: 'aqsc.danger.flow', scope: 'row' } },
  workflow: dangerFlow,
});

const OPEN = ['reported', 'supervised', 'rectified', 'accepted'];
export const dangerOpen = defineView(danger, { id: 'dangerOpen', title: 'aqsc.danger.open', filters: { state: OPEN } });
export const dangerMajor = defineView(danger, { id: 'dangerMajor', title: 'aqsc.danger.major', filters: { level: 'major' } });
export const dangerAll = defineView(danger, { id: 'dangerAll', title: 'aqsc.danger.all', filters: { state: [...DANGER_STATES] } });
export const dangerTabs = { open: dangerOpen, major: dangerMajor, all: dangerAll };

export const dangerLog = defineResource({
  id: 'dangerLog',
  title: 'aqsc.dangerLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('danger', 'dangerNo'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});
