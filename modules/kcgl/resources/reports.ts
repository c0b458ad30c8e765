// The warehouse's computed lists (server/reports.ts fills them):
// - stockSheet (stockCheck/pageDetailList): the stock-check sheet, one row per storehouse × material
//   holding stock or a warning rule, with the material's code, type and unit, the book quantity and
//   value, and a blank column to write the counted quantity on the printed sheet.
// - materialLedger (stockCheck/materialDetailPage, its export exportMaterialDetailPage): a
//   material's movements in order with the running balance after each (明细账).
// - storehouseWarning (storehouseWarning/getList): each storehouse × material with its balance, its
//   minimum and maximum and the state (below the minimum, above the maximum, normal, no rule); the row
//   action sets the limits (storehouseWarning/update).
import { datetime, defineReport, enumOf, money, number, reference, text } from '../../../kit/resource';
import { call } from './paths';

const dims = {
  storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', filter: 'eq' }),
  materialId: reference({ resource: 'material', display: 'materialName', filter: 'eq' }),
};

export const stockSheet = defineReport({
  id: 'stockSheet',
  title: 'kcgl.stockSheet',
  api: { list: call('stockCheck', 'pageDetailList') },
  fields: {
    ...dims,
    materialCode: text({}),
    typeId: reference({ resource: 'materialType', display: 'typeName', filter: 'eq' }),
    unitName: text({}),
    quantity: number({ precision: 4 }),
    amount: money({}),
    counted: text({}),
  },
});

export const materialLedger = defineReport({
  id: 'materialLedger',
  title: 'kcgl.materialLedger',
  api: { list: call('stockCheck', 'materialDetailPage'), export: call('stockCheck', 'exportMaterialDetailPage') },
  fields: {
    postedAt: datetime({ filter: 'range' }),
    ...dims,
    sourceNo: text({ filter: true }),
    direction: enumOf({ options: [{ value: 'in', label: 'kit.ledger.in' }, { value: 'out', label: 'kit.ledger.out' }], filter: 'eq' }),
    quantity: number({ precision: 4 }),
    amount: money({}),
    balance: number({ precision: 4 }),
  },
});

export const WARNING_STATES = ['low', 'high', 'normal', 'unset'] as const;

export const storehouseWarning = defineReport({
  id: 'storehouseWarning',
  title: 'kcgl.storehouseWarning',
  api: { list: call('storehouseWarning', 'getList') },
  fields: {
    ...dims,
    quantity: number({ precision: 4 }),
    minQuantity: number({ precision: 4 }),
    maxQuantity: number({ precision: 4 }),
    state: enumOf({ options: WARNING_STATES.map((s) => ({ value: s, label: `kcgl.warningState.${s}` })), filter: 'eq' }),
  },
  actions: {
    update: { api: call('storehouseWarning', 'update'), label: 'kcgl.storehouseWarning.setLimits', scope: 'row', prompt: { minQuantity: 'kcgl.storehouseWarning.minQuantity', maxQuantity: 'kcgl.storehouseWarning.maxQuantity' } },
  },
});
