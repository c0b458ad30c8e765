/**
 * Small helpers of the fleet's server code: reading the ids a row or selection action sends (with
 * the fleet's own message when none is sent), money in cents, today's date, and a live record.
 */
import { formatDate, HandlerError, idListItems, type HandlerContext, type ModuleStore } from '../../../kit/resource';

type Input = Record<string, unknown>;

/** Now by the server's clock, as the platform writes it (2026-03-01 08:00:00). */
export const now = (store: ModuleStore) => formatDate(new Date(store.devices.now()), true);

/** Ids from `ids` / `id` / `idList` as an array, a JSON array text or a comma list; refused when none. */
export function idsOf(input: Input, t: HandlerContext['t']): number[] {
  const items = (input.ids ?? input.id ?? input.idList) === null ? [] : idListItems(input);
  const ids = items.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  if (!ids.length) throw new HandlerError(t('clgl.action.noSelection'));
  return [...new Set(ids)].slice(0, 1000);
}

/** One id (the row a row action works on). */
export const idOf = (input: Input, t: HandlerContext['t']): number => idsOf(input, t)[0]!;

export const stamp = (store: ModuleStore) => now(store).replace(/\D/g, '');

/** Rounds money to cents. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** A record of the caller that exists (the store never reads a row in the recycle list), or a refusal. */
export async function live(store: ModuleStore, resource: string, id: number, t: HandlerContext['t']): Promise<Record<string, unknown>> {
  const row = await store.get(resource, id);
  if (!row) throw new HandlerError(t('clgl.action.notFound'));
  return row;
}
