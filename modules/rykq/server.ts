// The attendance module's server side: demo data, the write rules, the computed reports and the
// department tree with people.
import { defineModuleServer } from '../../kit/resource';
import { beforeWrite, handlers } from './server/handlers';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, beforeWrite });
