// The sorting data's server side: seeds, derived figures, the weighing rule, the statistics and the
// calls beside CRUD. Read by the server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { collectMonthReport, indexBeforeWrite, indexHandlers, indexWrites, mlxcReport } from './server/indexes';
import { seed } from './server/seed';
import { statsHandlers } from './server/stats';
import { weighBeforeWrite, weighHandlers, weighMonthReport } from './server/weights';

export default defineModuleServer({
  seed,
  beforeWrite: { carWeighRecord: weighBeforeWrite, ...indexBeforeWrite },
  onWrite: indexWrites,
  reports: { weighReport: weighMonthReport, collectMonthReport, mlxc: mlxcReport },
  handlers: { ...weighHandlers, ...statsHandlers, ...indexHandlers },
});
