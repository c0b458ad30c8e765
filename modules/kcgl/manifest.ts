// Warehouse management (仓库管理, spec area kcglnew) in 综合管理: base data, stock-in and stock-out
// orders, balances, the movement ledger, the stock-check sheet and the warnings. Every page declared
// once — menu entry, route and title (main.tsx names the tree screens).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { kcglMessages } from './messages';
import { materialGoods } from './resources/material';
import { materialSpec, materialSpecDetail } from './resources/materialSpec';
import { materialUnit } from './resources/materialUnit';
import { stockIn, stockInPosted, stockInReversed, stockOut, stockOutPosted, stockOutReversed } from './resources/orders';
import { materialLedger, stockSheet, storehouseWarning } from './resources/reports';
import { stock, stockBalance, stockOnHand } from './resources/stock';
import { disabledLocations, enabledLocations, storageLocation } from './resources/storageLocation';
import { storehouse } from './resources/storehouse';
import { supplier } from './resources/supplier';

export default defineModule({
  id: 'kcgl',
  title: 'kcgl.module',
  messages: kcglMessages,
  systems: ['zhgl'],
  specAreas: ['kcglnew'],
  order: 10,
  menu: [
    group('orders', { title: 'kcgl.menu.stock', icon: 'swap' }, [
      page(stockIn, { icon: 'import', tabs: { all: stockIn, posted: stockInPosted, reversed: stockInReversed }, counts: true }),
      page(stockOut, { icon: 'export', tabs: { all: stockOut, posted: stockOutPosted, reversed: stockOutReversed }, counts: true }),
    ]),
    group('query', { title: 'kcgl.menu.query', icon: 'database' }, [
      page(stockOnHand, { key: 'onHand' }),
      page(stockBalance, { key: 'balance' }),
      page(stock, { key: 'ledger' }),
      page(materialLedger, { key: 'materialLedger' }),
      page(stockSheet, { key: 'stockCheck', title: 'kcgl.menu.stockCheck' }),
      page(storehouseWarning, { key: 'warnings', icon: 'alert' }),
    ]),
    group('materialData', { title: 'kcgl.menu.materials', icon: 'appstore' }, [
      screen('materials', { title: 'kcgl.material' }),
      screen('materialTypes', { title: 'kcgl.materialType' }),
      page(materialGoods),
      page(materialUnit),
      page(materialSpec),
      page(materialSpecDetail),
    ]),
    group('base', { title: 'kcgl.menu.base', icon: 'inbox' }, [
      page(storehouse),
      page(storageLocation, { tabs: { all: storageLocation, enabled: enabledLocations, disabled: disabledLocations } }),
      page(supplier),
    ]),
  ],
});
