// A fixture module for the structures tests (not a product module): an organisation tree of
// departments, a category tree keyed by code, cars in departments (the tree-and-list page), and
// repair orders that go through a workflow with an audit (pass / reject with a reason).
import { catalogueFromPairs } from '../../../../../kit/i18n';
import {
  defineModuleResources,
  defineResource,
  defineWorkflow,
  enumOf,
  number,
  reference,
  text,
  workflowLogFields,
} from '../../../../../kit/resource';

export const dept = defineResource({
  id: 'dept',
  title: 'orgfx.dept',
  api: { list: '/cloud/orgfx/dept/pageList', create: '/cloud/orgfx/dept/save', update: '/cloud/orgfx/dept/update', remove: '/cloud/orgfx/dept/delete' },
  fields: {
    deptName: text({ required: true, max: 30, filter: true }),
    parentId: reference({ resource: 'dept', display: 'deptName' }),
    sort: number({ integer: true, min: 0, max: 999, default: 0 }),
  },
  tree: { parent: 'parentId', order: 'sort', api: ['/cloud/orgfx/dept/loadTree', 'GET /cloud/orgfx/dept/loadDeptTree'] },
});

export const category = defineResource({
  id: 'category',
  title: 'orgfx.category',
  api: { list: '/cloud/orgfx/category/pageList', upsert: '/cloud/orgfx/category/save', remove: '/cloud/orgfx/category/delete' },
  fields: {
    code: text({ required: true, max: 10, pattern: '^[A-Z0-9]+$' }),
    name: text({ required: true, max: 20 }),
    parentCode: text({ max: 10 }),
  },
  unique: ['code'],
  display: 'name',
  tree: { parent: 'parentCode', key: 'code', onDelete: 'cascade', api: '/cloud/orgfx/category/getTreeType' },
});

export const car = defineResource({
  id: 'car',
  title: 'orgfx.car',
  api: { list: '/cloud/orgfx/car/pageList', create: '/cloud/orgfx/car/save', update: '/cloud/orgfx/car/update', remove: '/cloud/orgfx/car/delete' },
  fields: {
    carNo: text({ required: true, max: 12, filter: true, sortable: true }),
    deptId: reference({ resource: 'dept', display: 'deptName', filter: true, required: true }),
  },
  unique: ['carNo'],
});

export const repairFlow = defineWorkflow({
  field: 'state',
  states: ['draft', 'submitted', 'approved', 'rejected'],
  actions: ['submit', 'withdraw', 'audit'],
  roles: { applicant: { field: 'applicantUserId' }, auditor: { functions: ['orgfx:audit'] } },
  initial: { action: 'create', next: 'draft', who: ['applicant'] },
  transitions: {
    draft: { submit: { next: 'submitted', who: ['applicant'] } },
    submitted: { withdraw: { next: 'draft', who: ['applicant'] }, audit: { next: { pass: 'approved', reject: 'rejected' }, who: ['auditor'] } },
    approved: {},
    rejected: { submit: { next: 'submitted', who: ['applicant'] } },
  },
  inputs: { audit: { remark: { requiredFor: ['reject'] }, attachments: { max: 3 } }, submit: { fields: { cost: number({ label: 'orgfx.repairOrder.cost', min: 0, max: 100000 }) } } },
  set: { create: { applicantUserId: '$userId', applicantName: '$userName' }, submit: { cost: '$input.cost' }, audit: { auditedAt: '$now' } },
  remarkField: 'lastRemark',
  calls: { submit: '/cloud/orgfx/repair/submit', withdraw: '/cloud/orgfx/repair/withdraw', audit: '/cloud/orgfx/repair/audit' },
  log: { resource: 'repairLog', subject: 'repairOrderId' },
  api: { log: '/cloud/orgfx/repair/logList', info: '/cloud/orgfx/repair/info' },
  labels: { state: 'orgfx.repairOrder.state', action: 'orgfx.repairOrder.action', role: 'orgfx.repairOrder.role' },
});

