// 作业区域 (rgsb loadAreaList / loadAreaInfo / loadAreaNum): the areas a department reports by hand —
// a stretch of road, an estate, a park — with its size, grade and the people it needs. The spec names
// only the reads; save, update and delete beside them are ours (README).
import { defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { rgsb, rgsbWrite } from './paths';

export const workArea = defineResource({
  id: 'workArea',
  title: 'zybb.workArea',
  api: { list: rgsb('loadAreaList'), get: rgsb('loadAreaInfo'), create: rgsbWrite('saveAreaInfo'), update: rgsbWrite('updateAreaInfo'), remove: rgsbWrite('deleteAreaInfo') },
  fields: {
    areaName: text({ required: true, max: 40, filter: true, sortable: true }),
    areaType: enumOf({ source: 'areaType', required: true, filter: true }),
    street: text({ required: true, max: 40, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    leaderName: text({ max: 20 }),
    cleanLevel: enumOf({ source: 'cleanLevel', required: true, filter: true, help: 'zybb.workArea.cleanLevelHelp' }),
    lengthM: number({ precision: 0, min: 0, max: 100000, unit: 'zybb.unit.metre' }),
    widthM: number({ precision: 1, min: 0, max: 500, unit: 'zybb.unit.metre' }),
    areaM2: number({ precision: 0, min: 0, unit: 'zybb.unit.squareMetre', help: 'zybb.workArea.areaM2Help' }),
    staffNeeded: number({ integer: true, min: 0, max: 999, help: 'zybb.workArea.staffNeededHelp' }),
    remark: text({ max: 200, multiline: true }),
  },
  display: 'areaName',
  unique: ['areaName'],
  defaultSort: { field: 'areaName', order: 'asc' },
  actions: {
    areaNum: {
      api: rgsb('loadAreaNum'), label: 'zybb.workArea.areaNum', scope: 'toolbar', reads: true, show: 'table',
      answer: { areaType: enumOf({ source: 'areaType' }), count: number({ integer: true }), areaM2: number({ precision: 0 }), staffNeeded: number({ integer: true }) },
    },
  },
});
