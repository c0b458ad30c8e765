// 作业线路 (line/pageList): a job's roads in the order driven; its length is the roads' (metres,
// computed on save).
import { defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { JOB_OPTIONS } from './options';
import { crud } from './paths';

export const line = defineResource({
  id: 'line',
  title: 'jxbjnew.line',
  api: crud('line'),
  fields: {
    lineName: text({ required: true, max: 40, filter: true, sortable: true }),
    jobType: enumOf({ options: JOB_OPTIONS, required: true, filter: true }),
    roads: enumOf({ from: { resource: 'road', value: 'roadCode', label: 'roadName' }, multiple: true, required: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    length: number({ precision: 0, unit: 'jxbjnew.unit.m', form: false, help: 'jxbjnew.line.lengthHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['lineName'],
  display: 'lineName',
  defaultSort: { field: 'lineName', order: 'asc' },
});
