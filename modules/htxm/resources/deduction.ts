// 扣款明细: a deduction from a month's settlement with its reason and source; the assessment's one is
// computed from the month's score (rules/deductions.ts), others are entered while the settlement is a draft.
import { defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { DEDUCTION_SOURCES, opts } from './options';
import { cc } from './paths';

export const deduction = defineResource({
  id: 'deduction',
  title: 'htxm.deduction',
  api: { list: cc('deduction', 'pageList'), create: cc('deduction', 'save'), update: cc('deduction', 'update'), remove: cc('deduction', 'delete') },
  fields: {
    settlementId: reference({ resource: 'settlement', display: 'settlementNo', required: true, filter: true }),
    source: enumOf({ options: opts('deductionSource', DEDUCTION_SOURCES), required: true, filter: true }),
    reason: text({ required: true, max: 200 }),
    amount: money({ required: true, min: 0.01, max: 1e12, unit: 'htxm.unit.yuan' }),
  },
  display: 'reason',
  defaultSort: { field: 'settlementId', order: 'desc' },
});
