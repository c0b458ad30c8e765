// Points orders (积分单): what moves residents' points — a day's disposals or an activity (earned), a
// redemption of gifts (redeemed), a manual adjustment (the reason required, the adjuster recorded).
// Posted into the points ledger as it is saved; deleting a posted order reverses it (the opposite
// movements; so does 冲销 on its row), so the ledger keeps every movement and a balance stays the sum of its movements.
// A line's points are typed as a positive number (an adjustment's may be negative); the signed
// movement is the server's (server/points.ts).
import { date, defineResource, documentStatus, enumOf, number, reference, text } from '../../../kit/resource';
import { ljfl } from '../paths';

const order = (name: string) => ljfl(`userIntegrationManage/order/${name}`);

export const pointsLine = defineResource({
  id: 'pointsLine',
  title: 'ljfl.pointsLine',
  api: {},
  fields: {
    orderId: reference({ resource: 'pointsOrder', display: 'orderNo', form: false, column: false }),
    residentId: reference({ resource: 'resident', display: 'residentName', required: true }),
    points: number({ integer: true, required: true, min: -100000, max: 100000 }),
    movement: number({ integer: true, form: false, import: false }),
  },
  readOnly: true,
});

export const pointsOrder = defineResource({
  id: 'pointsOrder',
  title: 'ljfl.pointsOrder',
  api: { list: order('pageList'), create: order('create'), get: order('getById'), remove: order('delete') },
  fields: {
    orderNo: text({ required: true, max: 24, pattern: '^[A-Z0-9-]{4,24}$', patternMessage: 'ljfl.codeRule', filter: true, sortable: true }),
    kind: enumOf({ source: 'pointsKind', required: true, filter: true }),
    orderDate: date({ required: true, default: 'today', filter: 'range', sortable: true }),
    reason: text({ max: 100, help: 'ljfl.pointsOrder.reasonHelp' }),
    operator: text({ max: 20, form: false, import: false, help: 'ljfl.pointsOrder.operatorHelp' }),
    totalPoints: number({ integer: true, form: false, import: false }),
    status: documentStatus(),
  },
  unique: ['orderNo'],
  display: 'orderNo',
  defaultSort: { field: 'orderDate', order: 'desc' },
  document: {
    lines: 'pointsLine',
    parent: 'orderId',
    totals: { totalPoints: { sum: 'points' } },
    posting: { ledger: 'pointsLedger', sign: 1, dimensions: { residentId: 'residentId' }, quantity: 'movement' },
    postOnCreate: true,
    removePosted: 'reverse',
    api: { lines: order('lines'), reverse: order('reverse') },
  },
  actions: {
    // 冲销 on a posted order: the opposite movements are written (refused if a balance would go below 0).
    reverse: { api: order('reverse'), label: 'kit.document.reverseButton', scope: 'row', confirm: 'ljfl.pointsOrder.reverseConfirm', when: { field: 'status', in: ['posted'] } },
    rules: { api: ljfl('common/loadSingleParam'), label: 'ljfl.pointsOrder.rules', scope: 'toolbar', show: 'detail', reads: true, answer: { pointsPerDisposal: number(), pointsPerActivity: number(), pointValue: number({ precision: 2, unit: 'kit.unit.yuan' }) } },
  },
});
