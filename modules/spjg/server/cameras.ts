/**
 * The cameras as video supervision shows them, read from the platform's device store (never copied):
 * each camera's place (a department, a vehicle or a facility), online state under the platform's
 * threshold, live stream, and — for a vehicle — whether its plate is a car of 车辆管理. Also the
 * camera tree of video/tree, and the row id of a camera (list pages number rows).
 */
import { createHash } from 'node:crypto';
import { formatDate, HandlerError, MAX_LOOKUP_VALUES, type ModuleStore, type StoreDevice } from '../../../kit/resource';
import type { CameraGroupKind, CameraTreeNode } from '../../../kit/contract';
import { PLACES } from '../resources/paths';

/** A camera of the store with what the lists and the tree show of it. */
export type Camera = { device: StoreDevice; place: CameraGroupKind; placeName: string; streamUrl: string | null; online: boolean };

/** The row id of a store device: the first 48 bits of its id's SHA-256 (a safe integer). */
export const rowIdOf = (deviceId: string) => parseInt(createHash('sha256').update(deviceId).digest('hex').slice(0, 12), 16);

/** A time as the lists show it. */
export const timeText = (ms: number | null) => (ms === null ? null : formatDate(new Date(ms), true));

/** Every camera of the caller's tenant (of the given places, when given), by code. */
export async function cameras(store: ModuleStore, places: readonly string[] = PLACES): Promise<Camera[]> {
  return (await store.devices.list(['camera'])).flatMap((device) =>
    device.place && places.includes(device.place.kind)
      ? [{ device, place: device.place.kind as CameraGroupKind, placeName: device.place.name, streamUrl: device.place.streamUrl, online: store.devices.offlineSince(device) === null }]
      : [],
  );
}

/** The camera a request names: `cameraId` (the store's id), `id` (a list's row id) or `code`; refused when it is not the tenant's camera. */
export async function namedCamera(store: ModuleStore, input: Record<string, unknown>, t: (key: string, p?: Record<string, string | number>) => string): Promise<Camera> {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const [cameraId, id, code] = [text(input.cameraId), Number(input.id), text(input.code)];
  if (!cameraId && !code && !(Number.isSafeInteger(id) && id > 0)) throw new HandlerError(t('spjg.error.noCameraGiven'));
  const found = (await cameras(store)).find((c) => (cameraId !== '' && c.device.id === cameraId) || (code !== '' && c.device.code === code) || (Number.isSafeInteger(id) && id > 0 && rowIdOf(c.device.id) === id));
  if (!found) throw new HandlerError(t('spjg.error.noCamera', { id: cameraId || code || String(input.id) }));
  return found;
}

/** The plate a vehicle's name starts with (`浙A·H0001 压缩车` → `浙A·H0001`). */
export const plateOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const CAR_TABLE = 'clgl.car';

/** The plates among `plates` that are cars of 车辆管理 in the caller's tenant (none when that module is not served). */
export async function registeredPlates(store: ModuleStore, plates: string[]): Promise<Set<string>> {
  const wanted = new Set(plates);
  if (!wanted.size || !store.lookups.tables(CAR_TABLE).some((x) => x.tableName === CAR_TABLE)) return new Set();
  const all = await store.lookups.values(CAR_TABLE, 'plateNo', { limit: MAX_LOOKUP_VALUES });
  if (all.length < MAX_LOOKUP_VALUES) return new Set(all.map((v) => String(v.value)).filter((p) => wanted.has(p)));
  const found = new Set<string>();
  for (const plate of wanted) if ((await store.lookups.values(CAR_TABLE, 'plateNo', { keyword: plate, limit: 5 })).some((v) => v.value === plate)) found.add(plate);
  return found;
}

/** The camera tree: departments, then vehicles, then facilities (a kind with no camera left out), groups by name, cameras by code, with online state. */
export async function cameraTree(store: ModuleStore): Promise<CameraTreeNode[]> {
  const all = await cameras(store);
  return PLACES.flatMap((kind) => {
    const groups = new Map<string, Camera[]>();
    for (const c of all.filter((x) => x.place === kind)) groups.set(c.placeName, [...(groups.get(c.placeName) ?? []), c]);
    if (!groups.size) return [];
    return [
      {
        kind,
        groups: [...groups]
          .sort(([a], [b]) => a.localeCompare(b, 'zh-CN'))
          .map(([name, list]) => ({ name, cameras: list.map((c) => ({ id: c.device.id, code: c.device.code, name: c.device.name, online: c.online, groupKind: c.place, groupName: c.placeName, streamUrl: c.streamUrl, at: null })) })),
      },
    ];
  });
}
