/**
 * 服务合同: one service contract of one lot (标段) for a period, with its contractor (乙方), amount,
 * payment term and the roads it cleans (the lot's district, or the road codes named). Expiry and
 * renewal reminders read its end date (resources/reports.ts); a renewal names the contract it renews.
 * The row action 月度结算 computes a month's settlement of the contract (server/settle.ts).
 */
import { date, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { DISTRICTS, opts } from './options';
import { cc } from './paths';

export const contract = defineResource({
  id: 'contract',
  title: 'htxm.contract',
  api: { list: cc('contract', 'pageList'), get: cc('contract', 'getById'), create: cc('contract', 'save'), update: cc('contract', 'update'), remove: cc('contract', 'delete'), export: cc('contract', 'export') },
  fields: {
    contractNo: text({ required: true, max: 20, pattern: '^HT-\\d{4}-\\d{2,4}$', patternMessage: 'htxm.contract.noRule', filter: 'like', sortable: true }),
    contractName: text({ required: true, max: 60, filter: 'like' }),
    lotName: text({ required: true, max: 40, filter: 'like', help: 'htxm.contract.lotHelp' }),
    district: enumOf({ options: opts('district', DISTRICTS), filter: true }),
    roadCodes: text({ max: 400, column: false, help: 'htxm.contract.roadCodesHelp' }),
    contractor: text({ required: true, max: 60, filter: 'like' }),
    contractorContact: text({ max: 40, column: false }),
    startDate: date({ required: true, sortable: true }),
    endDate: date({ required: true, sortable: true, filter: 'range' }),
    amount: money({ max: 1e10, unit: 'htxm.unit.yuan', help: 'htxm.contract.amountHelp' }),
    paymentDays: number({ required: true, integer: true, min: 0, max: 365, default: 30, unit: 'htxm.unit.day', help: 'htxm.contract.paymentDaysHelp' }),
    renewedFromId: reference({ resource: 'contract', display: 'contractNo', help: 'htxm.contract.renewedFromHelp' }),
  },
  unique: ['contractNo'],
  display: 'contractNo',
  defaultSort: { field: 'contractNo', order: 'asc' },
  actions: {
    settle: { api: cc('contract', 'settle'), label: 'htxm.contract.settle', scope: 'row', prompt: { month: 'htxm.settlement.month', assessmentScore: 'htxm.settlement.assessmentScore', scoreSource: 'htxm.settlement.scoreSource' } },
  },
});
