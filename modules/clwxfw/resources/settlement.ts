// Settlements (结算管理): a settlement closes the unsettled costs of one car over a period — made by
// settlementManage/settlement (the form: car and period), numbered and totalled by the server; its
// costs are read with loadSettlement; revokeSettlement reopens them (kept, marked 已撤销). Two
// settlements in force of one car never overlap (server/settlement.ts).
import { date, datetime, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { SETTLED_COST_ANSWER } from './answers';
import { CAR, options } from './paths';

export const settlement = defineResource({
  id: 'settlement',
  title: 'clwxfw.settlement',
  api: { list: '/cloud/clwxfw/settlementManage/loadPage', create: '/cloud/clwxfw/settlementManage/settlement', export: '/cloud/clwxfw/settlementManage/export' },
  fields: {
    settlementNo: text({ form: false, import: false, filter: true, sortable: true, column: { fixed: 'left', width: 170 } }),
    carId: reference({ ...CAR, required: true, filter: 'eq' }),
    periodStart: date({ required: true, filter: 'range', sortable: true }),
    periodEnd: date({ required: true }),
    costCount: number({ form: false, import: false, integer: true }),
    totalAmount: money({ form: false, import: false, unit: 'kit.unit.yuan', sortable: true }),
    status: enumOf({ options: options('settlementState', ['settled', 'revoked']), form: false, import: false, filter: true, default: 'settled' }),
    revokedAt: datetime({ form: false, import: false }),
    remark: text({ max: 100 }),
  },
  unique: ['settlementNo'],
  display: 'settlementNo',
  defaultSort: { field: 'periodStart', order: 'desc' },
  actions: {
    costs: { api: '/cloud/clwxfw/settlementManage/loadSettlement', label: 'clwxfw.settlement.costs', scope: 'row', show: 'table', answer: SETTLED_COST_ANSWER, reads: true },
    revoke: {
      api: '/cloud/clwxfw/settlementManage/revokeSettlement',
      label: 'clwxfw.settlement.revoke',
      scope: 'row',
      confirm: 'clwxfw.settlement.revokeConfirm',
      when: { field: 'status', in: ['settled'] },
    },
  },
});
