// Expiration reminders: annual inspections, policies and upkeep plans falling due within 30 days.
// Generated from those records (generate) or entered by hand; handled or ignored.
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { V2, v2, v2Api } from './paths';

export const expirationReminder = defineResource({
  id: 'expirationReminder',
  title: 'clgl.expirationReminder',
  api: v2Api('expirationReminder'),
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    reminderType: enumOf({ source: 'reminderType', required: true, filter: true }),
    dueDate: date({ required: true, filter: true, sortable: true }),
    sourceId: number({ integer: true, min: 1, form: false, import: false, column: false, detail: false, export: false }),
    content: text({ max: 100 }),
    status: enumOf({ source: 'reminderStatus', form: false, import: false, filter: true, default: 'pending' }),
  },
  defaultSort: { field: 'dueDate', order: 'asc' },
  actions: {
    all: { api: v2('expirationReminder', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    generate: { api: { method: 'POST', path: `${V2}/expirationReminder/generate`, json: true }, label: 'clgl.expirationReminder.generate', scope: 'toolbar' },
    ignore: { api: { method: 'POST', path: `${V2}/expirationReminder/ignore`, json: true }, label: 'clgl.action.ignore', scope: 'row', confirm: 'clgl.action.ignoreConfirm' },
  },
});
