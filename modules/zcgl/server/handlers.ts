/** The asset archive's call beside CRUD: assetArchive/check, the stock-take of one asset. */
import { formatDate, HandlerError, type Handler } from '../../../kit/resource';
import { enumValues } from '../enums';
import { record } from './history';

/** assetArchive/check: `id` and `checkResult` (normal, abnormal, missing), optional `remark`. */
const check: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  const result = String(ctx.input.checkResult ?? '');
  if (!(enumValues.checkResult as readonly string[]).includes(result)) throw new HandlerError(ctx.t('zcgl.assetArchive.badCheckResult'));
  if (!Number.isInteger(id) || id <= 0) throw new HandlerError(ctx.t('zcgl.assetArchive.notFound'));
  const remark = String(ctx.input.remark ?? '').slice(0, 200);
  return ctx.store.transaction(async (store) => {
    const asset = await store.get('assetArchive', id);
    if (!asset) throw new HandlerError(ctx.t('zcgl.assetArchive.notFound'));
    const checkedAt = formatDate(new Date(store.devices.now()), true);
    await store.update('assetArchive', id, { checkResult: result, checkedAt });
    const label = ctx.t(`zcgl.enum.checkResult.${result}`);
    await record(store, ctx.caller, 'check', asset, remark ? `${label}：${remark}` : label);
    return { id, checkResult: result, checkedAt, message: ctx.t('zcgl.assetArchive.checked', { code: String(asset.assetCode), result: label }) };
  });
};

export const handlers: Record<string, Handler> = { '/cloud/asset/assetArchive/check': check };
