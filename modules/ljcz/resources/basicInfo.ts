// 基础台账 (basicInfo/pageList): the plants' weighbridge ledger, one row a load received. Its weight is
// kit/waste/loadWeight's (server.ts, on every write): the confirmed net weight, else max(gross − tare, 0),
// else empty — left out of tonnage and averages, never 0.
import { date, datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { garbageOptions, legOptions } from './options';

const t = (o: Parameters<typeof number>[0] = {}) => number({ min: 0, max: 100, precision: 3, unit: 'kit.unit.t', ...o });

export const basicInfo = defineResource({
  id: 'basicInfo',
  title: 'ljcz.basicInfo',
  api: { list: '/cloud/ljcz/basicInfo/pageList' },
  readOnly: true,
  fields: {
    ticketNo: text({ required: true, max: 24, filter: true, sortable: true }),
    inTime: datetime({ required: true, filter: 'range', sortable: true }),
    facilityId: reference({ resource: 'facility', display: 'facilityName', required: true, filter: true }),
    carCode: text({ max: 16, filter: true }),
    leg: enumOf({ options: legOptions, required: true, filter: true, help: 'ljcz.basicInfo.legHelp' }),
    stationId: reference({ resource: 'station', display: 'stationName', filter: true }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    grossWeight: t(),
    tareWeight: t(),
    confirmedNet: t({ help: 'ljcz.basicInfo.confirmedNetHelp' }),
    weight: t({ form: false, sortable: true, help: 'ljcz.basicInfo.weightHelp' }),
  },
  unique: ['ticketNo'],
  defaultSort: { field: 'inTime', order: 'desc' },
});

/** A closed day's intake of a plant, summed once by the same rule (the year of history; no call of its own). */
export const intakeDaily = defineResource({
  id: 'intakeDaily',
  title: 'ljcz.intakeDaily',
  api: {},
  readOnly: true,
  fields: {
    day: date({ required: true, filter: 'range', sortable: true }),
    facilityId: reference({ resource: 'facility', display: 'facilityName', required: true, filter: true }),
    directTonnes: t({ max: 100000 }),
    transferTonnes: t({ max: 100000 }),
    counted: number({ integer: true, min: 0 }),
    leftOut: number({ integer: true, min: 0 }),
  },
});
