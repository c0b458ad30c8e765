// The facility ledgers' server side: demo data, the computed fields (usage, depreciation) and the computed lists.
import { defineModuleServer } from '../../kit/resource';
import { depreciationRule } from './server/depreciation';
import { reportSources } from './server/reports';
import { seed } from './server/seed';
import { usageRule } from './server/usage';

export default defineModuleServer({
  seed,
  reports: reportSources,
  beforeWrite: { waterUsage: usageRule, electricityUsage: usageRule, facilityDepreciation: depreciationRule },
});
