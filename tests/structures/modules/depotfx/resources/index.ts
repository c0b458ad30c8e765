// A fixture module for the structures tests (not the warehouse module): storehouses, a material type
// tree, materials, a stock ledger with its balance calls, stock-in orders (posted when created; a
// delete reverses them), stock-out orders to a car of another module (draft → post → reverse), and
// recycling records with details (a document without a ledger).
import { catalogueFromPairs } from '../../../../../kit/i18n';
import {
  date,
  defineLedger,
  defineModuleResources,
  defineResource,
  documentStatus,
  money,
  number,
  reference,
  text,
} from '../../../../../kit/resource';

export const storehouse = defineResource({
  id: 'storehouse',
  title: 'depotfx.storehouse',
  api: { list: '/cloud/depotfx/storehouse/pageList', create: '/cloud/depotfx/storehouse/create', remove: '/cloud/depotfx/storehouse/delete' },
  fields: { storehouseName: text({ required: true, max: 20, filter: true }) },
});

export const materialType = defineResource({
  id: 'materialType',
  title: 'depotfx.materialType',
  api: { list: '/cloud/depotfx/materialType/pageList', create: '/cloud/depotfx/materialType/create', update: '/cloud/depotfx/materialType/update', remove: '/cloud/depotfx/materialType/delete' },
  fields: { typeName: text({ required: true, max: 20 }), parentId: reference({ resource: 'materialType', display: 'typeName' }) },
  tree: { parent: 'parentId', onDelete: 'cascade', api: '/cloud/depotfx/materialType/getTreeType' },
});

export const material = defineResource({
  id: 'material',
  title: 'depotfx.material',
  api: { list: '/cloud/depotfx/material/pageList', create: '/cloud/depotfx/material/create', update: '/cloud/depotfx/material/update', remove: '/cloud/depotfx/material/delete' },
  fields: {
    materialName: text({ required: true, max: 30, filter: true }),
    typeId: reference({ resource: 'materialType', display: 'typeName', filter: true }),
    unit: text({ max: 6 }),
  },
});

export const stock = defineLedger({
  id: 'stock',
  title: 'depotfx.stock',
  api: { list: '/cloud/depotfx/stockCheck/pageDetailList' },
  dimensions: {
    materialId: reference({ resource: 'material', display: 'materialName' }),
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName' }),
  },
  amount: money({ label: 'kit.ledger.amount', min: -1e12 }),
  balance: ['/cloud/depotfx/stockCheck/sumStockList', { call: '/cloud/depotfx/stockCheck/sumStockListGreaterThanZero', positive: true }],
});

const lineFields = (parent: string) => ({
  [parent]: reference({ resource: parent === 'inId' ? 'stockIn' : 'stockOut', display: 'orderNo', form: false, column: false }),
  materialId: reference({ resource: 'material', display: 'materialName', required: true }),
  quantity: number({ required: true, min: 0.0001, max: 1e6, precision: 4 }),
  price: money({ required: true }),
  amount: money({ form: false }),
});

