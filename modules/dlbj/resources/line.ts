// 线路 (line/page, save, delete): a job plan — the job, its roads, the vehicle, the shift and how
// often — with the work rules its deviations are judged by (maximum speed, time allowed off the line).
// The roads are their codes in order (DL-101,DL-102) with their names composed on save: a choice of
// several roads from the road list, enumOf({ from, multiple }), is refused by the server's option check
// today (it compares the list with one value: a 500), see the README.
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { rc } from './paths';

export const line = defineResource({
  id: 'line',
  title: 'dlbj.line',
  api: { list: rc('line', 'page'), upsert: rc('line', 'save'), remove: rc('line', 'delete') },
  fields: {
    lineName: text({ required: true, max: 40, filter: true, sortable: true }),
    jobType: enumOf({ source: 'jobType', required: true, filter: true }),
    roads: text({ required: true, max: 400, pattern: '^[A-Z]{1,4}-?\\d{1,6}(,[A-Z]{1,4}-?\\d{1,6})*$', patternMessage: 'dlbj.line.roadsRule', column: false, help: 'dlbj.line.roadsHelp' }),
    roadNames: text({ form: false, help: 'dlbj.line.roadNamesHelp' }),
    pointerId: reference({ resource: 'pointer', display: 'plateNo', filter: true, help: 'dlbj.line.pointerHelp' }),
    shiftId: reference({ resource: 'shift', display: 'shiftName', required: true, filter: true }),
    frequency: enumOf({ source: 'frequency', required: true, default: 'daily' }),
    maxSpeed: number({ required: true, min: 1, max: 80, default: 15, precision: 0, unit: 'dlbj.unit.kmh', help: 'dlbj.line.maxSpeedHelp' }),
    offLineMinutes: number({ required: true, integer: true, min: 1, max: 120, default: 5, unit: 'dlbj.unit.minute', help: 'dlbj.line.offLineHelp' }),
    waterPerKm: number({ min: 0, max: 5000, precision: 0, unit: 'dlbj.unit.lPerKm', column: false }),
  },
  unique: ['lineName'],
  display: 'lineName',
  defaultSort: { field: 'lineName', order: 'asc' },
});
