// Garbage quantity (垃圾量指标): per month, district and sorting category, the planned tonnes against
// the collected tonnes (收集数据's monthly sum when the month was seeded).
import { defineResource, enumOf, number } from '../../../kit/resource';
import { districtField, indexApi, monthField } from './indexFields';

const t = (extra: Record<string, unknown> = {}) => number({ min: 0, max: 1000000, precision: 2, unit: 'kit.unit.t', ...extra });

export const garbageQuantityIndex = defineResource({
  id: 'garbageQuantityIndex',
  title: 'jlzs.garbageQuantityIndex',
  api: indexApi('garbageQuantityIndex'),
  fields: {
    month: monthField(),
    district: districtField(),
    garbageType: enumOf({ source: 'sortType', required: true, filter: true }),
    planT: t({ required: true }),
    actualT: t(),
    completionRate: number({ min: 0, max: 1000, precision: 1, unit: 'jlzs.unit.percent', form: false, import: false, sortable: true, help: 'jlzs.garbageQuantityIndex.completionHelp' }),
  },
  unique: ['month', 'district', 'garbageType'],
  defaultSort: { field: 'month', order: 'desc' },
});
