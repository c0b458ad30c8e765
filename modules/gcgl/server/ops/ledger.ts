/**
 * Where the operations half meets the ledger half: the toilet resource (公厕档案, equipmentManage),
 * the fields of its rows the operations calls read, and which device of the store is a toilet's (its
 * gateways', by code).
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

/** The ledger's gateways (deviceManage): each names a device of the store by code and belongs to a toilet. */
export const GATEWAY_RESOURCE = 'gateway';

/** The store device codes of each toilet's gateways, by toilet id (in the gateways' code order). */
export function gatewayCodes(gateways: readonly Row[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const g of [...gateways].sort((a, b) => str(a.deviceCode).localeCompare(str(b.deviceCode)))) {
    const id = Number(g.toiletId);
    out.set(id, [...(out.get(id) ?? []), str(g.deviceCode)]);
  }
  return out;
}

/**
 * The toilet's sensor device: the first of its gateways' device codes that is a toilet device of the
 * store (the demo city's T-101 at 武林广场公厕 …); null when it has none.
 */
export function deviceOf(codes: readonly string[], devices: ReadonlyMap<string, StoreDevice>): StoreDevice | null {
  for (const code of codes) {
    const d = devices.get(code);
    if (d) return d;
  }
  return null;
}
