// The household-recycling rules at their edges (modules/gfgj/rules): the cancellation window, the item
// limit, settlement figures, payment apart from progress, amended bookings, invite rewards once per
// invitee under the rule in force at joining, over-spending a balance, a point in an area, the track.
import { describe, expect, it } from 'vitest';
import { inRing, ringOf } from '../../../modules/gfgj/rules/geo';
import { rewardProblem, ruleInForce } from '../../../modules/gfgj/rules/invite';
import { spendProblem } from '../../../modules/gfgj/rules/ledger';
import { bookingChanges, canCancel, itemLimitProblem, paymentChanges, payProblem, settleFigures } from '../../../modules/gfgj/rules/order';
import { toColumns, trackBetween } from '../../../modules/gfgj/rules/track';

const at = (s: string) => Date.parse(s.replace(' ', 'T'));

describe('cancellation window', () => {
  it('cancels at the window\'s edge and refuses one minute past it', () => {
    expect(canCancel(at('2026-11-20 09:00:00'), '2026-11-20 10:00:00', 60)).toBe(true);
    expect(canCancel(at('2026-11-20 09:01:00'), '2026-11-20 10:00:00', 60)).toBe(false);
    expect(canCancel(at('2026-11-20 09:59:00'), '2026-11-20 10:00:00', 0)).toBe(true);
    expect(canCancel(at('2026-11-20 09:00:00'), 'not a time', 60)).toBe(false);
  });
});

describe('item limit per booking', () => {
  it('takes the limit itself and refuses one over it, and no items at all', () => {
    expect(itemLimitProblem(10, 10)).toBeNull();
    expect(itemLimitProblem(11, 10)).toBe('gfgj.order.overItemLimit');
    expect(itemLimitProblem(0, 10)).toBe('gfgj.order.itemsPositive');
    expect(itemLimitProblem(1.5, 10)).toBe('gfgj.order.itemsPositive');
  });
});

describe('settlement', () => {
  it('prices the weight to the cent and rounds points down', () => {
    expect(settleFigures(10.3, 1.2, 10)).toEqual({ amount: 12.36, points: 103 });
    expect(settleFigures(0.05, 0.2, 3)).toEqual({ amount: 0.01, points: 0 });
  });
});

describe('payment apart from progress', () => {
  it('pays only a settled order, unpaid or failed, and writes the payment fields only', () => {
    expect(payProblem('collected', 'unpaid', 'pay')).toBe('gfgj.order.payNotSettled');
    expect(payProblem('settled', 'unpaid', 'pay')).toBeNull();
    expect(payProblem('settled', 'failed', 'pay')).toBeNull();
    expect(payProblem('settled', 'paid', 'pay')).toBe('gfgj.order.alreadyPaid');
    expect(payProblem('settled', 'failed', 'payFailed')).toBe('gfgj.order.payFailedOnlyUnpaid');
    const changes = paymentChanges('pay', '2026-11-20 10:00:00');
    expect(Object.keys(changes).sort()).toEqual(['paidAt', 'payFailReason', 'payState']);
    expect(changes).not.toHaveProperty('progress');
    expect(paymentChanges('payFailed', 'x', '未实名')).toEqual({ payState: 'failed', payFailReason: '未实名' });
  });
});

describe('amended bookings', () => {
  it('counts an amended booking as amended, never as cancelled', () => {
    const orders = [{ progress: 'booked', amendCount: 2 }, { progress: 'settled', amendCount: 1 }, { progress: 'cancelled', amendCount: 0 }, { progress: 'booked', amendCount: 0 }];
    expect(bookingChanges(orders)).toEqual({ cancelled: 1, amended: 2 });
  });
});

describe('invite rewards', () => {
  const rules = [{ version: 'V1', effectiveFrom: '2025-01-01 00:00:00', rewardPoints: 50 }, { version: 'V2', effectiveFrom: '2026-09-01 00:00:00', rewardPoints: 80 }];
  it('takes the rule in force when the invitee joined, at the edge of a new version too', () => {
    expect(ruleInForce(rules, '2026-08-31 23:59:59')?.version).toBe('V1');
    expect(ruleInForce(rules, '2026-09-01 00:00:00')?.version).toBe('V2');
    expect(ruleInForce(rules, '2024-12-31 23:59:59')).toBeNull();
  });
  it('refuses a second reward for the same invitee', () => {
    expect(rewardProblem('pending', false, true)).toBeNull();
    expect(rewardProblem('rewarded', false, true)).toBe('gfgj.inviteRecord.alreadyRewarded');
    expect(rewardProblem('pending', true, true)).toBe('gfgj.inviteRecord.alreadyRewarded');
    expect(rewardProblem('pending', false, false)).toBe('gfgj.inviteRecord.noRule');
  });
});

describe('ledgers', () => {
  it('spends down to zero and refuses a cent more', () => {
    expect(spendProblem(10, -10)).toBeNull();
    expect(spendProblem(10, -10.01)).toBe('gfgj.ledger.overSpend');
    expect(spendProblem(0.1 + 0.2, -0.3)).toBeNull();
    expect(spendProblem(5, 0)).toBe('gfgj.ledger.nonZero');
  });
});

describe('places and tracks', () => {
  it('finds a point in a stored polygon', () => {
    const ring = ringOf(JSON.stringify({ type: 'Polygon', coordinates: [[[120, 30], [120.1, 30], [120.1, 30.1], [120, 30.1], [120, 30]]] }))!;
    expect(inRing([120.05, 30.05], ring)).toBe(true);
    expect(inRing([120.15, 30.05], ring)).toBe(false);
    expect(ringOf('nonsense')).toBeNull();
  });
  it('draws a way from start to end, every 30 s, at most 240 points', () => {
    const pts = trackBetween({ lng: 120, lat: 30 }, { lng: 120.01, lat: 30.01 }, 0, 10 * 60_000);
    expect(pts.length).toBe(21);
    expect(pts[0]).toMatchObject({ lng: 120, lat: 30 });
    expect(pts.at(-1)).toMatchObject({ lng: 120.01, lat: 30.01 });
    expect(trackBetween({ lng: 120, lat: 30 }, { lng: 121, lat: 31 }, 0, 24 * 3600_000).length).toBe(240);
    expect(trackBetween({ lng: 120, lat: 30 }, { lng: 121, lat: 31 }, 5, 5)).toEqual([]);
    expect(toColumns(pts).t.length).toBe(21);
  });
});
