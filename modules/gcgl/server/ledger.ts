/**
 * The tenant's toilet ledger as the computed lists and calls read it: regions, toilets, their gateways
 * with the device of the store each names (by code; readings stay in the store) and the sub-devices
 * wired to them, and whether each gateway is online. A tenant holds dozens to hundreds of toilets, so
 * everything is read once per call and joined in memory.
 */
import { formatDate, HandlerError, type ModuleStore, type StoreDevice } from '../../../kit/resource';

type Row = Record<string, unknown>;

/** A gateway with its store device (null when the code names none) and its state. */
export type LedgerGateway = { row: Row; device: StoreDevice | null; online: boolean };
export type Ledger = {
  regions: Map<number, Row>;
  toilets: Row[];
  gateways: LedgerGateway[];
  subs: Row[];
  gatewayOf: Map<number, LedgerGateway>;
};

/**
 * Whether a gateway's store device is online, as the device store defines it for every module (a
 * toilet's after 15 minutes of silence: its sensors report every ten), so 设备离线监测 (sbbj) agrees.
 */
const isOnline = (store: ModuleStore, d: StoreDevice | null) => d !== null && store.devices.offlineSince(d) === null;

/** Reads the caller's whole ledger. */
export async function readLedger(store: ModuleStore): Promise<Ledger> {
  const [regions, toilets, gateways, subs, devices] = await Promise.all([
    store.all('region', {}, 1000),
    store.all('toilet', {}, 20_000),
    store.all('gateway', {}, 20_000),
    store.all('deviceSub', {}, 50_000),
    store.devices.list(['toilet']),
  ]);
  const byCode = new Map(devices.map((d) => [d.code, d]));
  const list = gateways.map((row) => {
    const device = byCode.get(String(row.deviceCode)) ?? null;
    return { row, device, online: isOnline(store, device) };
  });
  return { regions: new Map(regions.map((r) => [Number(r.id), r])), toilets, gateways: list, subs, gatewayOf: new Map(list.map((g) => [Number(g.row.id), g])) };
}

/** A positive whole id from the input, or a refusal with `message`. */
export function idOf(value: unknown, message: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HandlerError(message);
  return id;
}

const DAY = 86_400_000;

/** A day or time from the input (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` local time, or milliseconds); an end date means the whole day. */
export function timeOf(value: unknown, end = false): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' || /^\d{10,}$/.test(String(value))) return Number(value);
  const s = String(value).trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(s);
  if (!date && !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s)) return NaN;
  const ms = new Date(date ? `${s}T00:00:00` : s.replace(' ', 'T')).getTime();
  return date && end ? ms + DAY : ms;
}

/**
 * A checked range `[from, to)`: the values given, else `days` back from now (or from `to`); refused
 * when unreadable, backwards, or longer than the device store answers (`maxDays`).
 */
export function rangeOf(fromValue: unknown, toValue: unknown, now: number, days: number, maxDays: number, message: string): { from: number; to: number } {
  const to = timeOf(toValue, true) ?? now;
  const from = timeOf(fromValue) ?? to - days * DAY;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to || to - from > maxDays * DAY) throw new HandlerError(message);
  return { from, to };
}

/** Local midnight of the day a time is in. */
export const dayStart = (t: number) => {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};

/** A time as the lists show it. */
export const timeText = (t: number | null) => (t === null ? null : formatDate(new Date(t), true));
