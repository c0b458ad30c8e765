// 班次 (shift/page, save, delete): a work window of the day in China time; an end before the start is the next day (a night shift).
import { defineResource, text } from '../../../kit/resource';
import { rc } from './paths';

const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const time = () => text({ required: true, pattern: TIME, patternMessage: 'dlbj.shift.timeRule' });

export const shift = defineResource({
  id: 'shift',
  title: 'dlbj.shift',
  api: { list: rc('shift', 'page'), upsert: rc('shift', 'save'), remove: rc('shift', 'delete') },
  fields: {
    shiftName: text({ required: true, max: 30, filter: true, sortable: true }),
    startTime: time(),
    endTime: text({ required: true, pattern: TIME, patternMessage: 'dlbj.shift.timeRule', help: 'dlbj.shift.endTimeHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['shiftName'],
  display: 'shiftName',
  defaultSort: { field: 'startTime', order: 'asc' },
});
