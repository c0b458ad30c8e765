/** Calls beside the engine's: a scheme switched on or off (its indicators untouched, scored or not). */
import { HandlerError, type Handler } from '../../../kit/resource';

export const handlers: Record<string, Handler> = {
  'POST /cloud/assess/scheme/toggle': async ({ store, input, t }) => {
    const id = Number(input.id);
    const scheme = Number.isInteger(id) && id > 0 ? await store.get('scheme', id) : null;
    if (!scheme) throw new HandlerError(t('jxkh.ranking.noScheme'));
    return store.update('scheme', id, { enabled: !scheme.enabled });
  },
};
