// 养护类型 (treecuringtype): the kinds of care (watering, pruning, pest control, support …) and how often
// each is due.
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { crud } from './paths';

export const CURING_CATEGORIES = ['watering', 'pruning', 'pestControl', 'support', 'fertilizing', 'other'] as const;

export const curingType = defineResource({
  id: 'treecuringtype',
  title: 'nursery.curingType',
  api: crud('treecuringtype'),
  fields: {
    typeName: text({ required: true, max: 20, filter: true, sortable: true }),
    category: enumOf({ options: CURING_CATEGORIES.map((value) => ({ value, label: `nursery.curingCategory.${value}` })), required: true, filter: true }),
    cycleDays: number({ integer: true, min: 1, max: 3650, unit: 'nursery.unit.day', help: 'nursery.curingType.cycleDaysHelp' }),
    remark: text({ max: 200, multiline: true }),
  },
  unique: ['typeName'],
  display: 'typeName',
  defaultSort: { field: 'typeName', order: 'asc' },
});
