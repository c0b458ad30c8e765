// Delay applications of a case (延期申请): asked by the handler, decided by the dispatcher's review.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';

export const problemDelay = defineResource({
  id: 'problemDelay',
  title: 'wtsb.problemDelay',
  api: {},
  readOnly: true,
  fields: {
    problemId: reference({ resource: 'problem', display: 'problemNo', required: true, filter: true }),
    applyHours: number({ required: true, integer: true, min: 1, max: 720, unit: 'wtsb.unit.hour' }),
    reason: text({ required: true, max: 300 }),
    applicantName: text({ max: 20 }),
    applyTime: datetime({ sortable: true }),
    status: enumOf({ source: 'delayStatus', required: true, filter: true, default: 'pending' }),
    reviewerName: text({ max: 20 }),
    reviewTime: datetime(),
    reviewRemark: text({ max: 300 }),
  },
  defaultSort: { field: 'applyTime', order: 'asc' },
});
