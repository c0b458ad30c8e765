// The waste treatment area's server side (ljcz): seeds, the weight of each ledger row, the kanban's call.
// Read by the server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { loadWeight } from '../../kit/waste/loadWeight';
import { kanbanHandlers } from './server/kanban';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  beforeWrite: {
    // A load's weight is never typed: kit/waste/loadWeight's rule, null when it has no valid weight.
    basicInfo: (values, before) => {
      const v = { ...before, ...values };
      return { ...values, weight: loadWeight({ confirmedNet: v.confirmedNet as number | null, gross: v.grossWeight as number | null, tare: v.tareWeight as number | null }) };
    },
  },
  handlers: kanbanHandlers,
});
