// The device offline monitor's server side: the computed lists and the settings and detail calls.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { reportSources } from './server/reports';

export default defineModuleServer({ reports: reportSources, handlers });
