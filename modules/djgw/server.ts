// The party posts' server side: demo data, the write rules, verification and the monthly rankings.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { beforeWrite, onWrite } from './server/hooks';
import { reportSources } from './server/rankings';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, beforeWrite, onWrite });
