/**
 * The rules of costs and settlements. A settlement, when made, closes the unsettled costs of its car
 * dated in its period (they take its number) and totals them; it is refused when the period is
 * reversed, overlaps a settlement in force of the car, or holds no unsettled cost. A settled cost is
 * neither changed nor deleted, and no cost is added or moved into a settled period; revoking a
 * settlement (the only change a settlement takes) reopens its costs. A settlement closes at most
 * {@link MAX_SETTLED_COSTS} costs: its writes are one transaction, which holds the database while it runs.
 */
import { HandlerError, type Handler, type WriteHook } from '../../../kit/resource';
import { cars, cents, idOf, now, plateOf } from './common';

type Row = Record<string, unknown>;

/**
 * Most costs one settlement closes (and so one revocation reopens): a car's costs of a month are some
 * tens; 1000 updates take about half a second of the transaction, longer would hold other tenants.
 */
export const MAX_SETTLED_COSTS = 1000;

/** Whether the write is a revocation reopening the cost (only the revoke call writes this pair). */
const reopening = (values: Row) => 'settlementNo' in values && values.settlementNo === null && values.settleState === 'unsettled';

export const costOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'recover') return;
  const before = change.before;
  if (before?.settleState === 'settled') {
    if (change.op === 'update' && reopening(change.values)) return;
    throw new HandlerError(t('clwxfw.cost.settled', { no: String(before.settlementNo) }));
  }
  if (change.op !== 'create' && change.op !== 'update') return;
  if (change.values.settleState === 'settled') return;
  const merged = { ...(before ?? {}), ...change.values };
  const day = String(merged.costDate);
  const inForce = await store.all('settlement', { carId: merged.carId, status: 'settled' }, 1000);
  const closed = inForce.find((s) => String(s.periodStart) <= day && day <= String(s.periodEnd));
  if (closed) {
    const plate = plateOf(await cars(store), merged.carId);
    throw new HandlerError(t('clwxfw.cost.inSettledPeriod', { plate, start: String(closed.periodStart), end: String(closed.periodEnd), no: String(closed.settlementNo) }));
  }
};

export const settlementOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'update' && change.values.status === 'revoked') return;
  if (change.op !== 'create') throw new HandlerError(t('clwxfw.settlement.noChange'));
  const v = change.values;
  const start = String(v.periodStart);
  const end = String(v.periodEnd);
  if (end < start) throw new HandlerError(t('clwxfw.settlement.badPeriod'));
  const plate = plateOf(await cars(store), v.carId);
  const ofCar = await store.all('settlement', { carId: v.carId, status: 'settled' }, 100_000);
  const overlap = ofCar.find((s) => s.status === 'settled' && String(s.periodStart) <= end && start <= String(s.periodEnd));
  if (overlap) throw new HandlerError(t('clwxfw.settlement.overlap', { plate, no: String(overlap.settlementNo) }));
  const open = await store.all('cost', { carId: v.carId, settleState: 'unsettled', costDateStart: start, costDateEnd: end }, MAX_SETTLED_COSTS + 1);
  if (!open.length) throw new HandlerError(t('clwxfw.settlement.nothing', { plate, start, end }));
  if (open.length > MAX_SETTLED_COSTS) throw new HandlerError(t('clwxfw.settlement.tooMany', { plate, start, end, max: MAX_SETTLED_COSTS }));
  // Numbered in the tenant: JS<month of the period start>-<n>, n counting every settlement made (revoked ones stay).
  const made = (await store.aggregate('settlement', { groupBy: [], limit: 1 }))[0]?.count ?? 0;
  const settlementNo = `JS${start.slice(0, 7).replace('-', '')}-${String(Number(made) + 1).padStart(4, '0')}`;
  for (const c of open) await store.update('cost', Number(c.id), { settleState: 'settled', settlementNo });
  return { ...v, settlementNo, costCount: open.length, totalAmount: cents(open.reduce((s, c) => s + Number(c.amount), 0)), status: 'settled' };
};

/** settlementManage/revokeSettlement: marks the settlement revoked and reopens its costs. */
export const revokeSettlement: Handler = (ctx) => {
  const id = idOf(ctx.input, ctx.t);
  return ctx.store.transaction(async (store) => {
    const s = await store.get('settlement', id);
    if (!s) throw new HandlerError(ctx.t('clwxfw.settlement.notFound'));
    if (s.status !== 'settled') throw new HandlerError(ctx.t('clwxfw.settlement.alreadyRevoked', { no: String(s.settlementNo) }));
    const settled = await store.all('cost', { settlementNo: s.settlementNo }, 100_000);
    for (const c of settled) await store.update('cost', Number(c.id), { settleState: 'unsettled', settlementNo: null });
    const saved = await store.update('settlement', id, { status: 'revoked', revokedAt: now(store) });
    return { ...saved, message: ctx.t('clwxfw.settlement.revoked', { no: String(s.settlementNo), count: settled.length }) };
  });
};

/** settlementManage/loadSettlement: the costs a settlement closed (or closed before it was revoked: none). */
export const loadSettlement: Handler = async (ctx) => {
  const s = await ctx.store.get('settlement', idOf(ctx.input, ctx.t));
  if (!s) throw new HandlerError(ctx.t('clwxfw.settlement.notFound'));
  const all = await cars(ctx.store);
  const rows = await ctx.store.all('cost', { settlementNo: s.settlementNo }, 100_000);
  return rows
    .sort((a, b) => String(a.costDate).localeCompare(String(b.costDate)))
    .map((c) => ({ id: c.id, plateNo: plateOf(all, c.carId), costDate: c.costDate, costType: ctx.t(`clwxfw.enum.costType.${String(c.costType)}`), content: c.content, amount: c.amount }));
};
