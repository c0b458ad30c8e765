// 收运趟次: each weighed trip of the demo city's vehicles (plates of demoCarCode, drivers of the city)
// to a plant: the loads every tonnage figure of the module is summed from (kit/waste/loadWeight.ts).
// `weight` is composed on every read from gross, tare and the weighbridge's confirmed net (server.ts).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { TRIP_LIST } from './paths';

const tonnes = (help?: string) => number({ precision: 2, unit: 'zybb.unit.tonne', ...(help ? { help } : {}) });

export const carTrip = defineResource({
  id: 'carTrip',
  title: 'zybb.carTrip',
  api: { list: TRIP_LIST },
  readOnly: true,
  fields: {
    tripAt: datetime({ required: true, filter: 'range', sortable: true }),
    carCode: text({ required: true, max: 16, filter: true, sortable: true }),
    driverName: text({ max: 20 }),
    origin: text({ max: 40, help: 'zybb.carTrip.originHelp' }),
    facilityId: reference({ resource: 'facility', display: 'facName', required: true, filter: true }),
    leg: enumOf({ source: 'leg', required: true, filter: true, help: 'zybb.carTrip.legHelp' }),
    gross: tonnes(),
    tare: tonnes(),
    confirmedNet: tonnes('zybb.carTrip.confirmedNetHelp'),
    weight: tonnes('zybb.carTrip.weightHelp'),
  },
  display: 'carCode',
  defaultSort: { field: 'tripAt', order: 'desc' },
});
