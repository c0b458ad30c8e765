// 岗位活动 (activity/pageList): what a member did on a claimed post, with photos (file service) and the
// points asked; a secretary of the member's branch verifies it (never their own) or rejects it.
import { date, datetime, defineResource, enumOf, image, number, reference, text } from '../../../kit/resource';
import { STATE_OPTIONS } from './options';
import { party } from './paths';

export const activity = defineResource({
  id: 'activity',
  title: 'djgw.activity',
  api: { list: party('activity', 'pageList'), create: party('activity', 'save'), update: party('activity', 'update'), remove: party('activity', 'delete') },
  fields: {
    activityDate: date({ required: true, filter: 'range', sortable: true }),
    postId: reference({ resource: 'post', display: 'postName', required: true, filter: true }),
    memberId: reference({ resource: 'member', display: 'memberName', required: true, filter: true }),
    content: text({ required: true, min: 4, max: 300, multiline: true, column: { width: 240 } }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024 }),
    points: number({ required: true, min: 1, max: 10, integer: true, help: 'djgw.activity.pointsHelp' }),
    state: enumOf({ options: STATE_OPTIONS, form: false, default: 'pending', filter: true }),
    verifierId: reference({ resource: 'member', display: 'memberName', form: false }),
    verifiedAt: datetime({ form: false }),
    verifyRemark: text({ max: 200, form: false }),
  },
  display: 'activityDate',
  defaultSort: { field: 'activityDate', order: 'desc' },
  lockedWhen: { field: 'state', in: ['verified', 'rejected'] },
  actions: {
    verify: { api: party('activity', 'verify'), label: 'djgw.activity.verify', scope: 'row', prompt: { verifierCode: 'djgw.activity.verifierCode' }, when: { field: 'state', in: ['pending'] } },
    reject: { api: party('activity', 'reject'), label: 'djgw.activity.reject', scope: 'row', prompt: { verifierCode: 'djgw.activity.verifierCode', remark: 'djgw.activity.rejectRemark' }, when: { field: 'state', in: ['pending'] } },
  },
});
