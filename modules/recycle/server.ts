// 再生资源监管's server side: demo data, the write rules (stock, totals, import) and the calls beside CRUD.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { beforeWrite, onWrite } from './server/hooks';
import { seed } from './server/seed';

export default defineModuleServer({ seed, beforeWrite, onWrite, handlers });
