// A closed day's figures per garbage type, kept as one row (the year of history: a day's loads are
// summed once, by kit/waste/loadWeight's rule, when the day closes). No call of its own: the daily and
// monthly lists and the trend read it.
import { date, defineResource, enumOf, number } from '../../../kit/resource';
import { garbageOptions } from './options';

export const dailyTotal = defineResource({
  id: 'dailyTotal',
  title: 'ljsy.dailyTotal',
  api: {},
  readOnly: true,
  fields: {
    day: date({ required: true, filter: 'range', sortable: true }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    tonnes: number({ min: 0, precision: 3, unit: 'kit.unit.t' }),
    counted: number({ min: 0, integer: true }),
    leftOut: number({ min: 0, integer: true }),
    transferTonnes: number({ min: 0, precision: 3, unit: 'kit.unit.t' }),
  },
});