export const repairOrder = defineResource({
  id: 'repairOrder',
  title: 'orgfx.repairOrder',
  api: { list: '/cloud/orgfx/repair/pageList', create: '/cloud/orgfx/repair/save', update: '/cloud/orgfx/repair/update' },
  generations: { app: { create: '/cloud/orgfx/app/repair/add' } },
  fields: {
    orderNo: text({ required: true, max: 20, filter: true }),
    carId: reference({ resource: 'car', display: 'carNo', required: true }),
    description: text({ required: true, max: 200 }),
    state: enumOf({ options: repairFlow.states.map((s) => ({ value: s, label: `orgfx.repairOrder.state.${s}` })), form: false, filter: true }),
    cost: number({ min: 0, max: 100000, form: false }),
    applicantUserId: text({ max: 40, form: false, column: false }),
    applicantName: text({ max: 40, form: false }),
    auditedAt: text({ max: 20, form: false }),
    lastRemark: text({ max: 500, form: false }),
  },
  display: 'orderNo',
  actions: { flow: { api: '/cloud/orgfx/repair/info', label: 'orgfx.repairOrder.flow', scope: 'row' } },
  workflow: repairFlow,
});

export const repairLog = defineResource({
  id: 'repairLog',
  title: 'orgfx.repairLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('repairOrder', 'orderNo'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});

const messages = catalogueFromPairs({
  'orgfx.dept': ['部门', 'Department'],
  'orgfx.dept.deptName': ['部门名称', 'Name'],
  'orgfx.dept.parentId': ['上级部门', 'Parent'],
  'orgfx.dept.sort': ['排序', 'Order'],
  'orgfx.category': ['分类', 'Category'],
  'orgfx.category.code': ['分类编码', 'Code'],
  'orgfx.category.name': ['分类名称', 'Name'],
  'orgfx.category.parentCode': ['上级分类', 'Parent'],
  'orgfx.car': ['车辆', 'Car'],
  'orgfx.car.carNo': ['车牌号', 'Plate'],
  'orgfx.car.deptId': ['所属部门', 'Department'],
  'orgfx.repairOrder': ['维修单', 'Repair order'],
  'orgfx.repairOrder.orderNo': ['维修单号', 'Number'],
  'orgfx.repairOrder.carId': ['车辆', 'Car'],
  'orgfx.repairOrder.description': ['故障描述', 'Fault'],
  'orgfx.repairOrder.state': ['状态', 'State'],
  'orgfx.repairOrder.cost': ['预计费用', 'Estimated cost'],
  'orgfx.repairOrder.applicantUserId': ['申请人账号', 'Applicant id'],
  'orgfx.repairOrder.applicantName': ['申请人', 'Applicant'],
  'orgfx.repairOrder.auditedAt': ['审核时间', 'Audited at'],
  'orgfx.repairOrder.lastRemark': ['最新意见', 'Latest remark'],
  'orgfx.repairOrder.state.draft': ['草稿', 'Draft'],
  'orgfx.repairOrder.state.submitted': ['待审核', 'Submitted'],
  'orgfx.repairOrder.state.approved': ['已通过', 'Approved'],
  'orgfx.repairOrder.state.rejected': ['已驳回', 'Rejected'],
  'orgfx.repairOrder.action.create': ['创建', 'Create'],
  'orgfx.repairOrder.action.submit': ['提交', 'Submit'],
  'orgfx.repairOrder.action.withdraw': ['撤回', 'Withdraw'],
  'orgfx.repairOrder.action.audit': ['审核', 'Audit'],
  'orgfx.repairOrder.role.applicant': ['申请人', 'applicant'],
  'orgfx.repairOrder.role.auditor': ['审核人', 'auditor'],
  'orgfx.repairOrder.flow': ['流程', 'Workflow'],
  'orgfx.repairLog': ['维修单处理记录', 'Repair order log'],
  'orgfx.repairLog.repairOrderId': ['维修单', 'Repair order'],
});

export default defineModuleResources({ module: 'orgfx', messages, resources: [dept, category, car, repairOrder, repairLog] });
