/**
 * The users' balance and points ledgers (resources/ledgers.ts): a change is one movement with its kind,
 * who made it and why; a balance is the sum of the user's movements (never stored); a movement that
 * would take it below zero is refused (rules/ledger.ts). Writes run inside the caller's transaction.
 */
import { formatDate, HandlerError, type ModuleStore, type ModuleServer } from '../../../kit/resource';
import { cents, spendProblem } from '../rules/ledger';

type Row = Record<string, unknown>;
export type LedgerId = 'balanceLedger' | 'pointsLedger';

/** Every user's sum of movements in a ledger. */
export async function sums(store: ModuleStore, ledger: LedgerId, appUserId?: number): Promise<Map<number, number>> {
  const rows = await store.aggregate(ledger, { groupBy: ['appUserId'], sum: ['quantity'], ...(appUserId ? { filters: { appUserId } } : {}), limit: 100_000 });
  return new Map(rows.map((r) => [Number(r.appUserId), cents(Number(r.quantity ?? 0))]));
}

export type Movement = { appUserId: number; quantity: number; kind: string; reason: string; operator: string; sourceNo?: string; sourceId?: number | null };

/** Writes one movement after checking the balance stays at or above zero; answers the new balance. */
export async function move(store: ModuleStore, ledger: LedgerId, m: Movement, t: (k: string, p?: Record<string, string | number>) => string, name = ''): Promise<number> {
  const balance = (await sums(store, ledger, m.appUserId)).get(m.appUserId) ?? 0;
  const problem = spendProblem(balance, m.quantity);
  if (problem) throw new HandlerError(t(problem, { name, balance, amount: Math.abs(m.quantity) }));
  await store.create(ledger, {
    appUserId: m.appUserId, quantity: m.quantity, kind: m.kind, reason: m.reason, operator: m.operator, sourceType: m.kind,
    sourceNo: m.sourceNo ?? null, sourceId: m.sourceId ?? null, direction: m.quantity >= 0 ? 'in' : 'out',
    postedAt: formatDate(new Date(store.devices.now()), true),
  });
  return cents(balance + m.quantity);
}

export const ledgerPresent: ModuleServer['present'] = {
  appUser: async (rows, { store }) => {
    const [money, points] = await Promise.all([sums(store, 'balanceLedger'), sums(store, 'pointsLedger')]);
    return rows.map((r: Row) => ({ ...r, balance: money.get(r.id as number) ?? 0, points: points.get(r.id as number) ?? 0 }));
  },
};
