// The road-work module's server side: demo data, the write rules, the work report computed from the
// tracks and the board's figures.
import { defineModuleServer } from '../../kit/resource';
import { getStatistics } from './server/dashboard';
import { beforeWrite, onWrite } from './server/handlers';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  reports: reportSources,
  beforeWrite,
  onWrite,
  handlers: { 'POST /cloud/jxbjnew/dashboard/getStatistics.smvc': getStatistics },
});
