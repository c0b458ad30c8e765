/**
 * The rules of a tank configuration beyond its fields: the thresholds fit in the tank (beforeWrite,
 * also when an import is only checked), and a device named is a vehicle device of the caller's tenant
 * (onWrite: it needs the device store).
 */
import { HandlerError, type BeforeWrite, type WriteHook } from '../../../kit/resource';
import { checkDevice } from './cars';

/** Refuses thresholds larger than the tank (after the update's values are merged with the stored ones). */
export const thresholdsFit =
  (title: string): BeforeWrite =>
  (values, before, t) => {
    const v = { ...(before ?? {}), ...values };
    const capacity = Number(v.tankCapacity);
    for (const f of ['dropLitres', 'refillLitres']) {
      if (v[f] !== null && v[f] !== undefined && Number(v[f]) > capacity) throw new HandlerError(t('cljk.error.threshold', { label: t(`${title}.${f}`) }));
    }
    return values;
  };

/** Refuses a device code that is not one of the tenant's vehicle devices. */
export const deviceExists: WriteHook = async (change, { store, t }) => {
  if (change.op === 'create' || change.op === 'update') await checkDevice(store, change.values.deviceCode, t);
};
