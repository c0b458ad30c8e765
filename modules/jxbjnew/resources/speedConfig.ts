// 作业速度配置 (speedConfig/pageList; save, update and delete are ours — the spec names only the list):
// per job, the maximum working speed (washing ≤ 15 km/h), the minimum below which a vehicle is not
// working, and the water a kilometre of the job uses (litres, the norm the water figures are read against).
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { JOB_OPTIONS } from './options';
import { crud } from './paths';

export const speedConfig = defineResource({
  id: 'speedConfig',
  title: 'jxbjnew.speedConfig',
  api: crud('speedConfig'),
  fields: {
    jobType: enumOf({ options: JOB_OPTIONS, required: true, filter: true }),
    maxSpeed: number({ required: true, min: 1, max: 80, precision: 1, unit: 'jxbjnew.unit.kmh', help: 'jxbjnew.speedConfig.maxSpeedHelp' }),
    waterPerKm: number({ min: 0, max: 5000, precision: 0, unit: 'jxbjnew.unit.lPerKm', help: 'jxbjnew.speedConfig.waterPerKmHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['jobType'],
  display: 'jobType',
  defaultSort: { field: 'jobType', order: 'asc' },
});
