/** Water and electricity by person: usage = end − start reading, amount = usage × unit price; an end below the start is refused. */
import { HandlerError, type BeforeWrite } from '../../../kit/resource';
import { cents } from './depreciation';

export const usageRule: BeforeWrite = (values, before, t) => {
  const merged = { ...(before ?? {}), ...values };
  const start = Number(merged.startReading);
  const end = Number(merged.endReading);
  if (end < start) throw new HandlerError(t('ssgl.usage.endBelowStart', { start, end }));
  const usage = cents(end - start);
  return { ...values, usage, amount: cents(usage * Number(merged.unitPrice ?? 0)) };
};
