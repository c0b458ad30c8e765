// 车辆作业判定 (carExpression/pageList; "vehicle expression"): a road-work vehicle of 车辆管理, the
// positioning device on it (the device store's code), its job and the expression that says when it is
// working — moving at least the minimum speed, and for `water` its water level falling too (the pump
// on). The expression's text is composed on save. Working km and empty running are measured by it.
import { boolean, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { JOB_OPTIONS, SIGNAL_OPTIONS } from './options';
import { crud } from './paths';

export const carExpression = defineResource({
  id: 'carExpression',
  title: 'jxbjnew.carExpression',
  api: crud('carExpression'),
  fields: {
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: true }),
    deviceCode: enumOf({ devices: ['vehicle'], help: 'jxbjnew.carExpression.deviceHelp' }),
    jobType: enumOf({ options: JOB_OPTIONS, required: true, filter: true }),
    workSignal: enumOf({ options: SIGNAL_OPTIONS, required: true, default: 'speed', help: 'jxbjnew.carExpression.workSignalHelp' }),
    minSpeed: number({ required: true, min: 0, max: 30, precision: 1, default: 3, unit: 'jxbjnew.unit.kmh', help: 'jxbjnew.carExpression.minSpeedHelp' }),
    expression: text({ form: false, help: 'jxbjnew.carExpression.expressionHelp' }),
    enabled: boolean({ default: true, filter: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['carId'],
  display: 'expression',
  defaultSort: { field: 'carId', order: 'asc' },
});
