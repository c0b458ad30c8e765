// 作业线路 (line/pageList): a job's roads in the order driven, by road code (DL-101,DL-102), their
// names and the line's length (metres) composed on save. (A choice of several roads from the road
// list, enumOf({ from, multiple }), is refused by the server's option check today: see the README.)
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
    roads: text({ required: true, max: 400, pattern: '^[A-Z][A-Z0-9-]{1,15}(,[A-Z][A-Z0-9-]{1,15})*$', patternMessage: 'jxbjnew.line.roadsRule', column: false, help: 'jxbjnew.line.roadsHelp' }),
    roadNames: text({ form: false, help: 'jxbjnew.line.roadNamesHelp' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    length: number({ precision: 0, unit: 'jxbjnew.unit.m', form: false, help: 'jxbjnew.line.lengthHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['lineName'],
  display: 'lineName',
  defaultSort: { field: 'lineName', order: 'asc' },
});
