// The assessment module's server side: demo data, the write rules and the computed monthly ranking.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { beforeWrite, onWrite } from './server/hooks';
import { reportSources } from './server/ranking';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, beforeWrite, onWrite });
