/**
 * Where the operations half meets the ledger half: the toilet resource (公厕档案, equipmentManage),
 * the fields of its rows the operations calls read, and which device of the store is a toilet's.
 * One place, so a renamed ledger field is one edit.
 */
import type { StoreDevice } from '../../../../kit/resource';

type Row = Record<string, unknown>;

/** The ledger's toilet resource (the other half's, in this module). */
export const TOILET_RESOURCE = 'toilet';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A ledger row's fields the operations calls read (the region by id: its name is looked up once for all). */
export function toiletFields(r: Row) {
  const at = r.location as { lng?: unknown; lat?: unknown } | null | undefined;
  const ok = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  return {
    id: Number(r.id),
    code: str(r.toiletCode),
    name: str(r.toiletName),
    regionId: r.regionId === null || r.regionId === undefined ? null : Number(r.regionId),
    lng: at && ok(at.lng) ? Number(at.lng) : null,
    lat: at && ok(at.lat) ? Number(at.lat) : null,
  };
}

/**
 * The toilet's sensor device among the store's toilet devices: the one named as the toilet (the demo
 * city's T-101 武林广场公厕 …). Until the ledger's gateways (deviceManage, naming a store device by
 * code) are merged, the name is the link; then the gateway's device code comes first.
 */
export function deviceOf(toilet: { name: string }, devices: readonly StoreDevice[]): StoreDevice | null {
  return devices.find((d) => d.name === toilet.name) ?? null;
}
