// The emergency registers' server side: their demo data, tree calls and board counts. Read by the
// server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { seed } from './server/seed';

export default defineModuleServer({ seed, handlers });
