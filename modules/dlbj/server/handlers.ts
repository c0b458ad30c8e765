/**
 * Calls beside the engine's: pointer sync (the device store's vehicles into the module), the car list
 * with expenses, the live views (car locations, today's operation, car videos), the statistics
 * (stats.ts), and the road's derived length and area.
 */
import { formatDate, HandlerError, type BeforeWrite, type Handler, type StoreDevice, type WriteHook } from '../../../kit/resource';
import { parseShape } from '../../../kit/map/shapes';
import { pathLength } from '../../../kit/road';
import { parseCall } from '../../../kit/resource';
import { rc, STAT } from '../resources/paths';
import { chinaDate, lineDays, loadPlan, toTrack } from './model';
import { vehicleTypeOf } from './seed';
import { statHandlers } from './stats';

const key = (call: Parameters<typeof parseCall>[0]) => {
  const c = parseCall(call);
  return `${c.method} ${c.path}`;
};
const pct = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);

/** The last position of a device within the last day, or null. */
async function lastPosition(store: Parameters<Handler>[0]['store'], d: StoreDevice) {
  const now = store.devices.now();
  if (d.heartbeatAt === null) return null;
  const rows = await store.devices.readings(d.id, ['lng', 'lat', 'speed'], { from: Math.max(0, Math.min(now, d.heartbeatAt) - 86_400_000), to: now });
  return toTrack(rows).at(-1) ?? null;
}

export const handlers: Record<string, Handler> = {
  /** Adds the device store's vehicles not yet among the pointers and refreshes the names of those that are. */
  [key(rc('pointer', 'sync'))]: async ({ store, t }) => {
    const devices = await store.devices.list(['vehicle']);
    const have = new Map((await store.all('pointer', {}, 10_000)).map((p) => [String(p.deviceCode), p]));
    const syncedAt = formatDate(new Date(store.devices.now()), true);
    let added = 0;
    let updated = 0;
    for (const d of devices) {
      const [plateNo, ...rest] = d.name.split(' ');
      const values = { plateNo: plateNo || d.code, vehicleName: rest.join(' '), syncedAt };
      const row = have.get(d.code);
      if (row) {
        await store.update('pointer', Number(row.id), values);
        updated++;
      } else {
        await store.create('pointer', { ...values, deviceCode: d.code, vehicleType: vehicleTypeOf(d.name) });
        added++;
      }
    }
    return t('dlbj.pointer.synced', { added, updated });
  },

  /** The road-cleaning vehicles (not 'other') with their expenses added up. */
  [key(rc('carExp', 'carList'))]: async ({ store }) => {
    const [pointers, exps] = await Promise.all([store.all('pointer', {}, 10_000), store.all('carExp', {}, 100_000)]);
    return pointers
      .filter((p) => p.vehicleType !== 'other')
      .map((p) => {
        const mine = exps.filter((e) => Number(e.pointerId) === Number(p.id));
        return { id: p.id, plateNo: p.plateNo, vehicleType: p.vehicleType, count: mine.length, total: Math.round(mine.reduce((s, e) => s + Number(e.amount ?? 0), 0) * 100) / 100 };
      });
  },

  /** The road-cleaning vehicles on the map at their last position (within a day), coloured online/offline. */
  [key(STAT.carLocation)]: async ({ store, t }) => {
    const [pointers, devices] = await Promise.all([store.all('pointer', {}, 10_000), store.devices.list(['vehicle'])]);
    const byCode = new Map(devices.map((d) => [d.code, d]));
    const out = [];
    for (const p of pointers.filter((x) => x.vehicleType !== 'other')) {
      const d = byCode.get(String(p.deviceCode));
      const at = d ? await lastPosition(store, d) : null;
      if (!d || !at) continue;
      const online = store.devices.offlineSince(d) === null;
      out.push({ name: String(p.plateNo), lng: at.lng, lat: at.lat, value: at.speed ?? 0, category: t(online ? 'dlbj.board.online' : 'dlbj.board.offline'), color: online ? '#52c41a' : '#8c8c8c' });
    }
    return out;
  },

  /** Today's jobs as they go: line, vehicle, shift, state, completion so far, the vehicle's speed now. */
  [key(STAT.realTimeOperation)]: async ({ store, t }) => {
    const today = chinaDate(store.devices.now());
    const plan = await loadPlan(store);
    const days = await lineDays(store, plan, today, today, { withTrack: true });
    return days.map((d) => ({
      id: d.line.id,
      lineName: d.line.name,
      plateNo: d.line.pointerId !== null ? (plan.pointers.get(d.line.pointerId)?.plateNo ?? '--') : t('dlbj.board.noVehicle'),
      shift: `${plan.shifts.get(d.line.shiftId)?.name ?? ''} ${plan.shifts.get(d.line.shiftId)?.start ?? ''}–${plan.shifts.get(d.line.shiftId)?.end ?? ''}`,
      state: t(`dlbj.enum.jobState.${d.state}`),
      completion: pct(d.completion) === null ? '--' : `${String(pct(d.completion))}%`,
      speed: d.track?.at(-1)?.speed ?? '--',
    }));
  },

  /** The cameras mounted on vehicles (the device store's cameras placed on a vehicle), online or not. */
  [key(STAT.carVideoList)]: async ({ store, t }) => {
    const cameras = (await store.devices.list(['camera'])).filter((c) => c.place?.kind === 'vehicle');
    return cameras.map((c) => ({ id: c.id, camera: `${c.code} ${c.name}`, vehicle: c.place?.name ?? '', state: t(store.devices.offlineSince(c) === null ? 'dlbj.board.online' : 'dlbj.board.offline') }));
  },

  [key(STAT.workReportDetail)]: statHandlers.workReportDetail!,
  [key(STAT.taskStat)]: statHandlers.taskStat!,
  [key(STAT.totalIndex)]: statHandlers.totalIndex!,
  [key(STAT.carStatistics)]: statHandlers.carStatistics!,
  [key(STAT.roadTrack)]: statHandlers.roadTrack!,
};

/** A road's length (m) from its line and its area = length × width; a line that is no line is refused by the field. */
const beforeRoad: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  const path = parseShape(String(v.path ?? ''), 'line');
  if (!path) throw new HandlerError(t('dlbj.road.badPath'));
  const length = Math.round(pathLength(path));
  return { ...values, length, area: Math.round(length * Number(v.width ?? 0)) };
};

export const beforeWrite: Record<string, BeforeWrite> = { road: beforeRoad };

/** The codes of a line's roads, in order. */
export const roadCodes = (v: unknown): string[] => (Array.isArray(v) ? v : String(v ?? '').split(',')).map((c) => String(c).trim()).filter(Boolean);

/** A line's roads must exist; their names are composed on save. */
const lineRoads: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const codes = roadCodes(change.values.roads ?? change.before?.roads);
  const roads = new Map((await store.all('road', {}, 10_000)).map((r) => [String(r.roadCode), r]));
  const missing = codes.find((c) => !roads.has(c));
  if (missing) throw new HandlerError(t('dlbj.line.unknownRoad', { code: missing }));
  return { ...change.values, roads: codes.join(','), roadNames: codes.map((c) => String(roads.get(c)!.roadName)).join('、') };
};

export const onWrite: Record<string, WriteHook> = { line: lineRoads };
