// The action list of a case (处置记录): one row per lifecycle action, with actor, time and remark.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';

export const problemAction = defineResource({
  id: 'problemAction',
  title: 'wtsb.problemAction',
  api: {},
  readOnly: true,
  fields: {
    problemId: reference({ resource: 'problem', display: 'problemNo', required: true, filter: true }),
    action: enumOf({ source: 'problemAction', required: true, filter: true }),
    outcome: text({ max: 20 }),
    fromState: enumOf({ source: 'problemState' }),
    toState: enumOf({ source: 'problemState', required: true }),
    actorName: text({ required: true, max: 20 }),
    actorUserId: text({ max: 40, column: false }),
    actionTime: datetime({ required: true, sortable: true }),
    targetName: text({ max: 40 }),
    hours: number({ integer: true, min: 0, max: 720 }),
    remark: text({ max: 500 }),
  },
  defaultSort: { field: 'actionTime', order: 'asc' },
});
