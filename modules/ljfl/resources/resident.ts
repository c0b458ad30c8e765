// Residents' points accounts (userIntegrationManage): who earns and spends sorting points, at which
// unit. The balance is never stored or typed: it is the sum of the account's movements in the points
// ledger (pointsLedger), composed on every read (server.ts present).
import { date, datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { ljfl } from '../paths';

export const resident = defineResource({
  id: 'resident',
  title: 'ljfl.resident',
  api: { list: ljfl('userIntegrationManage/pageList'), upsert: ljfl('userIntegrationManage/saveOrUpdate'), remove: ljfl('userIntegrationManage/deletes') },
  fields: {
    cardNo: text({ required: true, max: 16, pattern: '^[A-Z0-9]{6,16}$', patternMessage: 'ljfl.resident.cardRule', filter: true, sortable: true }),
    residentName: text({ required: true, max: 20, filter: true, sortable: true }),
    phone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'ljfl.mobileRule', filter: true }),
    unitId: reference({ resource: 'unit', display: 'unitName', required: true, filter: true }),
    room: text({ max: 20 }),
    joinDate: date({ sortable: true }),
    balance: number({ integer: true, form: false, import: false, help: 'ljfl.resident.balanceHelp' }),
  },
  unique: ['cardNo'],
  display: 'residentName',
  defaultSort: { field: 'cardNo', order: 'asc' },
  actions: {
    // 积分明细: the resident's movements, oldest first, each with the balance after it (the last is the balance).
    movements: {
      api: ljfl('userIntegrationManage/residentFlow'), label: 'ljfl.resident.movements', scope: 'row', show: 'table', reads: true,
      answer: { postedAt: datetime(), kind: enumOf({ source: 'pointsKind' }), sourceNo: text(), points: number({ integer: true }), balanceAfter: number({ integer: true }) },
    },
  },
});
