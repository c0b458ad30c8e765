// The public toilets' server side: demo regions, toilets, gateways and sub-devices; the gateway's
// device rule; the ledger's calls (handlers.ts); the sensors, statistics and water/electricity lists.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { seed } from './server/seed';
import { sensorSource } from './server/sensors';
import { statsSource, waterElectricSource } from './server/stats';
import { gatewayDevice } from './server/writes';
import { opsHandlers, opsReportSources, opsSeed } from './server/ops';

export default defineModuleServer({
  seed: (tenant) => ({ ...seed(tenant), ...opsSeed(tenant) }),
  onWrite: { gateway: gatewayDevice },
  reports: { sensor: sensorSource, toiletStats: statsSource, waterElectric: waterElectricSource, ...opsReportSources },
  handlers: { ...handlers, ...opsHandlers },
});
