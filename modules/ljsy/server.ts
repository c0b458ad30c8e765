// The garbage transport area's server side (ljsy): seeds, the weight of every load, reports and the
// board's calls. Read by the server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { loadWeight } from '../../kit/waste/loadWeight';
import { boardHandlers } from './server/board';
import { reports } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  reports,
  beforeWrite: {
    // A load's weight is never typed: kit/waste/loadWeight's rule, null when it has no valid weight.
    load: (values, before) => {
      const v = { ...before, ...values };
      return { ...values, weight: loadWeight({ confirmedNet: v.confirmedNet as number | null, gross: v.grossWeight as number | null, tare: v.tareWeight as number | null }) };
    },
  },
  handlers: boardHandlers,
});
