// What the reports are computed from, with no call of their own: the stations' weighbridge records of
// the last days (each load's weight by kit/waste/loadWeight) and, for the year before, one row per
// day, station and garbage type summed once by the same rule when the day closed.
import { date, datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { garbageOptions, legOptions } from './options';

const t = () => number({ min: 0, max: 100000, precision: 3, unit: 'kit.unit.t' });

export const stationLoad = defineResource({
  id: 'stationLoad',
  title: 'zhj.stationLoad',
  api: {},
  readOnly: true,
  fields: {
    stationId: reference({ resource: 'subject', display: 'subjectName', required: true, filter: true }),
    weighTime: datetime({ required: true, filter: 'range', sortable: true }),
    leg: enumOf({ options: legOptions, required: true, filter: true }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    carCode: text({ max: 16 }),
    grossWeight: t(),
    tareWeight: t(),
    confirmedNet: t(),
    weight: t(),
  },
});

export const stationDaily = defineResource({
  id: 'stationDaily',
  title: 'zhj.stationDaily',
  api: {},
  readOnly: true,
  fields: {
    day: date({ required: true, filter: 'range', sortable: true }),
    stationId: reference({ resource: 'subject', display: 'subjectName', required: true, filter: true }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    received: t(),
    receivedCounted: number({ integer: true, min: 0 }),
    receivedLeftOut: number({ integer: true, min: 0 }),
    transferred: t(),
    transferredCounted: number({ integer: true, min: 0 }),
    transferredLeftOut: number({ integer: true, min: 0 }),
  },
});
