// Major indicators (主要指标): per month and district, the city's headline rates against their targets.
import { boolean, defineResource, enumOf, number } from '../../../kit/resource';
import { districtField, indexApi, monthField } from './indexFields';

export const majorIndex = defineResource({
  id: 'majorIndex',
  title: 'jlzs.majorIndex',
  api: indexApi('majorIndex'),
  fields: {
    month: monthField(),
    district: districtField(),
    indicator: enumOf({ source: 'majorIndicator', required: true, filter: true }),
    value: number({ required: true, min: 0, max: 100, precision: 1, unit: 'jlzs.unit.percent', sortable: true }),
    target: number({ required: true, min: 0, max: 100, precision: 1, unit: 'jlzs.unit.percent' }),
    reached: boolean({ form: false, import: false, filter: true, help: 'jlzs.majorIndex.reachedHelp' }),
  },
  unique: ['month', 'district', 'indicator'],
  defaultSort: { field: 'month', order: 'desc' },
});
