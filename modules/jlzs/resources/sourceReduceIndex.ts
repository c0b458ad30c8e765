// Source reduction (源头减量指标): per month and district, other (residual) waste against its baseline.
import { defineResource, number } from '../../../kit/resource';
import { districtField, indexApi, monthField } from './indexFields';

const t = (extra: Record<string, unknown> = {}) => number({ min: 0, max: 1000000, precision: 2, unit: 'kit.unit.t', ...extra });

export const sourceReduceIndex = defineResource({
  id: 'sourceReduceIndex',
  title: 'jlzs.sourceReduceIndex',
  api: indexApi('sourceReduceIndex'),
  fields: {
    month: monthField(),
    district: districtField(),
    baselineT: t({ required: true, help: 'jlzs.sourceReduceIndex.baselineHelp' }),
    actualT: t(),
    reductionRate: number({ min: -1000, max: 100, precision: 1, unit: 'jlzs.unit.percent', form: false, import: false, sortable: true, help: 'jlzs.sourceReduceIndex.rateHelp' }),
  },
  unique: ['month', 'district'],
  defaultSort: { field: 'month', order: 'desc' },
});
