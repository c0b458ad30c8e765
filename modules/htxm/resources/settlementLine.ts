// 结算明细: one price line of a month's settlement — the quantity and where it came from, the prices
// in force over the month's parts, the amount. Written by the settlement's computation only.
import { defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { ITEMS, opts, QUANTITY_ORIGINS, UNITS } from './options';
import { cc } from './paths';

export const settlementLine = defineResource({
  id: 'settlementLine',
  title: 'htxm.settlementLine',
  api: { list: cc('settlementLine', 'pageList') },
  readOnly: true,
  fields: {
    settlementId: reference({ resource: 'settlement', display: 'settlementNo', required: true, filter: true }),
    priceLineId: reference({ resource: 'priceLine', display: 'lineName', required: true, filter: true }),
    item: enumOf({ options: opts('item', ITEMS), filter: true }),
    quantity: number({ min: 0, max: 1e12, precision: 3, help: 'htxm.settlementLine.quantityHelp' }),
    unit: enumOf({ options: opts('unit', UNITS) }),
    origin: enumOf({ options: opts('origin', QUANTITY_ORIGINS), filter: true }),
    quantitySource: text({ max: 400 }),
    prices: text({ max: 300, help: 'htxm.settlementLine.pricesHelp' }),
    amount: money({ min: 0, max: 1e12, unit: 'htxm.unit.yuan', help: 'htxm.settlementLine.amountHelp' }),
  },
  display: 'quantitySource',
  defaultSort: { field: 'settlementId', order: 'desc' },
});
