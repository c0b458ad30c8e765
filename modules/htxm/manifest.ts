// 合同项目 (htxm: contracts and projects, designed area `contract`) in 综合管理: service contracts by lot
// with unit prices and their adjustments, the monthly settlement (quantities × prices − deductions)
// confirmed by both sides, payments due and overdue, expiry and renewal reminders.
import { defineModule, group, page } from '../../kit/manifest';
import { htxmMessages } from './messages';
import { contract } from './resources/contract';
import { deduction } from './resources/deduction';
import { priceAdjust } from './resources/priceAdjust';
import { priceLine } from './resources/priceLine';
import { quantityEntry } from './resources/quantityEntry';
import { payment, reminder } from './resources/reports';
import { settlement } from './resources/settlement';
import { settlementLine } from './resources/settlementLine';

export default defineModule({
  id: 'htxm',
  title: 'htxm.module',
  messages: htxmMessages,
  systems: ['zhgl'],
  specAreas: ['contract'],
  order: 55,
  menu: [
    group('contracts', { title: 'htxm.menu.contracts', icon: 'file-text' }, [
      page(contract, { key: 'serviceContracts' }),
      page(priceLine, { key: 'prices' }),
      page(priceAdjust, { key: 'adjustments' }),
      page(quantityEntry, { key: 'quantities' }),
      page(settlement, { key: 'settlements' }),
      page(settlementLine, { key: 'settlementLines' }),
      page(deduction, { key: 'deductions' }),
      page(payment, { key: 'payments' }),
      page(reminder, { key: 'reminders' }),
    ]),
  ],
});
