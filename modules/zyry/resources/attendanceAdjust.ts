// 考勤调整 (attendanceAdjust/pageList): a manager's correction of a day read from positions, with
// the reason kept — an off-post or stationary episode excused (a task elsewhere, a breakdown), the
// badge at fault, an arrival confirmed. The reports apply it and show the reason.
import { date, datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { ADJUST_KINDS } from './options';
import { zyry } from './paths';

export const attendanceAdjust = defineResource({
  id: 'attendanceAdjust',
  title: 'zyry.attendanceAdjust',
  api: { list: zyry('attendanceAdjust', 'pageList'), create: zyry('attendanceAdjust', 'save'), update: zyry('attendanceAdjust', 'update'), remove: zyry('attendanceAdjust', 'delete') },
  fields: {
    workerId: reference({ resource: 'worker', display: 'personName', required: true, filter: true }),
    workDate: date({ required: true, filter: 'range', sortable: true }),
    kind: enumOf({ options: ADJUST_KINDS, required: true, filter: true }),
    arrivalAt: datetime({ help: 'zyry.attendanceAdjust.arrivalHelp' }),
    reason: text({ required: true, max: 200 }),
  },
  display: 'workDate',
  defaultSort: { field: 'workDate', order: 'desc' },
});
