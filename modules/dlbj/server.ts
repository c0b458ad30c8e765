// The road-cleaning module's server side: demo data, the road's derived size, the computed
// statistics (from the device store's tracks through kit/road) and the calls beside the engine's.
import { defineModuleServer } from '../../kit/resource';
import { beforeWrite, handlers, onWrite } from './server/handlers';
import { seed } from './server/seed';
import { reportSources } from './server/stats';

export default defineModuleServer({ seed, reports: reportSources, handlers, beforeWrite, onWrite });
