/**
 * Residents' points as a ledger (resources/pointsOrder.ts, pointsLedger.ts): an order's lines are typed
 * as positive points (an adjustment's may be negative, never 0); the line's signed movement is set here
 * from its order's kind (a redemption moves points out), and the kit posts the movements when the order
 * is saved, refusing one that would take a balance below zero. An adjustment needs its reason; every
 * order records who made it (the adjuster of an adjustment). A balance is the sum of the movements.
 */
import { HandlerError, type ModuleServer, type ModuleStore } from '../../../kit/resource';

type Row = Record<string, unknown>;

/** Each resident's balance: the sum of their movements. */
export async function balances(store: ModuleStore): Promise<Map<number, number>> {
  const rows = await store.aggregate('pointsLedger', { groupBy: ['residentId'], sum: ['quantity'], limit: 100_000 });
  return new Map(rows.map((r) => [Number(r.residentId), Math.round(Number(r.quantity ?? 0))]));
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

export const pointsHooks: Pick<ModuleServer, 'beforeWrite' | 'onWrite' | 'present'> = {
  beforeWrite: {
    pointsOrder: (values, before, t) => {
      const kind = values.kind ?? before?.kind;
      if (kind === 'adjust' && blank(values.reason ?? before?.reason)) throw new HandlerError(t('ljfl.pointsOrder.reasonRequired'));
      return values;
    },
  },
  onWrite: {
    pointsOrder: (change, { caller }) => (change.op === 'create' ? { ...change.values, operator: caller.userName } : undefined),
    pointsLine: async (change, { store, t }) => {
      if (change.op !== 'create') return undefined;
      const order = await store.get('pointsOrder', Number(change.values.orderId));
      const points = Number(change.values.points);
      const kind = String(order?.kind ?? '');
      if (kind === 'adjust' ? points === 0 : points <= 0) throw new HandlerError(t(kind === 'adjust' ? 'ljfl.pointsLine.nonZero' : 'ljfl.pointsLine.positive'));
      return { ...change.values, movement: kind === 'redeem' ? -points : points };
    },
  },
  present: {
    resident: async (rows, { store }) => {
      const b = await balances(store);
      return rows.map((r: Row) => ({ ...r, balance: b.get(r.id as number) ?? 0 }));
    },
  },
};
