/**
 * Pre-trip checks and incidents on every write: a check's result from its four items
 * (rules/preTrip.ts), its time on its date, not after today, a fault described; an incident not in the
 * future.
 */
import { HandlerError, type WriteHook } from '../../../kit/resource';
import { tripResult } from '../rules/preTrip';
import { nowText, text, todayText } from './clock';

export const preTripOnWrite: WriteHook = (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v = { ...change.before, ...change.values };
  if (text(v.checkDate) > todayText(store)) throw new HandlerError(t('aqsc.rule.checkFuture'));
  if (text(v.checkedAt).slice(0, 10) !== text(v.checkDate)) throw new HandlerError(t('aqsc.rule.checkDateMismatch'));
  const result = tripResult(v);
  if (result === 'fail' && !text(v.faults).trim()) throw new HandlerError(t('aqsc.rule.faultsRequired'));
  return { ...change.values, result };
};

export const incidentOnWrite: WriteHook = (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v = { ...change.before, ...change.values };
  if (text(v.occurredAt) > nowText(store)) throw new HandlerError(t('aqsc.rule.incidentFuture'));
  return;
};
