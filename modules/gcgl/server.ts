// The public toilets' server side: demo regions and toilets (the ledger's calls beside CRUD follow).
import { defineModuleServer } from '../../kit/resource';
import { seed } from './server/seed';
import { opsHandlers, opsReportSources, opsSeed } from './server/ops';

export default defineModuleServer({
  seed: (tenant) => ({ ...seed(tenant), ...opsSeed(tenant) }),
  handlers: { ...opsHandlers },
  reports: { ...opsReportSources },
});
