// The sorting-accuracy area's server side: seeds, the records' rules and allocation, the rates'
// calculation and the calls beside CRUD. Read by the server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { estateBinding, handlers } from './server/handlers';
import { beforeWrite, onWrite } from './server/rules';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  reports: { estateBinding },
  beforeWrite,
  onWrite,
  handlers,
});
