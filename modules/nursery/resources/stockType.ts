// 苗木类型 (nurseryStockType): 乔木, 灌木, 地被 … and how their stock is measured — trees by the trunk
// diameter at 1.3 m above the ground (胸径), short stock by the base diameter (地径).
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { crud } from './paths';

export const MEASURES = ['dbh', 'base'] as const;

export const stockType = defineResource({
  id: 'nurseryStockType',
  title: 'nursery.stockType',
  api: crud('nurseryStockType'),
  fields: {
    typeName: text({ required: true, max: 20, filter: true, sortable: true }),
    measure: enumOf({ options: MEASURES.map((value) => ({ value, label: `nursery.measure.${value}` })), required: true, filter: true, help: 'nursery.stockType.measureHelp' }),
    sort: number({ integer: true, min: 0, max: 999, default: 0, sortable: true }),
    remark: text({ max: 200, multiline: true }),
  },
  unique: ['typeName'],
  display: 'typeName',
  defaultSort: { field: 'sort', order: 'asc' },
});
