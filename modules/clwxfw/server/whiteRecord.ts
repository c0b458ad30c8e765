/** A white record's period: the end is not before the start. */
import { HandlerError, type BeforeWrite } from '../../../kit/resource';

export const whiteRecordRule: BeforeWrite = (values, before, t) => {
  const merged = { ...(before ?? {}), ...values };
  if (String(merged.endDate) < String(merged.startDate)) throw new HandlerError(t('clwxfw.whiteRecord.badRange'));
  return values;
};
