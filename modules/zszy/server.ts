// The estate board's server side (zszy): seeds, the board's calls, the bins' fill reports and the
// collection tasks they open. Read by the server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { boardHandlers } from './server/board';
import { fillHandlers } from './server/fill';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  handlers: { ...boardHandlers, ...fillHandlers },
});
