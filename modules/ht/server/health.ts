/**
 * Health reports: the check date is not in the future and the next check comes after it; an unfit
 * conclusion cannot be fit for outdoor or heat work; the department is the person's. Where a report
 * stands (checkStatus) is composed on every read from the next check date: past → 已逾期, within 30
 * days → 即将到期, else 有效.
 */
import { formatDate, HandlerError, type BeforeWrite, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { addDays } from '../rules/overtime';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));

/** Where a report stands on `today` by its next check date. */
export function checkStatusOf(nextCheckDate: string, today: string): 'valid' | 'dueSoon' | 'overdue' | null {
  if (!nextCheckDate) return null;
  if (nextCheckDate < today) return 'overdue';
  return nextCheckDate <= addDays(today, 30) ? 'dueSoon' : 'valid';
}

export const healthBefore: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (text(v.nextCheckDate) <= text(v.checkDate)) throw new HandlerError(t('ht.rule.nextAfterCheck'));
  if (v.conclusion === 'unfit' && (v.fitOutdoor === true || v.fitHeat === true)) throw new HandlerError(t('ht.rule.unfitNotFit'));
  return values;
};

export const healthOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v = { ...change.before, ...change.values };
  // Today by the server's clock (a beforeWrite hook has no clock: the kit passes it none).
  if (text(v.checkDate) > formatDate(new Date(store.devices.now()))) throw new HandlerError(t('ht.rule.checkInFuture'));
  const person = await store.get('person', Number(v.personId));
  return { ...change.values, deptId: person?.deptId ?? null };
};

export const presentHealth = (rows: Row[], { store }: { store: ModuleStore }): Row[] => {
  const today = formatDate(new Date(store.devices.now()));
  return rows.map((r) => ({ ...r, checkStatus: checkStatusOf(text(r.nextCheckDate), today) }));
};
