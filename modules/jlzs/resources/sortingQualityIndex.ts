// Sorting quality index (分类质量指数): per month and street, the participation rate (entered from the
// street's household survey), the buckets inspected and found correctly sorted, the accuracy derived
// from them and the index score weighted by 指数配置. 重新计算 applies changed weights to every row.
import { defineResource, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';
import { districtField, indexApi, monthField } from './indexFields';

const pct = (extra: Record<string, unknown> = {}) => number({ min: 0, max: 100, precision: 1, unit: 'jlzs.unit.percent', ...extra });

export const sortingQualityIndex = defineResource({
  id: 'sortingQualityIndex',
  title: 'jlzs.sortingQualityIndex',
  api: { ...indexApi('sortingQualityIndex'), import: jlzs('sortingQualityIndex', 'import'), export: jlzs('sortingQualityIndex', 'export') },
  fields: {
    month: monthField(),
    district: districtField(),
    street: text({ required: true, max: 20, filter: true }),
    participationRate: pct({ required: true, help: 'jlzs.sortingQualityIndex.participationHelp' }),
    inspected: number({ required: true, integer: true, min: 0, max: 100000 }),
    qualified: number({ required: true, integer: true, min: 0, max: 100000 }),
    accuracyRate: pct({ form: false, import: false, sortable: true, help: 'jlzs.sortingQualityIndex.accuracyHelp' }),
    score: number({ min: 0, max: 100, precision: 1, form: false, import: false, sortable: true, help: 'jlzs.sortingQualityIndex.scoreHelp' }),
  },
  unique: ['month', 'street'],
  display: 'street',
  defaultSort: { field: 'month', order: 'desc' },
  actions: {
    recalculation: { api: jlzs('sortingQualityIndex', 'recalculation'), label: 'jlzs.index.recalculate', scope: 'toolbar', confirm: 'jlzs.index.recalculateConfirm' },
  },
});
