// The station summary (站点汇总, stationSummary/getSummary): per station, what the ledgers bind to it
// and what its facility cost this year — weighbridges, cameras, cars, equipment, water, electricity
// and maintenance fees. Computed by the server (server/summary.ts).
import { defineReport, enumOf, money, number, reference } from '../../../kit/resource';
import { call, options } from './paths';
import { DISTRICTS } from './stations';

export const stationSummary = defineReport({
  id: 'stationSummary',
  title: 'ssgl.stationSummary',
  api: { list: call('stationSummary', 'getSummary') },
  fields: {
    stationId: reference({ resource: 'stationInfo', display: 'stationName', filter: 'eq' }),
    district: enumOf({ options: options('district', DISTRICTS), filter: 'eq' }),
    pounds: number({ integer: true }),
    cameras: number({ integer: true }),
    cars: number({ integer: true }),
    equipment: number({ integer: true }),
    water: number({ precision: 2, unit: 'kit.unit.t' }),
    electricity: number({ precision: 2, unit: 'ssgl.unit.kwh' }),
    maintenanceFee: money({ unit: 'kit.unit.yuan' }),
  },
});
