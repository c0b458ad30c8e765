// 手填工作量: a month's quantity of a price line entered by hand with its source (a ledger, a count),
// used where the product holds no figure for that line and month (README "Quantities").
import { defineResource, number, reference, text } from '../../../kit/resource';
import { cc } from './paths';

export const quantityEntry = defineResource({
  id: 'quantityEntry',
  title: 'htxm.quantityEntry',
  api: { list: cc('quantityEntry', 'pageList'), create: cc('quantityEntry', 'save'), update: cc('quantityEntry', 'update'), remove: cc('quantityEntry', 'delete') },
  fields: {
    priceLineId: reference({ resource: 'priceLine', display: 'lineName', required: true, filter: true }),
    month: text({ required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'htxm.rule.month', filter: 'eq', sortable: true }),
    quantity: number({ required: true, min: 0, max: 1e9, precision: 3 }),
    source: text({ required: true, max: 200, help: 'htxm.quantityEntry.sourceHelp' }),
  },
  unique: ['priceLineId', 'month'],
  display: 'month',
  defaultSort: { field: 'month', order: 'desc' },
});
