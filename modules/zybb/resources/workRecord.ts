// 作业记录 (gcadd cleanRecord/pageList): one row per person of the crew (kit/people/demoCrew.ts) and
// shift date, as the crews' phones and badges report a day's work; a night shift belongs to the date it
// starts. The person monthly report, the cleaning daily report and the operations daily report's
// staff figures all count these rows.
import { date, defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { gcadd } from './paths';

export const workRecord = defineResource({
  id: 'workRecord',
  title: 'zybb.workRecord',
  api: { list: gcadd('cleanRecord/pageList') },
  readOnly: true,
  fields: {
    workDate: date({ required: true, filter: 'range', sortable: true, help: 'zybb.workRecord.workDateHelp' }),
    staffCode: text({ required: true, max: 16, filter: 'eq', sortable: true }),
    staffName: text({ required: true, max: 20, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    post: enumOf({ source: 'post', required: true, filter: true }),
    street: text({ max: 40, filter: true }),
    shift: enumOf({ source: 'shift' }),
    status: enumOf({ source: 'workStatus', required: true, filter: true, help: 'zybb.workRecord.statusHelp' }),
    startAt: text({ max: 5 }),
    endAt: text({ max: 5 }),
    hours: number({ precision: 1, unit: 'zybb.unit.hour', help: 'zybb.workRecord.hoursHelp' }),
    tasks: number({ integer: true, help: 'zybb.workRecord.tasksHelp' }),
  },
  display: 'staffName',
  defaultSort: { field: 'workDate', order: 'desc' },
});
