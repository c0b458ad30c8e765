// The waste-classification area's server side: seeds, the load weight and points rules, the data
// platform's reports and the calls beside CRUD. Read by the server engine only (never by the page).
import { defineModuleServer } from '../../kit/resource';
import { loadWeight } from '../../kit/waste/loadWeight';
import { boardHandlers } from './server/board';
import { commonHandlers } from './server/common';
import { pointsHooks } from './server/points';
import { reports } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  reports,
  beforeWrite: {
    ...pointsHooks.beforeWrite,
    // A load's weight is never typed: the kit's one rule (kit/waste/loadWeight.ts), null when unknown.
    garbageRecord: (values, before) => {
      const v = (k: string) => (k in values ? values[k] : before?.[k]) as number | null | undefined;
      return { ...values, weight: loadWeight({ confirmedNet: v('confirmedNet'), gross: v('grossWeight'), tare: v('tareWeight') }) };
    },
  },
  onWrite: { ...pointsHooks.onWrite },
  present: { ...pointsHooks.present },
  handlers: { ...commonHandlers, ...boardHandlers },
});
