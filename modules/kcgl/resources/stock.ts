// The stock ledger (库存流水): one signed movement per posted line of a stock-in or stock-out order,
// per material × storehouse. stockCheck/pageList pages the movements (export: the same rows as a
// workbook); sumStockList pages the balances, sumStockListGreaterThanZero only those above zero.
import { defineLedger, ledgerBalance, money, reference } from '../../../kit/resource';
import { call } from './paths';

export const stock = defineLedger({
  id: 'stock',
  title: 'kcgl.stock',
  api: { list: call('stockCheck', 'pageList'), export: call('stockCheck', 'export') },
  dimensions: {
    materialId: reference({ resource: 'material', display: 'materialName' }),
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName' }),
  },
  amount: money({ label: 'kit.ledger.amount', min: -1e12 }),
  balance: [call('stockCheck', 'sumStockList'), { call: call('stockCheck', 'sumStockListGreaterThanZero'), positive: true }],
  // The orders that post here (their ids are each movement's source type), shown by their names.
  sources: [
    { value: 'stockIn', label: 'kcgl.stockIn' },
    { value: 'stockOut', label: 'kcgl.stockOut' },
  ],
});

/** Every balance (zero ones too): 库存结存. */
export const stockBalance = { ...ledgerBalance(stock, 0), title: 'kcgl.stockBalance' };
/** Balances above zero: 现有库存. */
export const stockOnHand = { ...ledgerBalance(stock, 1), title: 'kcgl.stockOnHand' };
