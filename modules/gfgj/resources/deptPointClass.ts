// 部门站点品类: which garbage classes a department's station takes in (a station books only those).
// deptPointClass/pageList, saveOrUpdateDeptPointClass, deleteDeptPointClass, deptPointClassDownload.
import { defineResource, reference, text, treeSelect } from '../../../kit/resource';
import { gfgj } from '../paths';

export const deptPointClass = defineResource({
  id: 'deptPointClass',
  title: 'gfgj.deptPointClass',
  api: { list: gfgj('deptPointClass/pageList'), upsert: gfgj('deptPointClass/saveOrUpdateDeptPointClass'), remove: gfgj('deptPointClass/deleteDeptPointClass'), export: gfgj('deptPointClass/deptPointClassDownload') },
  fields: {
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    stationId: reference({ resource: 'stationPoint', display: 'stationName', required: true, filter: true }),
    garbageClassId: reference({ resource: 'garbageClass', display: 'className', required: true, filter: true }),
    remark: text({ max: 60 }),
  },
  unique: ['stationId', 'garbageClassId'],
  defaultSort: { field: 'stationId', order: 'asc' },
});
