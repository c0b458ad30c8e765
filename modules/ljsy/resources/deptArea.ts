// 部门区域: which streets of which district a department's crews transport from (deptArea list, info, save, delete).
import { defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { districtOptions } from './options';

const call = (name: string) => `/cloud/ljsy/deptArea/${name}`;

export const deptArea = defineResource({
  id: 'deptArea',
  title: 'ljsy.deptArea',
  // save is one call for new and changed areas (an id updates), as the spec names it.
  api: { list: call('list'), get: call('info'), upsert: `POST ${call('save')}`, remove: call('delete') },
  fields: {
    areaName: text({ required: true, max: 40, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    streets: text({ max: 200, help: 'ljsy.deptArea.streetsHelp' }),
    areaKm2: number({ min: 0, max: 2000, precision: 2, unit: 'ljsy.unit.km2', sortable: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['areaName'],
  display: 'areaName',
  defaultSort: { field: 'areaName', order: 'asc' },
});
