// The personnel module's server side: demo data, the computed reports and boards, the rows composed
// on read and the write rules.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { beforeWrite, present } from './server/present';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, present, beforeWrite });
