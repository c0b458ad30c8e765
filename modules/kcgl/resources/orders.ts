// Stock-in (入库单) and stock-out (出库单) orders: documents with material lines, posted into the stock
// ledger when created (the spec gives them create, delete, getDetailList and pageList only), so a
// stock-out above the balance is refused as a whole, naming the material, the storehouse and the
// balance. A posted order is never edited: its delete reverses it (kept, marked 已冲销, with the
// opposite movements). Tabs: all, posted, reversed.
import { date, defineResource, defineView, documentStatus, enumOf, money, number, reference, text, type FieldDef, type ResourceDef } from '../../../kit/resource';
import { call } from './paths';

const lineFields = (parent: 'inId' | 'outId'): Record<string, FieldDef> => ({
  [parent]: reference({ resource: parent === 'inId' ? 'stockIn' : 'stockOut', display: 'orderNo', form: false, column: false }),
  materialId: reference({ resource: 'material', display: 'materialName', required: true }),
  quantity: number({ required: true, min: 0.0001, max: 1e6, precision: 4 }),
  price: money({ required: true, min: 0, max: 1e7 }),
  amount: money({ form: false }),
  remark: text({ max: 50 }),
});

const options = (name: string, values: string[]) => values.map((v) => ({ value: v, label: `kcgl.${name}.${v}` }));

export const stockInLine = defineResource({ id: 'stockInLine', title: 'kcgl.line', api: {}, readOnly: true, fields: lineFields('inId') });

export const stockIn = defineResource({
  id: 'stockIn',
  title: 'kcgl.stockIn',
  api: { list: call('storehouseIn', 'pageList'), create: call('storehouseIn', 'create'), remove: call('storehouseIn', 'delete') },
  fields: {
    orderNo: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{4,20}$', patternMessage: 'kcgl.orderNoRule', filter: true, sortable: true }),
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', required: true, filter: true }),
    inType: enumOf({ options: options('inType', ['purchase', 'return', 'transfer', 'other']), required: true, filter: true, default: 'purchase' }),
    supplierId: reference({ resource: 'supplier', display: 'supplierName', filter: true }),
    inDate: date({ required: true, default: 'today', filter: true, sortable: true }),
    handler: text({ max: 20 }),
    status: documentStatus(),
    totalQuantity: number({ form: false, precision: 4 }),
    totalAmount: money({ form: false }),
    lineCount: number({ form: false, integer: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  defaultSort: { field: 'inDate', order: 'desc' },
  document: {
    lines: 'stockInLine',
    parent: 'inId',
    compute: { amount: { product: ['quantity', 'price'] } },
    totals: { totalQuantity: { sum: 'quantity' }, totalAmount: { sum: 'amount' }, lineCount: { count: true } },
    posting: { ledger: 'stock', sign: 1, dimensions: { materialId: 'materialId', storehouseId: 'storehouseId' }, quantity: 'quantity', amount: 'amount' },
    postOnCreate: true,
    removePosted: 'reverse',
    api: { lines: call('storehouseIn', 'getDetailList') },
  },
});

export const stockOutLine = defineResource({ id: 'stockOutLine', title: 'kcgl.line', api: {}, readOnly: true, fields: lineFields('outId') });

export const stockOut = defineResource({
  id: 'stockOut',
  title: 'kcgl.stockOut',
  api: { list: call('storehouseOut', 'pageList'), create: call('storehouseOut', 'create'), remove: call('storehouseOut', 'delete') },
  fields: {
    orderNo: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{4,20}$', patternMessage: 'kcgl.orderNoRule', filter: true, sortable: true }),
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', required: true, filter: true }),
    outType: enumOf({ options: options('outType', ['use', 'scrap', 'transfer', 'other']), required: true, filter: true, default: 'use' }),
    receiverDept: text({ max: 30, filter: true }),
    receiver: text({ max: 20, filter: true }),
    outDate: date({ required: true, default: 'today', filter: true, sortable: true }),
    status: documentStatus(),
    totalQuantity: number({ form: false, precision: 4 }),
    totalAmount: money({ form: false }),
    lineCount: number({ form: false, integer: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  defaultSort: { field: 'outDate', order: 'desc' },
  document: {
    lines: 'stockOutLine',
    parent: 'outId',
    compute: { amount: { product: ['quantity', 'price'] } },
    totals: { totalQuantity: { sum: 'quantity' }, totalAmount: { sum: 'amount' }, lineCount: { count: true } },
    posting: { ledger: 'stock', sign: -1, dimensions: { materialId: 'materialId', storehouseId: 'storehouseId' }, quantity: 'quantity', amount: 'amount' },
    postOnCreate: true,
    removePosted: 'reverse',
    api: { lines: call('storehouseOut', 'getDetailList') },
  },
});

const posted = (def: ResourceDef, id: string) => defineView(def, { id, title: 'kit.document.state.posted', filters: { status: 'posted' } });
const reversed = (def: ResourceDef, id: string) => defineView(def, { id, title: 'kit.document.state.reversed', filters: { status: 'reversed' } });

export const stockInPosted = posted(stockIn, 'stockInPosted');
export const stockInReversed = reversed(stockIn, 'stockInReversed');
export const stockOutPosted = posted(stockOut, 'stockOutPosted');
export const stockOutReversed = reversed(stockOut, 'stockOutReversed');