export const stockInLine = defineResource({ id: 'stockInLine', title: 'depotfx.line', api: {}, readOnly: true, fields: lineFields('inId') });
export const stockIn = defineResource({
  id: 'stockIn',
  title: 'depotfx.stockIn',
  api: { list: '/cloud/depotfx/storehouseIn/pageList', create: '/cloud/depotfx/storehouseIn/create', remove: '/cloud/depotfx/storehouseIn/delete' },
  fields: {
    orderNo: text({ required: true, max: 20, filter: true }),
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', required: true, filter: true }),
    inDate: date({ required: true, default: 'today' }),
    status: documentStatus(),
    totalQuantity: number({ form: false, precision: 4 }),
    totalAmount: money({ form: false }),
    lineCount: number({ form: false, integer: true }),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  document: {
    lines: 'stockInLine',
    parent: 'inId',
    compute: { amount: { product: ['quantity', 'price'] } },
    totals: { totalQuantity: { sum: 'quantity' }, totalAmount: { sum: 'amount' }, lineCount: { count: true } },
    posting: { ledger: 'stock', sign: 1, dimensions: { materialId: 'materialId', storehouseId: 'storehouseId' }, quantity: 'quantity', amount: 'amount' },
    postOnCreate: true,
    removePosted: 'reverse',
    api: { lines: '/cloud/depotfx/storehouseIn/getDetailList' },
  },
});

export const stockOutLine = defineResource({ id: 'stockOutLine', title: 'depotfx.line', api: {}, readOnly: true, fields: lineFields('outId') });
export const stockOut = defineResource({
  id: 'stockOut',
  title: 'depotfx.stockOut',
  api: {
    list: '/cloud/depotfx/storehouseOut/pageList',
    create: '/cloud/depotfx/storehouseOut/create',
    update: '/cloud/depotfx/storehouseOut/update',
    get: '/cloud/depotfx/storehouseOut/getById',
    remove: '/cloud/depotfx/storehouseOut/delete',
  },
  // The mobile app's calls: the same document rules at every generation's path.
  generations: { app: { upsert: '/cloud/depotfx/app/storehouseOut/saveOrUpdate', get: '/cloud/depotfx/app/storehouseOut/detail', remove: '/cloud/depotfx/app/storehouseOut/remove' } },
  fields: {
    orderNo: text({ required: true, max: 20, filter: true }),
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', required: true, filter: true }),
    carId: reference({ resource: 'orgfx.car', display: 'carNo', filter: true }),
    deptId: reference({ resource: 'orgfx.dept', display: 'deptName', filter: true }),
    status: documentStatus(),
    totalAmount: money({ form: false }),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  actions: {
    post: { api: '/cloud/depotfx/storehouseOut/post', label: 'kit.document.postButton', scope: 'row', confirm: 'kit.document.postConfirm', when: { field: 'status', in: ['draft'] } },
    reverse: { api: '/cloud/depotfx/storehouseOut/reverse', label: 'kit.document.reverseButton', scope: 'row', confirm: 'kit.document.reverseConfirm', when: { field: 'status', in: ['posted'] } },
  },
  document: {
    lines: 'stockOutLine',
    parent: 'outId',
    compute: { amount: { product: ['quantity', 'price'] } },
    totals: { totalAmount: { sum: 'amount' } },
    posting: { ledger: 'stock', sign: -1, dimensions: { materialId: 'materialId', storehouseId: 'storehouseId' }, quantity: 'quantity', amount: 'amount' },
    api: { lines: '/cloud/depotfx/storehouseOut/getDetailList', post: '/cloud/depotfx/storehouseOut/post', reverse: '/cloud/depotfx/storehouseOut/reverse' },
  },
});

export const recycleDetail = defineResource({
  id: 'recycleDetail',
  title: 'depotfx.recycleDetail',
  api: {},
  readOnly: true,
  fields: {
    recordId: reference({ resource: 'recycleRecord', display: 'customerName', form: false, column: false }),
    category: text({ required: true, max: 10 }),
    weight: number({ required: true, min: 0, max: 100000, precision: 2, unit: 'kit.unit.kg' }),
    unitPrice: money({ required: true }),
    amount: money({ form: false }),
  },
});
export const recycleRecord = defineResource({
  id: 'recycleRecord',
  title: 'depotfx.recycleRecord',
  api: { list: '/cloud/depotfx/customerRecord/pageList', upsert: '/cloud/depotfx/customerRecord/saveOrUpdate', remove: '/cloud/depotfx/customerRecord/delete' },
  fields: {
    customerName: text({ required: true, max: 20, filter: true }),
    recordDate: date({ required: true, default: 'today' }),
    totalWeight: number({ form: false, precision: 2 }),
    totalAmount: money({ form: false }),
  },
  document: {
    lines: 'recycleDetail',
    parent: 'recordId',
    linesField: 'details',
    compute: { amount: { product: ['weight', 'unitPrice'] } },
    totals: { totalWeight: { sum: 'weight' }, totalAmount: { sum: 'amount' } },
  },
});

const messages = catalogueFromPairs({
  'depotfx.storehouse': ['仓库', 'Storehouse'],
  'depotfx.storehouse.storehouseName': ['仓库名称', 'Name'],
  'depotfx.materialType': ['物资类型', 'Material type'],
  'depotfx.materialType.typeName': ['类型名称', 'Name'],
  'depotfx.materialType.parentId': ['上级类型', 'Parent'],
  'depotfx.material': ['物资', 'Material'],
  'depotfx.material.materialName': ['物资名称', 'Name'],
  'depotfx.material.typeId': ['物资类型', 'Type'],
  'depotfx.material.unit': ['单位', 'Unit'],
  'depotfx.stock': ['库存流水', 'Stock movements'],
  'depotfx.stock.materialId': ['物资', 'Material'],
  'depotfx.stock.storehouseId': ['仓库', 'Storehouse'],
  'depotfx.line': ['明细', 'Line'],
  'depotfx.line.inId': ['入库单', 'Stock-in order'],
  'depotfx.line.outId': ['出库单', 'Stock-out order'],
  'depotfx.line.materialId': ['物资', 'Material'],
  'depotfx.line.quantity': ['数量', 'Quantity'],
  'depotfx.line.price': ['单价', 'Price'],
  'depotfx.line.amount': ['金额', 'Amount'],
  'depotfx.stockIn': ['入库单', 'Stock-in order'],
  'depotfx.stockIn.orderNo': ['入库单号', 'Number'],
  'depotfx.stockIn.storehouseId': ['仓库', 'Storehouse'],
  'depotfx.stockIn.inDate': ['入库日期', 'Date'],
  'depotfx.stockIn.status': ['状态', 'State'],
  'depotfx.stockIn.totalQuantity': ['总数量', 'Total quantity'],
  'depotfx.stockIn.totalAmount': ['总金额', 'Total amount'],
  'depotfx.stockIn.lineCount': ['明细行数', 'Lines'],
  'depotfx.stockOut': ['出库单', 'Stock-out order'],
  'depotfx.stockOut.orderNo': ['出库单号', 'Number'],
  'depotfx.stockOut.storehouseId': ['仓库', 'Storehouse'],
  'depotfx.stockOut.carId': ['领用车辆', 'Car'],
  'depotfx.stockOut.deptId': ['领用部门', 'Department'],
  'depotfx.stockOut.status': ['状态', 'State'],
  'depotfx.stockOut.totalAmount': ['总金额', 'Total amount'],
  'depotfx.recycleRecord': ['回收记录', 'Recycling record'],
  'depotfx.recycleRecord.customerName': ['客户', 'Customer'],
  'depotfx.recycleRecord.recordDate': ['回收日期', 'Date'],
  'depotfx.recycleRecord.totalWeight': ['总重量', 'Total weight'],
  'depotfx.recycleRecord.totalAmount': ['总金额', 'Total amount'],
  'depotfx.recycleDetail': ['回收明细', 'Details'],
  'depotfx.recycleDetail.recordId': ['回收记录', 'Record'],
  'depotfx.recycleDetail.category': ['品类', 'Category'],
  'depotfx.recycleDetail.weight': ['重量', 'Weight'],
  'depotfx.recycleDetail.unitPrice': ['单价', 'Unit price'],
  'depotfx.recycleDetail.amount': ['金额', 'Amount'],
});

export default defineModuleResources({
  module: 'depotfx',
  messages,
  resources: [storehouse, materialType, material, stock, stockIn, stockInLine, stockOut, stockOutLine, recycleRecord, recycleDetail],
});
