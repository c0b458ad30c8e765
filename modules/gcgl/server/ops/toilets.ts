/**
 * The toilets as the operations calls read them: the ledger's toilet rows (公厕档案, the other half's
 * resource) joined with their device of the platform's device store through their gateways' device
 * codes (never a copy of its readings), with the online state under the toilets' own threshold. Also the parameters every
 * operations call shares: a toilet named by id, a day, a range of days.
 */
import { formatDate, HandlerError, type ModuleStore, type StoreDevice } from '../../../../kit/resource';
import { GATEWAY_RESOURCE, TOILET_RESOURCE, deviceOf, gatewayCodes, toiletFields } from './ledger';

type T = (key: string, p?: Record<string, string | number>) => string;

/** A toilet with its device (null: none installed, or its code is not a device of the store). */
export type Toilet = { id: number; code: string; name: string; regionId: number | null; region: string; lng: number | null; lat: number | null; deviceCode: string; device: StoreDevice | null; online: boolean };

export const MIN = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Every toilet of the caller's tenant, by code, each with its device and online state. */
export async function toilets(store: ModuleStore): Promise<Toilet[]> {
  const rows = (await store.all(TOILET_RESOURCE, {}, 5000)).map(toiletFields);
  const devices = new Map((await store.devices.list(['toilet'])).map((d) => [d.code, d]));
  const gateways = gatewayCodes(await store.all(GATEWAY_RESOURCE, {}, 5000));
  const regions = await store.names('region', 'regionName', [...new Set(rows.flatMap((r) => (r.regionId === null ? [] : [r.regionId])))]);
  return rows
    .map((f) => {
      const device = deviceOf(gateways.get(f.id) ?? [], devices);
      // Offline as the device store defines it (a toilet: 15 minutes silent), as 设备离线监测 shows it.
      const online = device !== null && store.devices.offlineSince(device) === null;
      return { ...f, region: f.regionId === null ? '' : (regions.get(f.regionId) ?? ''), deviceCode: device?.code ?? '', device, online };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The toilet a request names by `toiletId` (or `id`); refused when it is not the caller's. */
export async function namedToilet(store: ModuleStore, input: Record<string, unknown>, t: T): Promise<Toilet> {
  const given = text(input.toiletId ?? input.id);
  if (!given) throw new HandlerError(t('gcgl.ops.error.noToiletGiven'));
  const found = (await toilets(store)).find((x) => String(x.id) === given);
  if (!found) throw new HandlerError(t('gcgl.ops.error.noToilet', { id: given }));
  return found;
}

/** The toilets a request covers: the one `toiletId` names, else every toilet (a blank `toiletId` too). */
export async function coveredToilets(store: ModuleStore, input: Record<string, unknown>, t: T): Promise<Toilet[]> {
  return text(input.toiletId ?? input.id) ? [await namedToilet(store, input, t)] : toilets(store);
}

/** Local midnight of the day `ms` falls in. */
export const startOfDay = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** A date parameter (`YYYY-MM-DD`, local time; default today): the day's `[from, to)`. Refused when not a date. */
export function dayOf(value: unknown, store: ModuleStore, t: T, name = 'date'): { from: number; to: number; date: string } {
  const s = text(value);
  if (!s) {
    const from = startOfDay(store.devices.now());
    return { from, to: from + DAY, date: formatDate(new Date(from)) };
  }
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00`).getTime() : NaN;
  if (Number.isNaN(ms) || formatDate(new Date(ms)) !== s) throw new HandlerError(t('gcgl.ops.error.date', { name, value: s }));
  return { from: ms, to: startOfDay(ms + DAY + 2 * HOUR), date: s };
}

/**
 * A range of whole days from `startDate` to `endDate` (both `YYYY-MM-DD`, both included; by default
 * the `days` days up to today), as `[from, to)` and the day list. Refused when backwards or longer
 * than the platform's device calls cover.
 */
export function daysOf(input: Record<string, unknown>, store: ModuleStore, t: T, days = 7): { from: number; to: number; dates: string[] } {
  const end = dayOf(input.endDate, store, t, 'endDate');
  const start = text(input.startDate) ? dayOf(input.startDate, store, t, 'startDate') : { from: startOfDay(end.from - (days - 1) * DAY + 2 * HOUR) };
  const span = Math.round((end.to - start.from) / DAY);
  if (start.from >= end.to || span > store.devices.maxRangeDays) throw new HandlerError(t('gcgl.ops.error.range', { days: store.devices.maxRangeDays }));
  const dates: string[] = [];
  for (let d = start.from; d < end.to; d = startOfDay(d + DAY + 2 * HOUR)) dates.push(formatDate(new Date(d)));
  return { from: start.from, to: end.to, dates };
}

/** A toilet device's readings of `metrics` within `[from, to)` (none without a device). */
export async function readingsOf(store: ModuleStore, toilet: Toilet, metrics: readonly string[], range: { from: number; to: number }) {
  if (!toilet.device) return [];
  return store.devices.readings(toilet.device.id, metrics, { from: range.from, to: range.to - 1 });
}

/** The sum of a toilet's `visitors` readings (each the visitors of the ten minutes before it) within `[from, to)`. */
export async function visitorsIn(store: ModuleStore, toilet: Toilet, range: { from: number; to: number }): Promise<number> {
  return (await readingsOf(store, toilet, ['visitors'], range)).reduce((s, r) => s + (r.values.visitors ?? 0), 0);
}

/** The latest value of each of a toilet's metrics within the last day, and when it was read. */
export async function latestOf(store: ModuleStore, toilet: Toilet, metrics: readonly string[]): Promise<{ t: number | null; values: Record<string, number | null> }> {
  const now = store.devices.now();
  const rows = await readingsOf(store, toilet, metrics, { from: now - DAY, to: now + 1 });
  const values: Record<string, number | null> = Object.fromEntries(metrics.map((m) => [m, null]));
  let t: number | null = null;
  for (const r of rows) {
    for (const m of metrics) if (r.values[m] !== undefined) values[m] = r.values[m]!;
    t = r.t;
  }
  return { t, values };
}

/** A time as the lists show it. */
export const timeText = (ms: number | null) => (ms === null ? null : formatDate(new Date(ms), true));

/** One decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;
