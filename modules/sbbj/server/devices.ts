/**
 * The devices of one monitored kind, read from the platform's device store (never copied): which
 * store devices a kind holds, what each belongs to (a car of 车辆管理 by its plate, a facility by
 * name), its settings and its online state under its own threshold. A row's numeric id is derived
 * from the store's device id (the list pages number rows by id), so update and offlineDetail find
 * the device again from it.
 */
import { createHash } from 'node:crypto';
import { formatDate, HandlerError, MAX_LOOKUP_VALUES, type ModuleDevices, type ModuleStore, type StoreDevice } from '../../../kit/resource';
import type { MonitorKind } from '../resources/paths';

type Row = Record<string, unknown>;

/** A device of a kind with what the lists show of it. */
export type KindDevice = { device: StoreDevice; rowId: number; belongsTo: string; setting: Row | null; thresholdSeconds: number; online: boolean };

/** The store kinds each monitored kind reads, and which camera places belong to it. */
const SOURCES: Record<MonitorKind, { kinds: string[]; places?: string[] }> = {
  cargps: { kinds: ['vehicle'] },
  carcamera: { kinds: ['camera'], places: ['vehicle'] },
  // Cameras at sites: facilities and the departments' own yards and halls.
  infrascamera: { kinds: ['camera'], places: ['facility', 'department'] },
  toiletdevice: { kinds: ['toilet'] },
};

/** The row id of a store device: the first 48 bits of its id's SHA-256 (a safe integer). */
export const rowIdOf = (deviceId: string) => parseInt(createHash('sha256').update(deviceId).digest('hex').slice(0, 12), 16);

/** 车辆管理's cars, whose plates the vehicle devices' names start with. */
const CAR_TABLE = 'clgl.car';

/** The plate a vehicle's name starts with (`浙A·H0001 压缩车` → `浙A·H0001`). */
const plateOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The plates among `plates` that are cars of 车辆管理 in the caller's tenant (none when that module is
 * not served): one read of the tenant's plates, or — when the tenant holds more cars than a values
 * lookup answers — one keyword lookup per plate.
 */
async function registeredPlates(store: ModuleStore, plates: string[]): Promise<Set<string>> {
  const wanted = new Set(plates);
  if (!wanted.size || !store.lookups.tables(CAR_TABLE).some((x) => x.tableName === CAR_TABLE)) return new Set();
  const all = await store.lookups.values(CAR_TABLE, 'plateNo', { limit: MAX_LOOKUP_VALUES });
  if (all.length < MAX_LOOKUP_VALUES) return new Set(all.map((v) => String(v.value)).filter((p) => wanted.has(p)));
  const found = new Set<string>();
  for (const plate of wanted) {
    const values = await store.lookups.values(CAR_TABLE, 'plateNo', { keyword: plate, limit: 5 });
    if (values.some((v) => v.value === plate)) found.add(plate);
  }
  return found;
}

/** Every device of a kind in the caller's tenant (those `which` keeps, when given), by code, with its settings and state. */
export async function kindDevices(store: ModuleStore, kind: MonitorKind, t: (key: string) => string, which?: (d: StoreDevice) => boolean): Promise<KindDevice[]> {
  const source = SOURCES[kind];
  const all = (await store.devices.list(source.kinds)).filter((d) => (!source.places || (d.place !== null && source.places.includes(d.place.kind))) && (!which || which(d)));
  const settings = new Map((await store.all('deviceSetting', { kind }, 5000)).map((s) => [String(s.deviceId), s]));
  const vehicleOf = (d: StoreDevice) => (kind === 'cargps' ? plateOf(d.name) : kind === 'carcamera' ? plateOf(d.place?.name ?? '') : null);
  const plates = await registeredPlates(store, all.map(vehicleOf).filter((p): p is string => Boolean(p)));
  return all.map((device) => {
    const setting = settings.get(device.id) ?? null;
    const minutes = setting?.thresholdMinutes;
    // The device's own threshold, else the store's for its kind (toilets: 15 minutes).
    const thresholdSeconds = typeof minutes === 'number' && minutes > 0 ? minutes * 60 : store.devices.thresholdSeconds(device);
    const plate = vehicleOf(device);
    const belongsTo = plate !== null ? (plates.has(plate) ? plate : `${plate} ${t('sbbj.unregistered')}`) : kind === 'toiletdevice' ? device.name : (device.place?.name ?? '');
    // Offline as the store defines it, so the state and the episode still going agree.
    const online = store.devices.offlineSince(device, thresholdSeconds) === null;
    return { device, rowId: rowIdOf(device.id), belongsTo, setting, thresholdSeconds, online };
  });
}

/** The device a request names: `id` (the row id) or `code`; refused when it is not a device of the kind. */
export async function namedDevice(store: ModuleStore, kind: MonitorKind, input: Row, t: (key: string, p?: Record<string, string | number>) => string): Promise<KindDevice> {
  const id = Number(input.id);
  const code = typeof input.code === 'string' ? input.code : null;
  // Only the named device's settings and plate are read.
  const [found] = await kindDevices(store, kind, t, (d) => (Number.isSafeInteger(id) && id > 0 && rowIdOf(d.id) === id) || (code !== null && d.code === code));
  if (!found) throw new HandlerError(t('sbbj.error.noDevice', { id: String(input.id ?? input.code ?? '') }));
  return found;
}

/** A time as the lists show it. */
export const timeText = (ms: number | null) => (ms === null ? null : formatDate(new Date(ms), true));

/** A time filter value (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, local time, or milliseconds); a date as an end means the whole day. */
export function timeOf(value: unknown, end = false): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' || /^\d{10,}$/.test(String(value))) return Number(value);
  const s = String(value).trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(s);
  const ms = new Date(date ? `${s}T00:00:00` : s.replace(' ', 'T')).getTime();
  if (Number.isNaN(ms)) return NaN;
  return date && end ? ms + 86_400_000 : ms;
}

const DAY = 86_400_000;

/** The range of an episode list: `[from, to]` from the values given, by default the last seven days; refused when backwards or longer than the platform's device calls cover. */
export function rangeOf(fromValue: unknown, toValue: unknown, devices: Pick<ModuleDevices, 'now' | 'maxRangeDays'>, t: (key: string, p?: Record<string, string | number>) => string): { from: number; to: number } {
  const to = timeOf(toValue, true) ?? devices.now();
  const from = timeOf(fromValue) ?? to - 7 * DAY;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to || to - from > devices.maxRangeDays * DAY) throw new HandlerError(t('sbbj.error.range', { days: devices.maxRangeDays }));
  return { from, to };
}
