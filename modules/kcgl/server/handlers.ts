/**
 * The warehouse's calls beside CRUD: a storehouse's locations, a location's status, a material's
 * stock by storehouse, and the warning limits of a storehouse × material pair.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { call } from '../resources/paths';
import { balances } from './balances';
import { byId, cents, idOf, live, PAIR, round4 } from './common';

type Row = Record<string, unknown>;
const path = (entity: string, op: string) => call(entity, op) as string;

/** `storehouseId` when sent, else the row action's `id`. */
const storehouseOf = (ctx: HandlerContext) => idOf(ctx.input.storehouseId !== undefined ? { id: ctx.input.storehouseId } : ctx.input, ctx.t);

/** stockCheck/getStorageLocation: the locations of one storehouse (for counting them), in code order. */
const storageLocations: Handler = async (ctx) => {
  const storehouse = await live(ctx.store, 'storehouse', storehouseOf(ctx), ctx.t);
  const rows = await ctx.store.all('storageLocation', { storehouseId: storehouse.id }, 5000);
  return rows
    .sort((a, b) => String(a.locationCode).localeCompare(String(b.locationCode)))
    .map((r) => ({ id: r.id, storehouse: storehouse.storehouseName, locationCode: r.locationCode, locationName: r.locationName, status: ctx.t(`kcgl.locationStatus.${String(r.status)}`) }));
};

/** storageLocation/updateStatus: sets `status` (enabled, disabled) or, without one, switches it. */
const updateStatus: Handler = async (ctx) => {
  const id = idOf(ctx.input, ctx.t);
  const wanted = ctx.input.status;
  if (wanted !== undefined && wanted !== '' && wanted !== 'enabled' && wanted !== 'disabled') throw new HandlerError(ctx.t('kcgl.storageLocation.badStatus'));
  return ctx.store.transaction(async (store) => {
    const row = await live(store, 'storageLocation', id, ctx.t);
    const status = wanted === 'enabled' || wanted === 'disabled' ? wanted : row.status === 'enabled' ? 'disabled' : 'enabled';
    await store.update('storageLocation', id, { status });
    return { id, status, message: ctx.t('kcgl.storageLocation.switched', { name: String(row.locationName), status: ctx.t(`kcgl.locationStatus.${status}`) }) };
  });
};

/** stockCheck/materialDetail: one material's balance in each storehouse holding it, and the total. */
const materialDetail: Handler = async (ctx) => {
  const id = idOf(ctx.input.materialId !== undefined ? { id: ctx.input.materialId } : ctx.input, ctx.t);
  const material = await live(ctx.store, 'material', id, ctx.t);
  const [stock, storehouses, units] = await Promise.all([balances(ctx.store, { materialId: id }), byId(ctx.store, 'storehouse'), byId(ctx.store, 'materialUnit')]);
  const unit = units.get(Number(material.unitId))?.unitName ?? '';
  const rows: Row[] = [...stock.values()]
    .filter((b) => b.quantity !== 0)
    .map((b) => ({ storehouse: storehouses.get(b.storehouseId)?.storehouseName ?? '', materialName: material.materialName, quantity: b.quantity, unit, amount: b.amount }));
  rows.push({
    storehouse: ctx.t('kcgl.detail.total'),
    materialName: material.materialName,
    quantity: round4(rows.reduce((s, r) => s + Number(r.quantity), 0)),
    unit,
    amount: cents(rows.reduce((s, r) => s + Number(r.amount), 0)),
  });
  return rows;
};

/** A limit as typed: blank is none; otherwise a number of at least 0. */
function limit(ctx: HandlerContext, name: 'minQuantity' | 'maxQuantity'): number | null {
  const v = ctx.input[name];
  if (v === undefined || v === null || String(v).trim() === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 1e9) throw new HandlerError(ctx.t('kcgl.storehouseWarning.badNumber', { field: ctx.t(`kcgl.storehouseWarning.${name}`) }));
  return round4(n);
}

/** The pair a warning update names: `storehouseId` and `materialId`, or the warning row's id (30000007, or `3-7`). */
function pairOf(ctx: HandlerContext): [number, number] {
  const id = String(ctx.input.id ?? '').trim();
  const fromId = /^(\d+)-(\d+)$/.exec(id);
  const numeric = /^\d+$/.test(id) && Number(id) > PAIR ? [Math.floor(Number(id) / PAIR), Number(id) % PAIR] : null;
  const pair = fromId ? [Number(fromId[1]), Number(fromId[2])] : (numeric ?? [Number(ctx.input.storehouseId), Number(ctx.input.materialId)]);
  if (!pair.every((n) => Number.isSafeInteger(n) && n > 0)) throw new HandlerError(ctx.t('kcgl.storehouseWarning.badKey'));
  return pair as [number, number];
}

/** storehouseWarning/update: sets (or clears) the minimum and maximum of a storehouse × material. */
const updateWarning: Handler = async (ctx) => {
  const [storehouseId, materialId] = pairOf(ctx);
  const minQuantity = limit(ctx, 'minQuantity');
  const maxQuantity = limit(ctx, 'maxQuantity');
  if (minQuantity !== null && maxQuantity !== null && minQuantity > maxQuantity) throw new HandlerError(ctx.t('kcgl.storehouseWarning.minAboveMax', { min: minQuantity, max: maxQuantity }));
  return ctx.store.transaction(async (store) => {
    const storehouse = await live(store, 'storehouse', storehouseId, ctx.t);
    const material = await live(store, 'material', materialId, ctx.t);
    const [rule] = await store.all('warningRule', { storehouseId, materialId }, 1);
    const values = { storehouseId, materialId, minQuantity, maxQuantity };
    const saved = rule ? await store.update('warningRule', rule.id as number, values) : await store.create('warningRule', values);
    return { ...saved, message: ctx.t('kcgl.storehouseWarning.saved', { storehouse: String(storehouse.storehouseName), material: String(material.materialName) }) };
  });
};

export const handlers: Record<string, Handler> = {
  [path('stockCheck', 'getStorageLocation')]: storageLocations,
  [path('storageLocation', 'updateStatus')]: updateStatus,
  [path('stockCheck', 'materialDetail')]: materialDetail,
  [path('storehouseWarning', 'update')]: updateWarning,
};
