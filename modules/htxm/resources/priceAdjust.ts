// 调价记录: a new unit price of a price line from its date of effect, with the reason. A month's
// settlement pays each day at the price in force that day (rules/prices.ts).
import { date, defineResource, money, reference, text } from '../../../kit/resource';
import { cc } from './paths';

export const priceAdjust = defineResource({
  id: 'priceAdjust',
  title: 'htxm.priceAdjust',
  api: { list: cc('priceAdjust', 'pageList'), create: cc('priceAdjust', 'save'), update: cc('priceAdjust', 'update'), remove: cc('priceAdjust', 'delete') },
  fields: {
    priceLineId: reference({ resource: 'priceLine', display: 'lineName', required: true, filter: true }),
    effectiveDate: date({ required: true, sortable: true, filter: 'range', help: 'htxm.priceAdjust.effectiveHelp' }),
    newPrice: money({ required: true, max: 1e7, unit: 'htxm.unit.yuan' }),
    reason: text({ required: true, max: 200 }),
  },
  unique: ['priceLineId', 'effectiveDate'],
  display: 'reason',
  defaultSort: { field: 'effectiveDate', order: 'desc' },
});
