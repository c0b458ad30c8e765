/**
 * Calls beside the engine's: a pending activity verified (its points count) or rejected (a reason) by a
 * branch secretary named by staff number; the write rule (server/hooks.ts) decides who may.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';

async function decide(ctx: HandlerContext, state: 'verified' | 'rejected') {
  const { store, input, t } = ctx;
  const id = Number(input.id);
  const row = Number.isInteger(id) && id > 0 ? await store.get('activity', id) : null;
  if (!row) throw new HandlerError(t('djgw.activity.notFound'));
  if (row.state !== 'pending') throw new HandlerError(t('djgw.activity.notPending'));
  const code = String(input.verifierCode ?? '').trim();
  const verifier = code ? (await store.all('member', { staffCode: code }, 50)).find((m) => m.staffCode === code) : undefined;
  if (!verifier) throw new HandlerError(t('djgw.activity.refused.unknown', { code }));
  const remark = String(input.remark ?? '').trim();
  if (state === 'rejected' && !remark) throw new HandlerError(t('djgw.activity.needRemark'));
  return store.update('activity', id, { state, verifierId: verifier.id, verifyRemark: remark || null });
}

export const handlers: Record<string, Handler> = {
  'POST /cloud/party/activity/verify': (ctx) => decide(ctx, 'verified'),
  'POST /cloud/party/activity/reject': (ctx) => decide(ctx, 'rejected'),
};
