/**
 * The rules of a recycling order, pure (the server's hooks and effects apply them; tests/modules/gfgj/rules.test.ts):
 * - a booking may be cancelled until `cancelWindowMinutes` before its appointment (a tenant setting):
 *   at the window's edge still, one minute past it no longer;
 * - a booking holds at most `maxItems` items (a tenant setting), when booked and when amended;
 * - settling prices the weighed kilograms at the class's unit price and points per kg;
 * - payment is its own state: paying needs a settled order that is unpaid or whose payment failed, a
 *   failed payment a settled unpaid one; neither touches the progress, and no progress step touches it;
 * - an amended booking is an amendment, not a cancellation: only the progress 已取消 counts as cancelled.
 */

export type Settings = { cancelWindowMinutes: number; maxItems: number };
type Row = Record<string, unknown>;

const MINUTE = 60_000;

/** The time (ms) after which the booking may no longer be cancelled. */
export function cancelDeadline(bookTime: string, windowMinutes: number): number {
  return Date.parse(bookTime.replace(' ', 'T')) - windowMinutes * MINUTE;
}

/** Whether a booking for `bookTime` may be cancelled at `now` under a window of `windowMinutes`. */
export function canCancel(now: number, bookTime: string, windowMinutes: number): boolean {
  const deadline = cancelDeadline(bookTime, windowMinutes);
  return Number.isFinite(deadline) && now <= deadline;
}

/** The catalogue key refusing an item count, or null when it is within the limit. */
export function itemLimitProblem(itemCount: number, maxItems: number): string | null {
  if (!Number.isInteger(itemCount) || itemCount < 1) return 'gfgj.order.itemsPositive';
  return itemCount > maxItems ? 'gfgj.order.overItemLimit' : null;
}

/** A settled order's amount (yuan, to the cent) and points (whole, rounded down) from its weight. */
export function settleFigures(weightKg: number, unitPrice: number, pointsPerKg: number): { amount: number; points: number } {
  return { amount: Math.round(weightKg * unitPrice * 100) / 100, points: Math.floor(weightKg * pointsPerKg) };
}

export type PayAction = 'pay' | 'payFailed';

/** The catalogue key refusing a payment action on an order in this progress and payment, or null. */
export function payProblem(progress: string, payState: string, action: PayAction): string | null {
  if (progress !== 'settled') return 'gfgj.order.payNotSettled';
  if (action === 'pay') return payState === 'paid' ? 'gfgj.order.alreadyPaid' : null;
  return payState === 'unpaid' ? null : 'gfgj.order.payFailedOnlyUnpaid';
}

/** What a payment action writes: the payment's own fields, never the progress. */
export function paymentChanges(action: PayAction, at: string, reason = ''): Row {
  return action === 'pay' ? { payState: 'paid', paidAt: at, payFailReason: null } : { payState: 'failed', payFailReason: reason };
}

/** Cancelled and amended bookings among orders: an amended one is counted as amended, never as cancelled. */
export function bookingChanges(orders: readonly Row[]): { cancelled: number; amended: number } {
  let cancelled = 0;
  let amended = 0;
  for (const o of orders) {
    if (o.progress === 'cancelled') cancelled++;
    if (Number(o.amendCount ?? 0) > 0) amended++;
  }
  return { cancelled, amended };
}

/** The progress states an amendment (changeOrder) may still change. */
export const AMENDABLE = ['booked', 'confirmed'] as const;
