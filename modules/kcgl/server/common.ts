/**
 * Small helpers of the warehouse's server code: the id a row action sends (refused when none), a
 * live record of the caller, rounding, and the storehouse × material key of the warning rows.
 */
import { HandlerError, idListItems, type HandlerContext, type ModuleStore } from '../../../kit/resource';

type Row = Record<string, unknown>;

/** The one id a row action sends (`id`, or the first of `ids`); refused when none is a positive integer. */
export function idOf(input: Row, t: HandlerContext['t']): number {
  const id = idListItems(input).map(Number).find((n) => Number.isSafeInteger(n) && n > 0);
  if (id === undefined) throw new HandlerError(t('kcgl.action.noSelection'));
  return id;
}

/** A record of the caller, or the refusal "数据不存在或已被删除". */
export async function live(store: ModuleStore, resource: string, id: number, t: HandlerContext['t']): Promise<Row> {
  const row = await store.get(resource, id);
  if (!row) throw new HandlerError(t('kcgl.action.notFound'));
  return row;
}

export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
export const cents = (n: number) => Math.round(n * 100) / 100;

/** The key of a storehouse × material pair: `3-7`. */
export const pairKey = (storehouseId: unknown, materialId: unknown) => `${String(storehouseId)}-${String(materialId)}`;

/** Material ids stay below this; a pair's numeric id is storehouseId × PAIR + materialId (list rows need numeric ids). */
export const PAIR = 10_000_000;

/** The numeric id of a warning row: 3-7 → 30000007. */
export const pairId = (storehouseId: number, materialId: number) => storehouseId * PAIR + materialId;

/** The caller's rows of a resource by id. */
export async function byId(store: ModuleStore, resource: string): Promise<Map<number, Row>> {
  return new Map((await store.all(resource, {}, 20_000)).map((r) => [r.id as number, r]));
}
