// 考核对象 (object/pageList): what is assessed — the demo city's towns/streets, villages/estates,
// vehicles (by plate, as 车辆管理 registers them), drivers, stations and contractors — each with the
// platform department that answers for it. The name is the key the product's figures are matched on.
import { defineResource, enumOf, text, treeSelect } from '../../../kit/resource';
import { KIND_OPTIONS } from './options';
import { assess } from './paths';

export const assessObject = defineResource({
  id: 'assessObject',
  title: 'jxkh.assessObject',
  api: { list: assess('object', 'pageList'), create: assess('object', 'save'), update: assess('object', 'update'), remove: assess('object', 'delete') },
  fields: {
    objectName: text({ required: true, max: 40, filter: true, sortable: true, help: 'jxkh.assessObject.objectNameHelp' }),
    kind: enumOf({ options: KIND_OPTIONS, required: true, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['kind', 'objectName'],
  display: 'objectName',
  defaultSort: { field: 'kind', order: 'asc' },
});
