/** The ledger's rules that need the device store: a gateway names one of the tenant's toilet devices. */
import { HandlerError, type WriteHook } from '../../../kit/resource';

/** Refuses a gateway whose device code is not a toilet device of the caller's tenant in the store. */
export const gatewayDevice: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const code = change.values.deviceCode;
  if (code === undefined) return;
  const devices = await store.devices.list(['toilet']);
  if (!devices.some((d) => d.code === String(code))) throw new HandlerError(t('gcgl.error.noDevice', { code: String(code) }));
};
