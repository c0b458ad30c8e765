/**
 * The asset calls beside CRUD: `asset/validateField` — `field` (assetCode, the default) and `value`,
 * with the `id` being edited → whether that value is still free in the caller's tenant; and
 * `common/getCarCodeList` — the caller's cars of 车辆管理 whose plate contains `carCode` (at most 50).
 */
import { HandlerError, type Handler } from '../../../kit/resource';

const UNIQUE = ['assetCode'];
const MAX_CARS = 50;

const validateField: Handler = async (ctx) => {
  const field = ctx.input.field === undefined || ctx.input.field === '' ? 'assetCode' : String(ctx.input.field);
  if (!UNIQUE.includes(field)) throw new HandlerError(ctx.t('cljk.error.field', { field }));
  const value = typeof ctx.input.value === 'string' ? ctx.input.value.trim() : '';
  if (!value) throw new HandlerError(ctx.t('cljk.error.value'));
  const id = Number(ctx.input.id);
  const taken = (await ctx.store.all('asset', { [field]: value }, 1000)).some((r) => String(r[field]) === value && Number(r.id) !== id);
  return { field, value, free: !taken, message: ctx.t(taken ? 'cljk.asset.taken' : 'cljk.asset.free', { value }) };
};

const carCodes: Handler = async (ctx) => {
  const part = typeof ctx.input.carCode === 'string' ? ctx.input.carCode.trim() : '';
  if (part.length > 12) throw new HandlerError(ctx.t('cljk.error.carCode'));
  const cars = await ctx.store.referred('clgl.car', {}, 5000);
  return cars
    .map((c) => ({ carId: Number(c.id), carCode: String(c.plateNo ?? '') }))
    .filter((c) => c.carCode.includes(part))
    .sort((a, b) => a.carCode.localeCompare(b.carCode))
    .slice(0, MAX_CARS);
};

/** The asset handlers by call. */
export const assetHandlers = (paths: { validateField: string; carCodes: string }): Record<string, Handler> => ({
  [paths.validateField]: validateField,
  [paths.carCodes]: carCodes,
});
