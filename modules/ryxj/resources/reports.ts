/**
 * The computed lists (server/reports.ts fills them on every call; nothing stored):
 * - 考评记录 (evalRecord/getEvalRecordList): one row per facility and month — inspections counted, the
 *   deductions in force, the score (100 − deductions, never below 0), the grade and the rank among the
 *   facilities of the same type that month;
 * - 考核维度 (khgl's examineDimension/loadList): the indicator library's dimensions with their weight,
 *   items and total points;
 * - 美丽乡村 (mlxc/pageList, getOne): the inspection results per street (the villages and towns of the
 *   美丽乡村 programme read as the city's streets): facilities, inspections, deductions, average score.
 */
import { date, defineReport, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { EVAL_TYPES, GRADES, opts } from './options';
import { KHGL_DIMENSIONS, ryxj } from './paths';

export const evalRecord = defineReport({
  id: 'evalRecord',
  title: 'ryxj.evalRecord',
  api: { list: ryxj('evalRecord', 'getEvalRecordList') },
  fields: {
    month: text({ filter: true, help: 'ryxj.evalRecord.monthHelp' }),
    facilityName: text({ filter: 'like' }),
    facilityType: enumOf({ options: opts('evalType', EVAL_TYPES), filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    inspections: number({ integer: true }),
    deducted: number({ precision: 1, unit: 'ryxj.unit.points', help: 'ryxj.evalRecord.deductedHelp' }),
    excess: number({ precision: 1, unit: 'ryxj.unit.points', help: 'ryxj.evalRecord.excessHelp' }),
    score: number({ precision: 1, help: 'ryxj.evalRecord.scoreHelp' }),
    grade: enumOf({ options: opts('grade', GRADES), filter: true, help: 'ryxj.evalRecord.gradeHelp' }),
    rank: number({ integer: true, help: 'ryxj.evalRecord.rankHelp' }),
    appealed: number({ integer: true }),
  },
});

export const examineDimension = defineReport({
  id: 'examineDimension',
  title: 'ryxj.examineDimension',
  api: { list: KHGL_DIMENSIONS },
  fields: {
    dimensionName: text({ filter: 'like' }),
    evalType: enumOf({ options: opts('evalType', EVAL_TYPES), filter: true }),
    weight: number({ precision: 1, unit: 'ryxj.unit.percent' }),
    itemCount: number({ integer: true }),
    totalPoints: number({ precision: 1, unit: 'ryxj.unit.points' }),
  },
});

export const mlxc = defineReport({
  id: 'mlxc',
  title: 'ryxj.mlxc',
  api: { list: ryxj('mlxc', 'pageList') },
  fields: {
    street: text({ filter: 'like' }),
    facilities: number({ integer: true }),
    inspections: number({ integer: true }),
    deducted: number({ precision: 1, unit: 'ryxj.unit.points' }),
    averageScore: number({ precision: 1, help: 'ryxj.mlxc.averageHelp' }),
    lastInspection: date({}),
    month: text({ filter: true, help: 'ryxj.evalRecord.monthHelp' }),
  },
  actions: {
    getOne: {
      api: ryxj('mlxc', 'getOne'), label: 'ryxj.mlxc.detail', scope: 'row', reads: true, show: 'table', answer: 'evalInfo',
    },
  },
});

/**
 * 单位排名 (evalRecord/unitRanking, beside the spec's calls): per responsible unit and month, each
 * dimension's score — a typed dimension: the mean over the unit's facilities of that type of 100 − the
 * deductions in force of that dimension's items; a dimension for every type (管理, 综合评价): 100 − the
 * unit's deductions of its items, never below 0 — weighted by the dimensions' weights over those that
 * apply, graded and ranked among the units.
 */
export const unitRanking = defineReport({
  id: 'unitRanking',
  title: 'ryxj.unitRanking',
  api: { list: ryxj('evalRecord', 'unitRanking') },
  fields: {
    month: text({ filter: true, help: 'ryxj.evalRecord.monthHelp' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    facilities: number({ integer: true }),
    inspections: number({ integer: true }),
    score: number({ precision: 1, help: 'ryxj.unitRanking.scoreHelp' }),
    grade: enumOf({ options: opts('grade', GRADES), filter: true, help: 'ryxj.evalRecord.gradeHelp' }),
    rank: number({ integer: true, help: 'ryxj.unitRanking.rankHelp' }),
    dimensions: text({ help: 'ryxj.unitRanking.dimensionsHelp' }),
  },
});
