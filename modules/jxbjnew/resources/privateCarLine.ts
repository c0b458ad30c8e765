// 专用线路 (privateCarLine/pageList): a vehicle's own line drawn on the map, outside the road list (a
// venue's approach for an event, a bridge deck washed at night), with its job, shift and tolerance;
// measured like a road of the vehicle's plan in the work report.
import { date, defineResource, enumOf, geoLine, number, reference, text } from '../../../kit/resource';
import { JOB_OPTIONS, SHIFT_OPTIONS } from './options';
import { crud } from './paths';

export const privateCarLine = defineResource({
  id: 'privateCarLine',
  title: 'jxbjnew.privateCarLine',
  api: crud('privateCarLine'),
  fields: {
    lineName: text({ required: true, max: 40, filter: true, sortable: true }),
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: true }),
    jobType: enumOf({ options: JOB_OPTIONS, required: true, filter: true }),
    shift: enumOf({ options: SHIFT_OPTIONS, required: true }),
    path: geoLine({ required: true }),
    length: number({ precision: 0, unit: 'jxbjnew.unit.m', form: false, help: 'jxbjnew.road.lengthHelp' }),
    passes: number({ required: true, integer: true, min: 1, max: 12, default: 1 }),
    tolerance: number({ required: true, min: 3, max: 100, integer: true, default: 20, unit: 'jxbjnew.unit.m', help: 'jxbjnew.road.toleranceHelp' }),
    startDate: date({ required: true }),
    endDate: date({}),
    remark: text({ max: 200, column: false }),
  },
  unique: ['lineName'],
  display: 'lineName',
  defaultSort: { field: 'lineName', order: 'asc' },
});
