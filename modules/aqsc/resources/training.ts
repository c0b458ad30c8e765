// 培训演练: a safety training or an emergency drill with its attendance — the invited people (of the
// crew) are the document's lines, each 出席 or not with the time signed. 应到 and 实到 are composed on
// every read from the lines; 出勤率 = 实到 / 应到 (unknown without invitees).
import { boolean, datetime, defineResource, enumOf, image, number, reference, text, treeSelect } from '../../../kit/resource';
import { opts, TRAINING_KINDS } from './options';
import { safety } from './paths';

export const trainingAttendee = defineResource({
  id: 'trainingAttendee',
  title: 'aqsc.trainingAttendee',
  api: {},
  readOnly: true,
  fields: {
    trainingId: reference({ resource: 'training', display: 'topic', form: false, column: false, filter: 'in' }),
    personId: reference({ resource: 'person', display: 'name', required: true }),
    present: boolean(),
    signedAt: datetime({}),
  },
});

export const training = defineResource({
  id: 'training',
  title: 'aqsc.training',
  api: { list: safety('training', 'pageList'), create: safety('training', 'save'), update: safety('training', 'update'), get: safety('training', 'get'), remove: safety('training', 'delete') },
  fields: {
    kind: enumOf({ options: opts('trainingKind', TRAINING_KINDS), required: true, filter: true }),
    topic: text({ required: true, max: 60, filter: 'like' }),
    startAt: datetime({ required: true, filter: 'range', sortable: true }),
    hours: number({ required: true, min: 0.5, max: 24, precision: 1, unit: 'aqsc.unit.hour' }),
    place: text({ required: true, max: 60 }),
    trainer: text({ max: 20 }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    invited: number({ integer: true, form: false, import: false, help: 'aqsc.training.invitedHelp' }),
    attended: number({ integer: true, form: false, import: false, help: 'aqsc.training.attendedHelp' }),
    attendanceRate: number({ precision: 1, unit: 'aqsc.unit.percent', form: false, import: false, help: 'aqsc.training.rateHelp' }),
    content: text({ max: 500, column: false }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024 }),
  },
  display: 'topic',
  defaultSort: { field: 'startAt', order: 'desc' },
  document: { lines: 'trainingAttendee', parent: 'trainingId', api: { lines: safety('training', 'attendees') } },
});
