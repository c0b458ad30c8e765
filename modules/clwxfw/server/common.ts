/** What the service's server code shares: the row a call names, the cars of 车辆管理, amounts. */
import { formatDate, HandlerError, idListItems, type HandlerContext, type ModuleStore } from '../../../kit/resource';

type Row = Record<string, unknown>;

export const cents = (n: number) => Math.round(n * 100) / 100;

/** Now by the server's clock, as the platform writes it (2026-03-01 08:00:00). */
export const now = (store: ModuleStore) => formatDate(new Date(store.devices.now()), true);

/** The row a row action names (`id`, `ids`, `idList`), or the service's refusal when none. */
export function idOf(input: Row, t: HandlerContext['t']): number {
  const id = idListItems(input).map(Number).find((n) => Number.isSafeInteger(n) && n > 0);
  if (!id) throw new HandlerError(t('clwxfw.noRow'));
  return id;
}

/** The cars of 车辆管理 in the caller's tenant, by id. */
export async function cars(store: ModuleStore): Promise<Map<number, Row>> {
  return new Map((await store.referred('clgl.car', {}, 20_000)).map((c) => [Number(c.id), c]));
}

/** A car's plate, or its id when the car is gone. */
export const plateOf = (all: Map<number, Row>, id: unknown) => String(all.get(Number(id))?.plateNo ?? id);
