// The asset archive's server side: demo data, the history hook, the check call and the computed lists.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { assetWrites } from './server/history';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, onWrite: { assetArchive: assetWrites } });
