// Materials (物资): what the storehouses hold, by type (a tree), unit, spec and spec detail (the
// detail waits for the spec), usual supplier and reference price. Goods (物资商品) are the concrete
// articles of a material: brand, model, barcode. A material's row action shows its balance in each
// storehouse (stockCheck/materialDetail).
import { defineResource, money, reference, text } from '../../../kit/resource';
import { call, crudApi } from './paths';

export const material = defineResource({
  id: 'material',
  title: 'kcgl.material',
  api: crudApi('material'),
  fields: {
    materialCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{2,20}$', patternMessage: 'kcgl.material.codeRule', filter: true, sortable: true }),
    materialName: text({ required: true, max: 30, filter: true, sortable: true }),
    typeId: reference({ resource: 'materialType', display: 'typeName', required: true, filter: true }),
    unitId: reference({ resource: 'materialUnit', display: 'unitName', required: true }),
    specId: reference({ resource: 'materialSpec', display: 'specName' }),
    specDetailId: reference({ resource: 'materialSpecDetail', display: 'detailName', dependsOn: 'specId' }),
    supplierId: reference({ resource: 'supplier', display: 'supplierName', filter: true }),
    price: money({ min: 0, max: 1e7, unit: 'kit.unit.yuan' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['materialCode'],
  display: 'materialName',
  defaultSort: { field: 'materialCode', order: 'asc' },
  actions: {
    stockDetail: { api: call('stockCheck', 'materialDetail'), label: 'kcgl.material.stockDetail', scope: 'row', show: 'table', reads: true },
  },
});

export const materialGoods = defineResource({
  id: 'materialGoods',
  title: 'kcgl.materialGoods',
  api: crudApi('materialGoods'),
  fields: {
    materialId: reference({ resource: 'material', display: 'materialName', required: true, filter: true }),
    goodsCode: text({ required: true, max: 20, filter: true, sortable: true }),
    goodsName: text({ required: true, max: 40, filter: true }),
    brand: text({ max: 20, filter: true }),
    model: text({ max: 30 }),
    barcode: text({ max: 14, pattern: '^\\d{8,14}$', patternMessage: 'kcgl.materialGoods.barcodeRule' }),
    price: money({ min: 0, max: 1e7, unit: 'kit.unit.yuan' }),
  },
  unique: ['goodsCode'],
  display: 'goodsName',
});
