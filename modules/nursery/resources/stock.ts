// 苗木库存 (nurseryStock/pageList, a designed call): the current stock per species, group area and
// specification, summed from the journal (server/reports.ts), with its value; never stored, never edited.
import { defineReport, enumOf, money, number, reference } from '../../../kit/resource';
import { call } from './paths';
import { CONDITIONS } from './movement';

export const stock = defineReport({
  id: 'nurseryStock',
  title: 'nursery.stock',
  api: { list: call('nurseryStock', 'pageList') },
  fields: {
    typeId: reference({ resource: 'nurseryStockType', display: 'typeName', filter: 'eq' }),
    subTypeId: reference({ resource: 'nurseryStockSubType', display: 'subTypeName', filter: 'eq' }),
    groupAreaId: reference({ resource: 'groupAreaManage', display: 'areaName', filter: 'eq' }),
    diameter: number({ precision: 1, unit: 'nursery.unit.cm', label: 'nursery.movement.diameter' }),
    height: number({ precision: 2, unit: 'nursery.unit.m', label: 'nursery.movement.height' }),
    canopy: number({ precision: 2, unit: 'nursery.unit.m', label: 'nursery.movement.canopy' }),
    quantity: number({ integer: true, unit: 'nursery.unit.plant', sortable: true, help: 'nursery.stock.quantityHelp' }),
    condition: enumOf({ options: CONDITIONS.map((value) => ({ value, label: `nursery.condition.${value}` })), help: 'nursery.stock.conditionHelp' }),
    unitPrice: money({ unit: 'nursery.unit.yuanPerPlant', help: 'nursery.stock.unitPriceHelp' }),
    value: money({ unit: 'nursery.unit.yuan', sortable: true, help: 'nursery.stock.valueHelp' }),
  },
});
