/**
 * 复核: a reviewer's decision on a pending appeal (review/save): 成立 (the deduction is given back),
 * 部分成立 (the named points are given back) or 驳回. The reviewer is the caller and may not be the
 * inspector. A decision may be corrected (update) or withdrawn (delete: the appeal is pending again)
 * until the appellant confirmed it. Each recomputes the inspection's deduction in force and writes
 * the log. review/setting reads or sets the tenant's appeal window and grade thresholds.
 */
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { opts, REVIEW_RESULTS } from './options';
import { ryxj } from './paths';

export const review = defineResource({
  id: 'review',
  title: 'ryxj.review',
  api: { list: 'POST /envcloud/hw/ryxj/api/v1/review/pageList', create: ryxj('review', 'save'), update: ryxj('review', 'update'), remove: ryxj('review', 'delete') },
  fields: {
    appealId: reference({ resource: 'appeal', display: 'appealNo', required: true, filter: true }),
    result: enumOf({ options: opts('reviewResult', REVIEW_RESULTS), required: true, filter: true }),
    restoredPoints: number({ min: 0, max: 100, precision: 1, unit: 'ryxj.unit.points', help: 'ryxj.review.restoredHelp' }),
    remark: text({ required: true, max: 500 }),
    pointsBefore: number({ precision: 1, unit: 'ryxj.unit.points', form: false }),
    pointsAfter: number({ precision: 1, unit: 'ryxj.unit.points', form: false }),
    reviewerName: text({ max: 40, form: false }),
    reviewerUserId: text({ max: 40, form: false, column: false, detail: false, export: false }),
    reviewTime: datetime({ form: false, sortable: true }),
  },
  defaultSort: { field: 'reviewTime', order: 'desc' },
  actions: {
    setting: {
      api: ryxj('review', 'setting'), label: 'ryxj.review.setting', scope: 'toolbar', show: 'detail',
      prompt: { appealHours: 'ryxj.setting.appealHoursPrompt' },
      answer: { appealHours: number({ integer: true, unit: 'ryxj.unit.hour' }), excellent: number(), good: number(), pass: number() },
    },
  },
});

/** The tenant's settings (one row, kept by review/setting): appeal window in hours, grade thresholds. */
export const reviewSetting = defineResource({
  id: 'reviewSetting',
  title: 'ryxj.setting',
  api: {},
  readOnly: true,
  fields: {
    appealHours: number({ integer: true, min: 1, max: 720, required: true }),
    excellent: number({ min: 0, max: 100, required: true }),
    good: number({ min: 0, max: 100, required: true }),
    pass: number({ min: 0, max: 100, required: true }),
  },
});
