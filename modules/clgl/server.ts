// Vehicle management's server side: seeds, the calls beside the engine's CRUD, and write rules.
import { defineModuleServer, fieldList, HandlerError, type BeforeWrite, type Handler } from '../../kit/resource';
import { pageResources } from './resources';
import { DUAL, pathOf } from './resources/paths';
import { actionHandlers } from './server/actions';
import { backupOf, dualHandlers } from './server/dual';
import { kanbanHandlers } from './server/kanban';
import { rechargeBeforeWrite, rechargeHandlers, refuelBeforeWrite, refuelHooks } from './server/money';
import { platformHandlers } from './server/platform';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

const byId = new Map(pageResources.map((r) => [r.id, r]));
const def = (id: string) => byId.get(id)!;

/** A new row of a dual entity starts outside the recycle list; a recycled row is not edited. */
const recycleRule: BeforeWrite = (values, before, t) => {
  if (!before) return values.recycled === null || values.recycled === undefined ? { ...values, recycled: false } : values;
  if (before.recycled === true && values.recycled !== false) throw new HandlerError(t('clgl.action.notFound'));
  return values;
};

const both = (a: BeforeWrite, b: BeforeWrite): BeforeWrite => (values, before, t) => b(a(values, before, t), before, t);

const depreciationRule: BeforeWrite = (values, before, t) => {
  const original = Number(values.originalValue ?? before?.originalValue ?? 0);
  const accumulated = Number(values.accumulated ?? before?.accumulated ?? 0);
  if (accumulated > original) throw new HandlerError(t('clgl.depreciationManage.overDepreciated'));
  return { ...values, netValue: Math.round((original - accumulated) * 100) / 100 };
};

/**
 * Fields the form does not show (states, balances) start at their definition's default on every
 * create, whoever creates (the engine fills defaults only for the fields a client may send).
 */
const defaultsRule = (id: string): BeforeWrite => {
  const hidden = fieldList(def(id)).filter((f) => f.form === false && 'default' in f && f.default !== undefined);
  return (values, before) => {
    if (before || !hidden.length) return values;
    const out = { ...values };
    for (const f of hidden) if (out[f.name] === null || out[f.name] === undefined) out[f.name] = (f as { default: unknown }).default;
    return out;
  };
};

const special: Record<string, BeforeWrite> = {
  ...Object.fromEntries(Object.keys(DUAL).map((id) => [id, recycleRule])),
  oilRefuel: both(recycleRule, refuelBeforeWrite),
  oilCardRecharge: rechargeBeforeWrite,
  depreciationManage: depreciationRule,
};

const beforeWrite = Object.fromEntries(pageResources.map((r) => [r.id, special[r.id] ? both(defaultsRule(r.id), special[r.id]!) : defaultsRule(r.id)]));

export default defineModuleServer({
  seed,
  beforeWrite,
  reports: reportSources,
  handlers: {
    ...Object.assign({}, ...Object.keys(DUAL).map((id) => dualHandlers(def(id), id === 'oilRefuel' ? refuelHooks : {}))),
    ...Object.fromEntries(
      ['depreciationManage', 'maintenanceManage', 'maintenanceParentType', 'maintenanceSubType'].map((id) => {
        const list = def(id).api.list!;
        const base = (typeof list === 'string' ? list : list.path).replace(/\/load$/, '');
        return [`${base}/bkExport`, backupOf(def(id))];
      }),
    ),
    // The v2 `list` of the other v2 entities: every matching row, unpaged (pickers, the full list dialog).
    ...Object.fromEntries(
      pageResources
        .filter((r) => !(r.id in DUAL) && r.actions?.all)
        .map((r) => [pathOf(r.actions!.all!.api), (({ store, input }) => store.all(r.id, input, 5000)) as Handler]),
    ),
    ...rechargeHandlers,
    ...actionHandlers,
    ...kanbanHandlers,
    ...platformHandlers,
  },
});
