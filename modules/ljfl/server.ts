// The waste-classification area's server side: seeds, the load weight and points rules, the data
// platform's reports and the calls beside CRUD. Read by the server engine only (never by the page).
import { defineModuleServer, HandlerError } from '../../kit/resource';
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
    // A collection leg comes from a collection facility; a transfer leg (station → plant) from none.
    garbageRecord: (values, before, t) => {
      const v = (k: string) => (k in values ? values[k] : before?.[k]) as number | null | undefined;
      const leg = v('leg') as unknown as string | undefined;
      const fac = v('collectFacId');
      if (leg === 'collect' && (fac === null || fac === undefined)) throw new HandlerError(t('ljfl.garbageRecord.collectNeedsFac'));
      if (leg === 'transfer' && fac !== null && fac !== undefined) throw new HandlerError(t('ljfl.garbageRecord.transferNoFac'));
      return { ...values, weight: loadWeight({ confirmedNet: v('confirmedNet'), gross: v('grossWeight'), tare: v('tareWeight') }) };
    },
  },
  onWrite: { ...pointsHooks.onWrite },
  present: { ...pointsHooks.present },
  handlers: { ...commonHandlers, ...boardHandlers },
});
