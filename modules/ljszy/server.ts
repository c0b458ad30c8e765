// The landfill and sanitation area's server side: seeds, derived fields, reports and the calls beside
// CRUD. Read by the server engine only (never imported by the page).
import { defineModuleServer, HandlerError } from '../../kit/resource';
import { investigationHandlers } from './server/investigation';
import { kanbanHandlers } from './server/kanban';
import { miscHandlers } from './server/misc';
import { platformHandlers } from './server/platform';
import { reports } from './server/reports';
import { routeHandlers } from './server/routeFacilities';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  reports,
  beforeWrite: {
    // Net weight is gross minus tare, never typed; a tare above the gross is refused.
    carWeightOperate: (values, before, t) => {
      const gross = (values.grossWeight ?? before?.grossWeight) as number | null | undefined;
      const tare = (values.tareWeight ?? before?.tareWeight) as number | null | undefined;
      if (typeof gross !== 'number' || typeof tare !== 'number') return values;
      if (tare > gross) throw new HandlerError(t('ljszy.carWeightOperate.tareTooHigh'));
      return { ...values, netWeight: Math.round((gross - tare) * 100) / 100 };
    },
  },
  handlers: { ...platformHandlers, ...kanbanHandlers, ...routeHandlers, ...investigationHandlers, ...miscHandlers },
});
