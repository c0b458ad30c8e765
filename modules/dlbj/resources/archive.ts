// The archive of days before the device store's readings (written by the seed with the same rule over
// the demo tracks): one row per road and line and day, one per line and day. Read by the statistics
// when the store has no readings for a shift; never edited (no page).
import { date, defineResource, number, reference, text } from '../../../kit/resource';
import { rc } from './paths';

export const roadDay = defineResource({
  id: 'roadDay',
  title: 'dlbj.roadDay',
  api: { list: rc('archive', 'roadDay') },
  readOnly: true,
  fields: {
    workDate: date({ required: true, filter: 'range' }),
    lineId: reference({ resource: 'line', display: 'lineName', required: true, filter: true }),
    roadCode: text({ required: true, filter: true }),
    completion: number({ min: 0, max: 1, precision: 4 }),
    coveredM: number({ min: 0, precision: 0 }),
  },
  defaultSort: { field: 'workDate', order: 'desc' },
});

export const lineDay = defineResource({
  id: 'lineDay',
  title: 'dlbj.lineDay',
  api: { list: rc('archive', 'lineDay') },
  readOnly: true,
  fields: {
    workDate: date({ required: true, filter: 'range' }),
    lineId: reference({ resource: 'line', display: 'lineName', required: true, filter: true }),
    totalKm: number({ min: 0, precision: 3 }),
    workingKm: number({ min: 0, precision: 3 }),
    speeding: number({ integer: true, min: 0 }),
    offLine: number({ integer: true, min: 0 }),
    points: number({ integer: true, min: 0 }),
  },
  defaultSort: { field: 'workDate', order: 'desc' },
});
