// Residents' points as a ledger, over real HTTP: a balance is always the sum of the resident's
// movements after earning, redeeming, adjusting and reversing; an adjustment without a reason, a
// redemption above the balance and a zero line are refused and change nothing; the adjuster is
// recorded; the other tenant sees none of it and a read-only user may not move points.
import { describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import resources from '../../../modules/ljfl/resources';
import { signIn } from '../../support/server';
import { call, page, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljfl']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;
const orders = callsOf(def('pointsOrder'));
const FLOW = parseCall('/cloud/ljfl/userIntegrationManage/flowList.smvc');
const BALANCES = parseCall('/cloud/ljfl/userIntegrationManage/balanceList.smvc');
const no = () => `T${Date.now() % 1_000_000}${Math.floor(Math.random() * 900) + 100}`;

async function firstResident(): Promise<{ id: number; balance: number }> {
  const r = (await page(ctx(), def('resident'), { pageSize: 1, orderField: 'cardNo', orderType: 'asc' })).records[0]!;
  return { id: r.id, balance: r.balance as number };
}

/** The resident's balance as the accounts list shows it, as the balance call sums it, and the sum of their movements. */
async function balances(residentId: number) {
  const account = (await page(ctx(), def('resident'), { pageSize: 1000 })).records.find((r) => r.id === residentId)!;
  const flow = (await call(ctx(), FLOW, { residentId, pageSize: 1000 })).data as { records: { quantity: number }[]; total: number };
  expect(flow.total).toBeLessThanOrEqual(1000);
  const sum = flow.records.reduce((s, m) => s + m.quantity, 0);
  const listed = ((await call(ctx(), BALANCES, { residentId })).data as { records: { quantity: number }[] }).records[0]?.quantity ?? 0;
  return { account: account.balance as number, sum, listed };
}

const order = (kind: string, residentId: number, points: number, reason = '') =>
  call(ctx(), orders.create!, { orderNo: no(), kind, orderDate: '2026-11-20', reason, lines: JSON.stringify([{ residentId, points }]) });

describe('ljfl residents’ points', () => {
  it('keeps every balance equal to the sum of its movements after earning, redeeming, adjusting and reversing', async () => {
    const { id } = await firstResident();
    const start = await balances(id);
    expect(start.account).toBe(start.sum);
    expect(start.listed).toBe(start.sum);

    const earned = await order('disposal', id, 6);
    expect(earned.result).toBe(0);
    expect(await balances(id)).toEqual({ account: start.sum + 6, sum: start.sum + 6, listed: start.sum + 6 });

    const redeemed = await order('redeem', id, 4, '兑换环保袋');
    expect(redeemed.result).toBe(0);
    expect(await balances(id)).toEqual({ account: start.sum + 2, sum: start.sum + 2, listed: start.sum + 2 });

    const adjusted = await order('adjust', id, -1, '更正误发积分');
    expect(adjusted.result).toBe(0);
    expect((adjusted.data as { operator: string; status: string }).operator).toBe('admin');
    expect(await balances(id)).toEqual({ account: start.sum + 1, sum: start.sum + 1, listed: start.sum + 1 });

    // Deleting a posted order reverses it: the order stays (reversed) and its opposite movement is written.
    const earnedId = (earned.data as { id: number }).id;
    expect((await call(ctx(), orders.remove!, { ids: String(earnedId) })).result).toBe(0);
    expect(((await call(ctx(), orders.get!, { id: earnedId })).data as { status: string }).status).toBe('reversed');
    expect(await balances(id)).toEqual({ account: start.sum - 5, sum: start.sum - 5, listed: start.sum - 5 });

    // 冲销 (the row's reverse call) does the same, and a reversed order is not reversed twice.
    const adjustedId = (adjusted.data as { id: number }).id;
    expect((await call(ctx(), parseCall('/cloud/ljfl/userIntegrationManage/order/reverse.smvc'), { id: adjustedId })).result).toBe(0);
    expect(await balances(id)).toEqual({ account: start.sum - 4, sum: start.sum - 4, listed: start.sum - 4 });
    expect((await call(ctx(), parseCall('/cloud/ljfl/userIntegrationManage/order/reverse.smvc'), { id: adjustedId })).result).not.toBe(0);
    expect(await balances(id)).toEqual({ account: start.sum - 4, sum: start.sum - 4, listed: start.sum - 4 });
  });

  it('lists a resident’s movements oldest first with the balance after each, the last being the balance', async () => {
    const { id, balance } = await firstResident();
    const flow = (await call(ctx(), parseCall('/cloud/ljfl/userIntegrationManage/residentFlow.smvc'), { id })).data as { points: number; balanceAfter: number; kind: string }[];
    expect(flow.length).toBeGreaterThan(0);
    expect(flow.at(-1)!.balanceAfter).toBe(balance);
    expect(flow.reduce((s, m) => s + m.points, 0)).toBe(balance);
    expect(flow.every((m) => m.balanceAfter >= 0)).toBe(true);
    expect((await call(ctx(), parseCall('/cloud/ljfl/userIntegrationManage/residentFlow.smvc'), { id }, ctx().token2)).result).not.toBe(0);
  });

  it('refuses an adjustment without a reason and writes nothing', async () => {
    const { id } = await firstResident();
    const before = await balances(id);
    const ordersBefore = (await page(ctx(), def('pointsOrder'), { pageSize: 1 })).total;
    const refused = await order('adjust', id, 5, '   ');
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toBe('人工调整积分必须填写事由');
    expect(await balances(id)).toEqual(before);
    expect((await page(ctx(), def('pointsOrder'), { pageSize: 1 })).total).toBe(ordersBefore);
  });

  it('refuses a redemption above the balance, naming the resident and the balance, and a line of 0 or less', async () => {
    const { id, balance } = await firstResident();
    const before = await balances(id);
    const tooMuch = await order('redeem', id, balance + 100, '兑换电饭煲');
    expect(tooMuch.result).not.toBe(0);
    expect(tooMuch.msg).toContain(String(balance));
    expect((await order('disposal', id, 0)).result).not.toBe(0);
    expect((await order('redeem', id, -3, '兑换')).result).not.toBe(0);
    expect((await order('adjust', id, 0, '试一下')).result).not.toBe(0);
    expect(await balances(id)).toEqual(before);
  });

  it('shows the other tenant none of the movements and lets a read-only user move no points', async () => {
    const { id } = await firstResident();
    const theirs = (await call(ctx(), FLOW, { pageSize: 1000 }, ctx().token2)).data as { records: { residentId: number }[] };
    const mine = (await call(ctx(), FLOW, { residentId: id, pageSize: 5 })).data as { records: { id: number }[] };
    const theirIds = new Set(((await call(ctx(), FLOW, { pageSize: 1000 }, ctx().token2)).data as { records: { id: number }[] }).records.map((r) => r.id));
    expect(mine.records.some((r) => theirIds.has(r.id))).toBe(false);
    expect(theirs.records.length).toBeGreaterThan(0);
    // The other tenant cannot post onto this tenant's resident.
    const foreign = await call(ctx(), orders.create!, { orderNo: no(), kind: 'disposal', orderDate: '2026-11-20', lines: JSON.stringify([{ residentId: id, points: 2 }]) }, ctx().token2);
    expect(foreign.result).not.toBe(0);
    const viewer = await signIn(ctx().server.url, 'viewer', 'Viewer@2026');
    const before = await balances(id);
    const refused = await call(ctx(), orders.create!, { orderNo: no(), kind: 'disposal', orderDate: '2026-11-20', lines: JSON.stringify([{ residentId: id, points: 2 }]) }, viewer.token);
    expect(refused.result).toBe(403);
    expect(await balances(id)).toEqual(before);
  });
});
