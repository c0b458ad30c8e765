// 检查表模板: an inspection checklist as a template — its items (检查项: what to look at and the standard
// it must meet) are the document's lines; an inspection is filled from it (inspection.ts).
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { CHECKLIST_KINDS, opts } from './options';
import { safety } from './paths';

export const checklistItem = defineResource({
  id: 'checklistItem',
  title: 'aqsc.checklistItem',
  api: {},
  readOnly: true,
  fields: {
    checklistId: reference({ resource: 'checklist', display: 'name', form: false, column: false, filter: 'in' }),
    sort: number({ integer: true, min: 0, max: 999 }),
    content: text({ required: true, max: 100 }),
    standard: text({ max: 200 }),
  },
});

export const checklist = defineResource({
  id: 'checklist',
  title: 'aqsc.checklist',
  api: { list: safety('checklist', 'pageList'), create: safety('checklist', 'save'), update: safety('checklist', 'update'), get: safety('checklist', 'get'), remove: safety('checklist', 'delete') },
  fields: {
    name: text({ required: true, max: 40, filter: 'like', sortable: true }),
    kind: enumOf({ options: opts('checklistKind', CHECKLIST_KINDS), required: true, filter: true }),
    itemCount: number({ integer: true, form: false, import: false, help: 'aqsc.checklist.itemCountHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['name'],
  display: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  actions: {
    inspect: { api: safety('inspection', 'fromTemplate'), label: 'aqsc.checklist.inspect', scope: 'row', prompt: { place: 'aqsc.inspection.place' }, show: 'message' },
  },
  document: { lines: 'checklistItem', parent: 'checklistId', api: { lines: safety('checklist', 'items') } },
});
