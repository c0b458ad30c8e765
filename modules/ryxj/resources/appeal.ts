/**
 * 申诉: the inspected party's appeal of a published inspection within the window (review/setting),
 * with a reason and evidence photos (appeal/appeal). A reviewer who is not the inspector decides it in
 * 复核 (review.ts); the appellant then confirms the result (appeal/confirm: 已确认, nothing changes it
 * after). appeal/evalLogPage answers the inspection's log.
 */
import { datetime, defineResource, enumOf, image, number, reference, text } from '../../../kit/resource';
import { APPEAL_STATES, opts } from './options';
import { ryxj } from './paths';

export const appeal = defineResource({
  id: 'appeal',
  title: 'ryxj.appeal',
  api: { list: ryxj('appeal', 'pageList'), create: ryxj('appeal', 'appeal') },
  fields: {
    appealNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    evalId: reference({ resource: 'evalInfo', display: 'evalNo', required: true, filter: true, help: 'ryxj.appeal.evalHelp' }),
    reason: text({ required: true, max: 500 }),
    evidence: image({ multiple: true, maxSize: 5 * 1024 * 1024, column: false }),
    contestedPoints: number({ precision: 1, unit: 'ryxj.unit.points', form: false }),
    state: enumOf({ options: opts('appealState', APPEAL_STATES), form: false, filter: true }),
    appellantName: text({ max: 40, form: false }),
    appealTime: datetime({ form: false, filter: 'range', sortable: true }),
    finalPoints: number({ precision: 1, unit: 'ryxj.unit.points', form: false, help: 'ryxj.appeal.finalPointsHelp' }),
    reviewerName: text({ max: 40, form: false }),
  },
  display: 'appealNo',
  defaultSort: { field: 'appealTime', order: 'desc' },
  actions: {
    confirm: { api: ryxj('appeal', 'confirm'), label: 'ryxj.appeal.confirm', scope: 'row', confirm: 'ryxj.appeal.confirmAsk', when: { field: 'state', in: ['upheld', 'partly', 'rejected'] } },
    evalLogPage: { api: ryxj('appeal', 'evalLogPage'), label: 'ryxj.evalInfo.log', scope: 'row', reads: true, show: 'table', answer: 'evalLog' },
  },
});
