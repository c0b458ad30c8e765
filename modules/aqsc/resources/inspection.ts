// 安全检查: an inspection filled from a checklist template — 检查表模板's row action 按此模板检查 copies its items as
// the inspection's lines, each then marked 合格 / 不合格 / 不适用 with a remark and a photo. 不合格项 is
// composed on every read (the lines marked 不合格; unknown while any line is unmarked reads as the
// count so far, 待填 counted apart).
import { date, defineResource, enumOf, image, number, reference, text, treeSelect } from '../../../kit/resource';
import { ITEM_RESULTS, opts } from './options';
import { safety } from './paths';

export const inspectionItem = defineResource({
  id: 'inspectionItem',
  title: 'aqsc.inspectionItem',
  api: {},
  readOnly: true,
  fields: {
    inspectionId: reference({ resource: 'inspection', display: 'inspectionNo', form: false, column: false, filter: 'in' }),
    content: text({ required: true, max: 100 }),
    standard: text({ max: 200 }),
    result: enumOf({ options: opts('itemResult', ITEM_RESULTS) }),
    remark: text({ max: 200 }),
    photo: image({ maxSize: 5 * 1024 * 1024 }),
  },
});

export const inspection = defineResource({
  id: 'inspection',
  title: 'aqsc.inspection',
  api: { list: safety('inspection', 'pageList'), create: safety('inspection', 'save'), update: safety('inspection', 'update'), get: safety('inspection', 'get'), remove: safety('inspection', 'delete') },
  fields: {
    inspectionNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    checklistId: reference({ resource: 'checklist', display: 'name', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    place: text({ required: true, max: 100 }),
    inspectDate: date({ required: true, filter: 'range', sortable: true }),
    inspectorId: reference({ resource: 'person', display: 'name', filter: true }),
    failCount: number({ integer: true, form: false, import: false, help: 'aqsc.inspection.failCountHelp' }),
    openCount: number({ integer: true, form: false, import: false, help: 'aqsc.inspection.openCountHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['inspectionNo'],
  display: 'inspectionNo',
  defaultSort: { field: 'inspectDate', order: 'desc' },
  document: { lines: 'inspectionItem', parent: 'inspectionId', api: { lines: safety('inspection', 'items') } },
});
