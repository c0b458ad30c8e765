// 作业区域 (jobArea/pageList): a worker's assigned area, a fence drawn on the map along a street
// (the demo: each outdoor worker's area of kit/people/demoCrew.ts). On the fence counts as inside.
import { defineResource, geoPolygon, text, treeSelect } from '../../../kit/resource';
import { zyry } from './paths';

export const jobArea = defineResource({
  id: 'jobArea',
  title: 'zyry.jobArea',
  api: { list: zyry('jobArea', 'pageList'), create: zyry('jobArea', 'save'), update: zyry('jobArea', 'update'), remove: zyry('jobArea', 'delete') },
  fields: {
    areaName: text({ required: true, max: 40, filter: true, sortable: true }),
    street: text({ max: 30, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    fence: geoPolygon({ required: true, help: 'zyry.jobArea.fenceHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['areaName'],
  display: 'areaName',
  defaultSort: { field: 'areaName', order: 'asc' },
});
