// 考勤组 (attendanceGroup/pageList): three kinds — fixed (one shift on the weekdays worked), rota (a
// cycle of shift codes, R = rest, day 0 = the rota's start date) and free hours (hours due on the
// weekdays worked, no on/off times) — bound to a department; people join through 人员排班.
import { date, defineResource, enumOf, number, reference, text, treeSelect } from '../../../kit/resource';
import { GROUP_KINDS } from './options';
import { rykq } from './paths';

export const attendanceGroup = defineResource({
  id: 'attendanceGroup',
  title: 'rykq.attendanceGroup',
  api: { list: rykq('attendanceGroup', 'pageList'), create: rykq('attendanceGroup', 'save'), update: rykq('attendanceGroup', 'update'), remove: rykq('attendanceGroup', 'delete') },
  fields: {
    groupName: text({ required: true, max: 30, filter: true, sortable: true }),
    groupType: enumOf({ options: GROUP_KINDS, required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    shiftId: reference({ resource: 'shiftTime', display: 'shiftName', help: 'rykq.attendanceGroup.shiftHelp' }),
    workDays: text({ max: 13, pattern: '^[1-7](,[1-7]){0,6}$', patternMessage: 'rykq.attendanceGroup.workDaysRule', default: '1,2,3,4,5', help: 'rykq.attendanceGroup.workDaysHelp' }),
    rota: text({ max: 60, pattern: '^[A-Z][A-Z0-9]{0,7}(,[A-Z][A-Z0-9]{0,7}){0,30}$', patternMessage: 'rykq.attendanceGroup.rotaRule', help: 'rykq.attendanceGroup.rotaHelp' }),
    rotaStart: date({}),
    dueHours: number({ min: 1, max: 12, precision: 1, unit: 'rykq.unit.hour', help: 'rykq.attendanceGroup.dueHoursHelp' }),
  },
  unique: ['groupName'],
  display: 'groupName',
  defaultSort: { field: 'groupName', order: 'asc' },
});
