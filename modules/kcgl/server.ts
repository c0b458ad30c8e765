// The warehouse's server side: demo data, the computed lists and the calls beside CRUD.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers });
