/**
 * The calls beside CRUD:
 * - customerRecordDetail/saveOrUpdate: `id` + weight/unitPrice (and subCategoryId) changes a line; no
 *   `id`: `recordId`, subCategoryId, weight, unitPrice adds one. delete: `ids`/`id`; a record's last line
 *   is refused (delete the record). Both recompute the record's totals and refuse a change that would
 *   leave the site's stock negative, in one transaction.
 * - statistics/customerSiteCount, customerStatistical, siteStatistical, customerSiteData,
 *   customerSiteDataDetail (server/statistics.ts).
 * - vehicle/trajectory, vehicle/trackData (server/vehicles.ts).
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { CALLS } from '../resources/paths';
import { refreshTotals } from './hooks';
import { customerSiteCount, customerSiteData, customerSiteDataDetail, customerStatistical, siteStatistical } from './statistics';
import { checkNotNegative } from './stock';
import { trackData, trajectory } from './vehicles';

const idOf = (ctx: HandlerContext, v: unknown) => {
  const id = Number(v);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HandlerError(ctx.t('recycle.error.id'));
  return id;
};
const idsOf = (ctx: HandlerContext) => {
  const raw = ctx.input.ids ?? ctx.input.id;
  const list = Array.isArray(raw) ? raw : String(raw ?? '').split(',').filter((s) => s.trim() !== '');
  if (!list.length) throw new HandlerError(ctx.t('recycle.error.id'));
  return list.map((v) => idOf(ctx, v));
};
const has = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

const saveLine: Handler = (ctx) =>
  ctx.store.transaction(async (store) => {
    const input = ctx.input;
    const values: Record<string, unknown> = {};
    for (const k of ['subCategoryId', 'weight', 'unitPrice']) if (has(input[k])) values[k] = input[k];
    let line: Record<string, unknown>;
    if (has(input.id)) {
      const before = await store.get('customerRecordDetail', idOf(ctx, input.id));
      if (!before) throw new HandlerError(ctx.t('recycle.error.noLine'));
      line = await store.update('customerRecordDetail', Number(before.id), { recordId: before.recordId, ...values });
    } else {
      const recordId = idOf(ctx, input.recordId);
      if (!(await store.get('customerRecord', recordId))) throw new HandlerError(ctx.t('recycle.error.noRecord'));
      line = await store.create('customerRecordDetail', { ...values, recordId });
    }
    await refreshTotals(store, Number(line.recordId));
    await checkNotNegative(store, ctx.t, Number(line.siteId));
    return line;
  });

const removeLines: Handler = (ctx) =>
  ctx.store.transaction(async (store) => {
    const ids = idsOf(ctx);
    let removed = 0;
    for (const id of ids) {
      const line = await store.get('customerRecordDetail', id);
      if (!line) throw new HandlerError(ctx.t('recycle.error.noLine'));
      const recordId = Number(line.recordId);
      const lines = await store.all('customerRecordDetail', { recordId }, 1000);
      if (lines.length <= 1) {
        const record = await store.get('customerRecord', recordId);
        throw new HandlerError(ctx.t('recycle.error.lastLine', { no: String(record?.recordNo ?? '') }));
      }
      removed += await store.remove('customerRecordDetail', [id]);
      await refreshTotals(store, recordId);
      await checkNotNegative(store, ctx.t, Number(line.siteId));
    }
    return { removed };
  });

export const handlers: Record<string, Handler> = {
  [CALLS.detailSave]: saveLine,
  [CALLS.detailDelete]: removeLines,
  [CALLS.siteCount]: customerSiteCount,
  [CALLS.customerStats]: customerStatistical,
  [CALLS.siteStats]: siteStatistical,
  [CALLS.data]: customerSiteData,
  [CALLS.dataDetail]: customerSiteDataDetail,
  [CALLS.trajectory]: trajectory,
  [CALLS.trackData]: trackData,
};
