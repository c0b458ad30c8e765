// 苗木品种 (nurseryStockSubType): the species of a type (香樟 under 乔木) with its reference unit price
// per plant, which values the stock (README "Stock value"). getListByGroupArea answers the species
// with stock in one group area (the group area's 在圃苗木 row action).
import { defineResource, money, reference, text } from '../../../kit/resource';
import { crud } from './paths';

export const stockSubType = defineResource({
  id: 'nurseryStockSubType',
  title: 'nursery.subType',
  api: crud('nurseryStockSubType'),
  fields: {
    typeId: reference({ resource: 'nurseryStockType', display: 'typeName', required: true, filter: true }),
    subTypeName: text({ required: true, max: 30, filter: true, sortable: true }),
    latinName: text({ max: 60 }),
    unitPrice: money({ min: 0, max: 1_000_000, unit: 'nursery.unit.yuanPerPlant', sortable: true, help: 'nursery.subType.unitPriceHelp' }),
    remark: text({ max: 200, multiline: true }),
  },
  unique: ['subTypeName'],
  display: 'subTypeName',
  defaultSort: { field: 'subTypeName', order: 'asc' },
});
