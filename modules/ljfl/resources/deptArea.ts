// Department areas (deptArea): the part of the city a department answers for — its district and
// streets, drawn on the map. getDeptAreaList lists them, getDeptAreaInfo reads one, saveDeptAreaInfo
// creates or updates, delDeptAreaInfo deletes.
import { defineResource, enumOf, geoPolygon, text, treeSelect } from '../../../kit/resource';
import { ljfl } from '../paths';

export const deptArea = defineResource({
  id: 'deptArea',
  title: 'ljfl.deptArea',
  api: { list: ljfl('deptArea/getDeptAreaList'), get: ljfl('deptArea/getDeptAreaInfo'), upsert: ljfl('deptArea/saveDeptAreaInfo'), remove: ljfl('deptArea/delDeptAreaInfo') },
  fields: {
    areaName: text({ required: true, max: 30, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    streets: text({ max: 100 }),
    shape: geoPolygon(),
    remark: text({ max: 100, column: false }),
  },
  unique: ['areaName'],
  display: 'areaName',
  defaultSort: { field: 'areaName', order: 'asc' },
});
