/**
 * Balances read by the warehouse's handlers and reports: the stock ledger summed per storehouse ×
 * material through the tenant-scoped store (one grouped query), and the warning limits beside them.
 */
import type { ModuleStore } from '../../../kit/resource';
import { cents, pairKey, round4 } from './common';

export type Balance = { storehouseId: number; materialId: number; quantity: number; amount: number };

/** Every storehouse × material pair with movements, with its summed quantity and amount. */
export async function balances(store: ModuleStore, filters: Record<string, unknown> = {}): Promise<Map<string, Balance>> {
  const rows = await store.aggregate('stock', { filters, groupBy: ['storehouseId', 'materialId'], sum: ['quantity', 'amount'], limit: 20_000 });
  return new Map(
    rows.map((r) => [
      pairKey(r.storehouseId, r.materialId),
      { storehouseId: Number(r.storehouseId), materialId: Number(r.materialId), quantity: round4(Number(r.quantity ?? 0)), amount: cents(Number(r.amount ?? 0)) },
    ]),
  );
}

export type Rule = { id: number; storehouseId: number; materialId: number; minQuantity: number | null; maxQuantity: number | null };

/** The warning limits by pair. */
export async function rules(store: ModuleStore, filters: Record<string, unknown> = {}): Promise<Map<string, Rule>> {
  const rows = await store.all('warningRule', filters, 20_000);
  return new Map(rows.map((r) => [pairKey(r.storehouseId, r.materialId), r as unknown as Rule]));
}

/** Below the minimum, above the maximum, within them, or no limits set. */
export function warningState(quantity: number, rule: Rule | undefined): 'low' | 'high' | 'normal' | 'unset' {
  if (!rule || (rule.minQuantity === null && rule.maxQuantity === null)) return 'unset';
  if (rule.minQuantity !== null && quantity < rule.minQuantity) return 'low';
  if (rule.maxQuantity !== null && quantity > rule.maxQuantity) return 'high';
  return 'normal';
}
