// The data monitor's server side: demo data, the items' allowlist check, execute and getNewSql.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { itemWrites } from './server/items';
import { seed } from './server/seed';

export default defineModuleServer({ seed, handlers, onWrite: { monitorItem: itemWrites } });
