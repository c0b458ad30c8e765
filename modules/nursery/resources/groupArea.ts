// 苗圃片区 (groupAreaManage): the nursery's plots in the demo city's parks, where stock is held. The row
// action 在圃苗木 lists the species held there (nurseryStockSubType/getListByGroupArea).
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { DISTRICT_NAMES } from '../../../kit/geo/demoCity';
import { call, crud } from './paths';

export const groupArea = defineResource({
  id: 'groupAreaManage',
  title: 'nursery.groupArea',
  api: crud('groupAreaManage'),
  fields: {
    areaName: text({ required: true, max: 30, filter: true, sortable: true }),
    park: text({ max: 30, filter: true }),
    district: enumOf({ options: Object.keys(DISTRICT_NAMES).map((value) => ({ value, label: `nursery.district.${value}` })), filter: true }),
    location: geoPoint({ column: false }),
    areaSize: number({ min: 0, max: 10_000_000, precision: 1, unit: 'nursery.unit.m2' }),
    manager: text({ max: 20 }),
    remark: text({ max: 200, multiline: true }),
  },
  unique: ['areaName'],
  display: 'areaName',
  defaultSort: { field: 'areaName', order: 'asc' },
  actions: {
    stock: { api: call('nurseryStockSubType', 'getListByGroupArea'), label: 'nursery.groupArea.stockAction', scope: 'row', show: 'table', reads: true,
      answer: { subTypeName: text(), typeName: text(), quantity: number({ integer: true }) } },
  },
});
