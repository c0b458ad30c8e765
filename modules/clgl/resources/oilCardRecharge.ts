// Recharges of fuel cards: each adds to the card's balance (kept on the recharge as the balance after
// it); refused on a card that is not active. A recharge is a money movement, so it is never edited in
// amount or deleted (README.md; server/money.ts).
import { datetime, defineResource, money, reference, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const oilCardRecharge = defineResource({
  id: 'oilCardRecharge',
  title: 'clgl.oilCardRecharge',
  api: v2Api('oilCardRecharge'),
  fields: {
    cardId: reference({ resource: 'oilCard', display: 'cardNo', required: true, filter: true, column: { fixed: 'left', width: 190 } }),
    amount: money({ required: true, min: 0.01, max: 100000, unit: 'kit.unit.yuan', sortable: true }),
    /** The card's balance after this recharge (set by the server: the recharge ledger). */
    balance: money({ form: false, import: false, unit: 'kit.unit.yuan' }),
    rechargeTime: datetime({ required: true, filter: true, sortable: true, default: 'now' }),
    operator: text({ max: 20 }),
    remark: text({ max: 100 }),
  },
  defaultSort: { field: 'rechargeTime', order: 'desc' },
  actions: { all: { api: v2('oilCardRecharge', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
