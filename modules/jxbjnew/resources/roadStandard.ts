// 道路作业标准 (roadStandard/pageList): for each grade of road and job, the passes a day, the
// completion a job must reach (default 90 %) and the tolerance — what a road of that grade needs
// when its own passes are left empty, and what its jobs are measured against.
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { GRADE_OPTIONS, JOB_OPTIONS } from './options';
import { crud } from './paths';

export const roadStandard = defineResource({
  id: 'roadStandard',
  title: 'jxbjnew.roadStandard',
  api: crud('roadStandard'),
  fields: {
    standardName: text({ required: true, max: 40, filter: true }),
    grade: enumOf({ options: GRADE_OPTIONS, required: true, filter: true, sortable: true }),
    jobType: enumOf({ options: JOB_OPTIONS, required: true, filter: true }),
    passes: number({ required: true, integer: true, min: 0, max: 12, help: 'jxbjnew.roadStandard.passesHelp' }),
    threshold: number({ required: true, min: 1, max: 100, precision: 0, default: 90, unit: 'jxbjnew.unit.percent', help: 'jxbjnew.roadStandard.thresholdHelp' }),
    tolerance: number({ required: true, min: 3, max: 100, integer: true, default: 20, unit: 'jxbjnew.unit.m', help: 'jxbjnew.road.toleranceHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['grade', 'jobType'],
  display: 'standardName',
  defaultSort: { field: 'grade', order: 'asc' },
});
