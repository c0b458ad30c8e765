// Index configuration (指数配置): each index item's group, weight and target. The sorting quality
// score weighs participation (code participation) and accuracy (code accuracy) by these weights.
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { indexApi } from './indexFields';

export const configIndex = defineResource({
  id: 'configIndex',
  title: 'jlzs.configIndex',
  api: indexApi('configIndex'),
  fields: {
    indexCode: text({ required: true, max: 30, pattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternMessage: 'jlzs.configIndex.codeRule', filter: true, sortable: true }),
    indexName: text({ required: true, max: 30, filter: true }),
    indexGroup: enumOf({ source: 'indexGroup', required: true, filter: true }),
    weight: number({ required: true, min: 0, max: 100, precision: 1, unit: 'jlzs.unit.percent', help: 'jlzs.configIndex.weightHelp' }),
    target: number({ min: 0, max: 100000, precision: 2 }),
    unit: text({ max: 10 }),
    remark: text({ max: 100 }),
  },
  unique: ['indexCode'],
  display: 'indexName',
  defaultSort: { field: 'indexCode', order: 'asc' },
});
