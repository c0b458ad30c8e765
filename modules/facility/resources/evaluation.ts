/**
 * 月度考评 (evaluationManagement, 7.15): one unit's (a department's) evaluation of one month. Five
 * parts with the tenant's weights (evaluationSetting): roads, management and the overall evaluation
 * are entered (addUpdateScore, who and when kept per part); facilities and toilets are computed on
 * every read from the month's submitted inspections (rules/evaluation.ts). The total, the grade, the
 * month's rank and the missing parts are computed on every read too, never stored.
 */
import { boolean, datetime, defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { evaluationCall } from './paths';

const score = (help?: string) => number({ min: 0, max: 100, precision: 2, form: false, ...(help ? { help } : {}) });
const who = () => text({ max: 40, form: false, column: false });
const when = () => datetime({ form: false, column: false });

export const evaluation = defineResource({
  id: 'evaluation',
  title: 'facility.evaluation',
  api: {
    list: evaluationCall('pageList'), upsert: evaluationCall('addOrUpdate'), remove: evaluationCall('delete'),
    get: evaluationCall('loadInfo'), export: `GET ${evaluationCall('export')}`,
  },
  fields: {
    month: text({ required: true, max: 7, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'facility.evaluation.monthRule', filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    roadScore: score('facility.evaluation.enteredHelp'),
    roadBy: who(),
    roadAt: when(),
    facilityScore: score('facility.evaluation.facilityScoreHelp'),
    toiletScore: score('facility.evaluation.toiletScoreHelp'),
    managementScore: score('facility.evaluation.enteredHelp'),
    managementBy: who(),
    managementAt: when(),
    overallScore: score('facility.evaluation.enteredHelp'),
    overallBy: who(),
    overallAt: when(),
    total: number({ precision: 2, form: false, help: 'facility.evaluation.totalHelp' }),
    grade: enumOf({ source: 'grade', form: false, help: 'facility.evaluation.gradeHelp' }),
    rank: number({ integer: true, form: false, help: 'facility.evaluation.rankHelp' }),
    complete: boolean({ form: false, help: 'facility.evaluation.completeHelp' }),
    missing: text({ max: 100, form: false, help: 'facility.evaluation.missingHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['month', 'deptId'],
  display: 'month',
  defaultSort: { field: 'month', order: 'desc' },
  actions: {
    addUpdateScore: {
      api: evaluationCall('addUpdateScore'), label: 'facility.evaluation.addUpdateScore', scope: 'row',
      prompt: { roadScore: 'facility.evaluation.roadScore', managementScore: 'facility.evaluation.managementScore', overallScore: 'facility.evaluation.overallScore' },
    },
  },
});
