// 打卡记录 (attendanceRecord/pageList): every punch as the badge or app sent it (the calendar time);
// the reports give each punch to its shift's date.
import { datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { SOURCE_OPTIONS } from './options';
import { rykq } from './paths';

export const attendanceRecord = defineResource({
  id: 'attendanceRecord',
  title: 'rykq.attendanceRecord',
  api: { list: rykq('attendanceRecord', 'pageList'), create: rykq('attendanceRecord', 'save'), remove: rykq('attendanceRecord', 'delete') },
  fields: {
    personId: reference({ resource: 'dutySetting', display: 'personName', required: true, filter: true }),
    punchAt: datetime({ required: true, filter: 'range', sortable: true }),
    source: enumOf({ options: SOURCE_OPTIONS, required: true, default: 'badge', filter: true }),
    place: text({ max: 60 }),
  },
  display: 'punchAt',
  defaultSort: { field: 'punchAt', order: 'desc' },
});
