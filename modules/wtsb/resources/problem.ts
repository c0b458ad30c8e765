// Problem cases (问题案件): reported, dispatched, handled and closed through their workflow, the
// lifecycle (../lifecycle.ts), which the engine serves. The table is written only by the workflow's
// actions and the report handler, never by a plain update, so a case's state can only move along it.
// Field order is column order: the state, urgency and report time come right after the case number
// and type, so they are in view at 1366×768 without scrolling.
import { boolean, datetime, defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { problemFlow } from '../lifecycle';

export const problem = defineResource({
  id: 'problem',
  title: 'wtsb.problem',
  api: { list: '/cloud/wtsb/web/problem/getProblemPage', export: '/cloud/wtsb/web/problem/export' },
  readOnly: true,
  fields: {
    problemNo: text({ max: 20, filter: true, sortable: true, form: false, column: { fixed: 'left', width: 150 } }),
    problemTypeId: reference({ resource: 'problemType', display: 'typeName', required: true, filter: true }),
    state: enumOf({ source: 'problemState', filter: true, sortable: true, form: false }),
    urgency: enumOf({ source: 'urgency', required: true, filter: true, default: 'normal' }),
    reportTime: datetime({ filter: true, sortable: true, form: false }),
    description: text({ required: true, min: 4, max: 500, multiline: true, filter: true, column: { width: 260 } }),
    address: text({ required: true, max: 120, filter: true, column: { width: 200 } }),
    location: geoPoint({ column: false }),
    deptAreaId: reference({ resource: 'deptArea', display: 'areaName', filter: true }),
    source: enumOf({ source: 'problemSource', required: true, filter: true, default: 'patrol' }),
    reporterName: text({ max: 20, filter: true, form: false }),
    reporterPhone: text({ max: 11, pattern: '^1\\d{10}$', column: { hidden: true } }),
    reporterUserId: text({ max: 40, form: false, column: false, export: false, detail: false }),
    handleDeptName: text({ max: 40, filter: true, form: false }),
    handlerName: text({ max: 20, filter: true, form: false }),
    handlerUserId: text({ max: 40, form: false, column: false, export: false, detail: false }),
    handleHours: number({ integer: true, min: 1, max: 720, form: false, unit: 'wtsb.unit.hour', column: { hidden: true } }),
    deadline: datetime({ form: false, sortable: true, filter: true }),
    signTime: datetime({ form: false, column: { hidden: true } }),
    dispatchTime: datetime({ form: false, column: { hidden: true } }),
    finishTime: datetime({ form: false, column: { hidden: true } }),
    closeTime: datetime({ form: false, sortable: true, column: { hidden: true } }),
    delayHours: number({ integer: true, min: 1, max: 720, form: false, column: false, export: false }),
    readFlag: boolean({ form: false, filter: true, default: false }),
    lastRemark: text({ max: 500, form: false, column: { hidden: true } }),
    imageCount: number({ integer: true, min: 0, form: false, column: { hidden: true }, default: 0 }),
  },
  unique: ['problemNo'],
  display: 'problemNo',
  defaultSort: { field: 'reportTime', order: 'desc' },
  // Offered to the platform's table lookups (the data monitor counts new cases by reportTime).
  lookup: ['problemNo', 'state', 'urgency', 'reportTime', 'source'],
  workflow: problemFlow,
});
