// 人工评分 (score/pageList): a manual indicator's score of one object for one month, 0–100; who
// scored and when are kept (set by the server from the caller and its clock, never typed).
import { datetime, defineResource, number, reference, text } from '../../../kit/resource';
import { assess } from './paths';

export const manualScore = defineResource({
  id: 'manualScore',
  title: 'jxkh.manualScore',
  api: { list: assess('score', 'pageList'), create: assess('score', 'save'), update: assess('score', 'update'), remove: assess('score', 'delete') },
  fields: {
    month: text({ required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'jxkh.monthRule', filter: 'eq', sortable: true, help: 'jxkh.monthHelp' }),
    schemeId: reference({ resource: 'scheme', display: 'schemeName', required: true, filter: true }),
    indicatorId: reference({ resource: 'schemeIndicator', display: 'indicatorName', required: true, dependsOn: 'schemeId', help: 'jxkh.manualScore.indicatorHelp' }),
    objectId: reference({ resource: 'assessObject', display: 'objectName', required: true, filter: true }),
    score: number({ required: true, min: 0, max: 100, precision: 1, sortable: true }),
    remark: text({ max: 200 }),
    scorer: text({ form: false, filter: true, help: 'jxkh.manualScore.scorerHelp' }),
    scoredAt: datetime({ form: false, sortable: true }),
  },
  unique: ['month', 'indicatorId', 'objectId'],
  display: 'month',
  defaultSort: { field: 'month', order: 'desc' },
});
