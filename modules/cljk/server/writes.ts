/**
 * The rule of a tank configuration beyond its fields: the thresholds fit in the tank (beforeWrite,
 * also when an import is only checked). (A device named is one of the store's vehicle devices: the
 * field is a choice of them, kit/resource enumOf `devices`, checked by the engine on every write.)
 */
import { HandlerError, type BeforeWrite } from '../../../kit/resource';

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
