// 车辆线路排班 (carLine/pageList, carLine/save: save creates without an id and updates with one): a
// plan — a vehicle of 车辆管理 on a line for a job, a shift, how often (every day, Monday to Saturday,
// every other day) and its dates, with the crew's driver (工号 and name of kit/people's crew).
import { date, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { FREQUENCY_OPTIONS, JOB_OPTIONS, SHIFT_OPTIONS } from './options';
import { jx } from './paths';

export const carLine = defineResource({
  id: 'carLine',
  title: 'jxbjnew.carLine',
  api: { list: jx('carLine', 'pageList'), upsert: jx('carLine', 'save'), remove: jx('carLine', 'delete') },
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: true }),
    lineId: reference({ resource: 'line', display: 'lineName', required: true, filter: true }),
    jobType: enumOf({ options: JOB_OPTIONS, required: true, filter: true }),
    shift: enumOf({ options: SHIFT_OPTIONS, required: true, filter: true, help: 'jxbjnew.carLine.shiftHelp' }),
    frequency: enumOf({ options: FREQUENCY_OPTIONS, required: true, default: 'daily' }),
    startDate: date({ required: true, sortable: true }),
    endDate: date({}),
    driverCode: text({ max: 16, column: false }),
    driverName: text({ max: 20, filter: true }),
    remark: text({ max: 200, column: false }),
  },
  display: 'driverName',
  defaultSort: { field: 'startDate', order: 'desc' },
});
