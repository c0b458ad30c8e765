/**
 * Carting orders' and signings' rules: a signed carting order names who signed and when it arrived;
 * it arrives after it departed; it goes only to a site with an agreement in force on its day.
 * An agreement ends on or after it starts.
 */
import { HandlerError, type BeforeWrite, type WriteHook } from '../../../kit/resource';

const text = (v: unknown) => (v == null ? '' : String(v));

export const cartingBefore: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.state === 'signed' && (!text(v.signedBy).trim() || !v.arriveAt)) throw new HandlerError(t('gfgj.cartingOrder.signNeedsName'));
  if (v.arriveAt && text(v.arriveAt) < text(v.departAt)) throw new HandlerError(t('gfgj.cartingOrder.arriveBeforeDepart'));
  return values;
};

export const cartingOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'update' || !('siteId' in change.values) || change.values.siteId === change.before.siteId) return;
  const day = text(change.values.departAt ?? change.before.departAt).slice(0, 10);
  const signings = await store.all('disposalSiteSigning', { siteId: change.values.siteId, state: 'active' }, 1000);
  if (!signings.some((s) => text(s.startDate) <= day && day <= text(s.endDate))) {
    const site = await store.get('disposalSite', Number(change.values.siteId));
    throw new HandlerError(t('gfgj.cartingOrder.noSigning', { site: text(site?.siteName), day }));
  }
};

export const signingBefore: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (text(v.endDate) < text(v.startDate)) throw new HandlerError(t('gfgj.disposalSiteSigning.endBeforeStart'));
  return values;
};
