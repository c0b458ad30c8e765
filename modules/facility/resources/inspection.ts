/**
 * 设施检查 (inspection): one inspection of one facility, through the kit's workflow:
 * save (inspection/save) plans it (待检查: facility, date, inspector); 检查 (inspection/inspection)
 * records the findings — deduction items from the indicator library, photos through the file service,
 * the place — and may be repeated while not submitted (已检查); 提交 (inspection/submit) makes it final
 * (已提交): it then counts in the month's evaluation of the facility's unit and is never edited,
 * deleted or inspected again. Every step is a row of inspectionLog (who, what, when).
 */
import { date, datetime, defineResource, defineWorkflow, enumOf, geoPoint, image, number, reference, text, treeSelect, workflowLogFields } from '../../../kit/resource';
import { INSPECTION_STATES } from '../rules/inspection';
import { facility } from './paths';

export const inspectionFlow = defineWorkflow({
  field: 'status',
  states: INSPECTION_STATES,
  actions: ['inspection', 'submit'],
  roles: { inspector: { everyone: true } },
  initial: { action: 'create', next: 'planned', who: ['inspector'] },
  transitions: {
    planned: { inspection: { next: 'inspected', who: ['inspector'] } },
    inspected: { inspection: { next: 'inspected', who: ['inspector'] }, submit: { next: 'submitted', who: ['inspector'] } },
    submitted: {},
  },
  inputs: {
    inspection: {
      fields: {
        itemCodes: enumOf({ from: { resource: 'indicator', value: 'itemCode', label: 'itemName' }, multiple: true, label: 'facility.inspection.itemCodes', help: 'facility.inspection.itemCodesHelp' }),
        photos: image({ multiple: true, maxSize: 5 * 1024 * 1024, label: 'facility.inspection.photos' }),
        location: geoPoint({ label: 'facility.inspection.location' }),
      },
    },
  },
  set: {
    create: { inspectorName: '$userName' },
    inspection: { inspectorName: '$userName', inspectedAt: '$now' },
    submit: { submittedBy: '$userName', submittedAt: '$now' },
  },
  remarkField: 'lastRemark',
  calls: { inspection: facility('inspection', 'inspection'), submit: facility('inspection', 'submit') },
  log: { resource: 'inspectionLog', subject: 'inspectionId' },
  api: { log: facility('inspection', 'logList'), info: facility('inspection', 'info') },
  labels: { state: 'facility.enum.inspectionState', action: 'facility.flow.action', role: 'facility.flow.role' },
});

export const inspection = defineResource({
  id: 'inspection',
  title: 'facility.inspection',
  // delete is an action: a planned or inspected inspection goes with its log (server/inspection.ts).
  api: { list: facility('inspection', 'pageList'), create: facility('inspection', 'save'), update: facility('inspection', 'update') },
  fields: {
    inspectNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    facilityType: enumOf({ source: 'facilityType', form: false, filter: true }),
    deptId: treeSelect({ tree: 'department', form: false, filter: true, help: 'facility.inspection.deptHelp' }),
    part: enumOf({ source: 'part', form: false, column: { hidden: true }, help: 'facility.inspection.partHelp' }),
    inspectDate: date({ required: true, filter: 'range', sortable: true }),
    status: enumOf({ source: 'inspectionState', form: false, filter: true }),
    itemCodes: enumOf({ from: { resource: 'indicator', value: 'itemCode', label: 'itemName' }, multiple: true, form: false, column: false }),
    findings: text({ max: 1000, form: false, help: 'facility.inspection.findingsHelp' }),
    deduction: number({ precision: 2, form: false, unit: 'facility.unit.point', sortable: true, help: 'facility.inspection.deductionHelp' }),
    photos: image({ multiple: true, form: false }),
    location: geoPoint({ form: false, column: false }),
    inspectorName: text({ max: 40, form: false }),
    inspectedAt: datetime({ form: false, column: { hidden: true } }),
    submittedBy: text({ max: 40, form: false, column: { hidden: true } }),
    submittedAt: datetime({ form: false, column: { hidden: true } }),
    remark: text({ max: 200, column: false }),
    lastRemark: text({ max: 500, form: false, column: false }),
  },
  display: 'inspectNo',
  defaultSort: { field: 'inspectDate', order: 'desc' },
  lockedWhen: { field: 'status', in: ['submitted'] },
  actions: {
    flow: { api: facility('inspection', 'info'), label: 'facility.inspection.flow', scope: 'row' },
    remove: { api: facility('inspection', 'delete'), label: 'facility.inspection.remove', scope: 'row', confirm: 'facility.inspection.removeConfirm', when: { field: 'status', in: ['planned', 'inspected'] } },
  },
  workflow: inspectionFlow,
});

// 检查记录: the workflow's log of an inspection, written by the engine; read through inspection/logList.
export const inspectionLog = defineResource({
  id: 'inspectionLog',
  title: 'facility.inspectionLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('inspection', 'inspectNo'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});
