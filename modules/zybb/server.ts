// The field reports' server side: demo data, the computed reports, the lists behind the daily report's
// totals, the trees, and the figures composed on every read.
import { defineModuleServer } from '../../kit/resource';
import { beforeWrite, handlers } from './server/handlers';
import { present } from './server/present';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, beforeWrite, present });
