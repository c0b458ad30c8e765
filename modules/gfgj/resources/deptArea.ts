// 部门区域: the part of the city a department collects in, drawn as a polygon on the offline map.
// deptArea/getDeptAreaList, getDeptAreaInfo, saveDeptAreaInfo, delDeptAreaInfo; common/getDeptByLocalion
// answers the department whose area holds a point (rules/geo.ts).
import { defineResource, enumOf, geoPolygon, text, treeSelect } from '../../../kit/resource';
import { gfgj } from '../paths';

export const deptArea = defineResource({
  id: 'deptArea',
  title: 'gfgj.deptArea',
  api: { list: gfgj('deptArea/getDeptAreaList'), get: gfgj('deptArea/getDeptAreaInfo'), upsert: gfgj('deptArea/saveDeptAreaInfo'), remove: gfgj('deptArea/delDeptAreaInfo') },
  fields: {
    areaName: text({ required: true, max: 30, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    shape: geoPolygon({ help: 'gfgj.deptArea.shapeHelp' }),
    remark: text({ max: 100, column: false }),
  },
  unique: ['areaName'],
  display: 'areaName',
  defaultSort: { field: 'areaName', order: 'asc' },
  actions: {
    // 按位置查部门: which department's area holds a point.
    locate: { api: gfgj('common/getDeptByLocalion'), label: 'gfgj.deptArea.locate', scope: 'toolbar', prompt: { lng: 'gfgj.col.lng', lat: 'gfgj.col.lat' }, show: 'detail', reads: true, answer: { areaName: text(), deptName: text() } },
  },
});
