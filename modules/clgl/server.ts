// Vehicle management's server side: seeds, the calls beside the engine's CRUD, and write rules.
import { defineModuleServer, HandlerError, type BeforeWrite } from '../../kit/resource';
import { actionHandlers } from './server/actions';
import { kanbanHandlers } from './server/kanban';
import { rechargeBeforeWrite, rechargeOnWrite, refuelBeforeWrite, refuelOnWrite } from './server/money';
import { platformHandlers } from './server/platform';
import { presentReminders } from './server/reminders';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

const depreciationRule: BeforeWrite = (values, before, t) => {
  const original = Number(values.originalValue ?? before?.originalValue ?? 0);
  const accumulated = Number(values.accumulated ?? before?.accumulated ?? 0);
  if (accumulated > original) throw new HandlerError(t('clgl.depreciationManage.overDepreciated'));
  return { ...values, netValue: Math.round((original - accumulated) * 100) / 100 };
};

export default defineModuleServer({
  seed,
  beforeWrite: { oilRefuel: refuelBeforeWrite, oilCardRecharge: rechargeBeforeWrite, depreciationManage: depreciationRule },
  onWrite: { oilRefuel: refuelOnWrite, oilCardRecharge: rechargeOnWrite },
  reports: reportSources,
  handlers: { ...actionHandlers, ...kanbanHandlers, ...platformHandlers },
  // A generated reminder's text, in the caller's language.
  present: { expirationReminder: presentReminders },
});
