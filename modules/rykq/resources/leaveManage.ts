// 请假管理 (leaveManage/pageList): leave by type from a start to an end time; 外勤 (field work) is
// entered here too and counts as work.
import { datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { LEAVE_OPTIONS } from './options';
import { rykq } from './paths';

export const leaveManage = defineResource({
  id: 'leaveManage',
  title: 'rykq.leaveManage',
  api: { list: rykq('leaveManage', 'pageList'), create: rykq('leaveManage', 'save'), update: rykq('leaveManage', 'update'), remove: rykq('leaveManage', 'delete') },
  fields: {
    personId: reference({ resource: 'dutySetting', display: 'personName', required: true, filter: true }),
    leaveType: enumOf({ options: LEAVE_OPTIONS, required: true, filter: true }),
    startAt: datetime({ required: true, filter: 'range', sortable: true }),
    endAt: datetime({ required: true }),
    reason: text({ max: 200 }),
  },
  display: 'leaveType',
  defaultSort: { field: 'startAt', order: 'desc' },
});
