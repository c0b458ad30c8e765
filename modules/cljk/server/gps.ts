/**
 * A car's positions from the device store (asset service, gpsPosition): the car's GPS terminal is the
 * device its 设备管理 row names (gpsDevice), else the vehicle device whose name starts with its plate.
 * - queryHisPositionList (report gpsHistory), export: every position of `carId` (none picked: the first
 *   car of 设备管理 with positions in the range; a car without a terminal: an empty page) within `timeStart`–`timeEnd` (default the last 24 hours), with the offline address of each row shown;
 *   exportWithoutAddress: the same workbook without addresses (no lookup: faster for long ranges).
 * - historyPosition: `{ carId, from, to }` → every position `{ t, lng, lat, speed }` in time order, what
 *   the kit's TrackView plays; newHistoryPosition: the same as columns `{ t[], lng[], lat[], speed[] }`.
 * - getGpsInfoById: `id` (the car) → its last position, speed, fuel, time, online state and address.
 * - getAddress: `lng`, `lat` (WGS-84) → district, nearest road and landmark (server/address.ts).
 */
import { HandlerError, formatDate, pageRows, checkedToWire, type Handler, type HandlerContext, type ModuleStore, type ReportSource, type StoreDevice } from '../../../kit/resource';
import { addressOf } from './address';
import { deviceOf } from './cars';
import { timeRange } from './ranges';

type T = HandlerContext['t'];
const DAY = 86_400_000;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The car `carId` of the caller's tenant with its plate and GPS device (null: it has none); refused when the car is not there. */
async function carWithDevice(store: ModuleStore, carIdValue: unknown, t: T): Promise<{ carId: number; plateNo: string; device: StoreDevice | null }> {
  const carId = Number(carIdValue);
  if (blank(carIdValue) || !Number.isSafeInteger(carId) || carId <= 0) throw new HandlerError(t('cljk.error.pickCar'));
  const plateNo = (await store.names('clgl.car', 'plateNo', [carId])).get(carId);
  if (plateNo === undefined) throw new HandlerError(t('cljk.error.car'));
  const [row] = await store.all('gpsDevice', { carId }, 1);
  // Only the devices that can be the car's (its configured code, or a name starting with its plate), not the tenant's every vehicle.
  const code = row?.deviceCode ? String(row.deviceCode) : '';
  const candidates = code ? await store.devices.list(['vehicle'], { codes: [code] }) : plateNo ? await store.devices.list(['vehicle'], { namePrefix: plateNo }) : [];
  return { carId, plateNo, device: deviceOf(candidates, code, plateNo) };
}

/** The car `carId` of the caller's tenant with its plate and GPS device; refused when either is missing. */
async function carOf(store: ModuleStore, carIdValue: unknown, t: T): Promise<{ carId: number; plateNo: string; device: StoreDevice }> {
  const car = await carWithDevice(store, carIdValue, t);
  if (!car.device) throw new HandlerError(t('cljk.error.noGps', { plate: car.plateNo }));
  return { ...car, device: car.device };
}

/** The positions of a car within a range (default: the last 24 hours), oldest first. */
async function positions(store: ModuleStore, car: { device: StoreDevice }, from: unknown, to: unknown, t: T) {
  const range = blank(from) && blank(to) ? { from: store.devices.now() - DAY, to: store.devices.now() } : timeRange(from, to, store.devices, t);
  const rows = await store.devices.readings(car.device.id, ['lng', 'lat', 'speed'], range);
  return rows.filter((r) => r.values.lng !== undefined && r.values.lat !== undefined).map((r) => ({ t: r.t, lng: r.values.lng!, lat: r.values.lat!, speed: r.values.speed ?? 0 }));
}

const row = (car: { carId: number; plateNo: string }, p: { t: number; lng: number; lat: number; speed: number }, i: number) => ({ id: i + 1, carId: car.carId, plateNo: car.plateNo, time: formatDate(new Date(p.t), true), lng: p.lng, lat: p.lat, speed: p.speed });

/**
 * The car the 历史位置 page opens with (no car picked): the first car of 设备管理 (by device code) whose
 * terminal has positions within the range, else none.
 */
async function firstTracked(store: ModuleStore, from: unknown, to: unknown, t: T) {
  const bound = (await store.all('gpsDevice', {}, 1000)).sort((a, b) => String(a.deviceCode).localeCompare(String(b.deviceCode)));
  for (const b of bound) {
    const car = await carOf(store, b.carId, t).catch(() => null);
    if (car && (await positions(store, car, from, to, t)).length > 0) return car;
  }
  return null;
}

export const gpsHistory: ReportSource = async (ctx, q) => {
  const f = checkedToWire(q.filters);
  // The page opens with no car picked: the first car with a track in the range; a car without a GPS
  // terminal has no positions to list.
  const car = blank(f.carId) ? await firstTracked(ctx.store, f.timeStart, f.timeEnd, ctx.t) : await carWithDevice(ctx.store, f.carId, ctx.t);
  // Said plainly on the page: a car without a terminal is not a failure, it has nothing to list.
  if (!car?.device) return { ...pageRows([], q), ...(car ? { notice: ctx.t('cljk.error.noGps', { plate: car.plateNo }) } : {}) };
  const rows = (await positions(ctx.store, { device: car.device }, f.timeStart, f.timeEnd, ctx.t)).map((p, i) => row(car, p, i));
  const page = pageRows(rows, q);
  return { ...page, records: page.records.map((r) => ({ ...r, address: addressOf([r.lng, r.lat], ctx.t).address })) };
};

const exportWithoutAddress: Handler = async (ctx) => {
  const car = await carOf(ctx.store, ctx.input.carId, ctx.t);
  const rows = (await positions(ctx.store, car, ctx.input.timeStart, ctx.input.timeEnd, ctx.t)).map((p, i) => row(car, p, i));
  const columns = ['plateNo', 'time', 'lng', 'lat', 'speed'].map((key) => ({ key, header: ctx.t(`cljk.gpsHistory.${key}`) }));
  return { download: true, fileName: `${car.plateNo}_${ctx.t('cljk.gpsHistory')}.xlsx`, columns, rows };
};

const track: Handler = async (ctx) => {
  const car = await carOf(ctx.store, ctx.input.carId, ctx.t);
  return positions(ctx.store, car, ctx.input.from, ctx.input.to, ctx.t);
};

const trackColumns: Handler = async (ctx) => {
  const points = await track(ctx) as { t: number; lng: number; lat: number; speed: number }[];
  return { t: points.map((p) => p.t), lng: points.map((p) => p.lng), lat: points.map((p) => p.lat), speed: points.map((p) => p.speed) };
};

const gpsInfo: Handler = async (ctx) => {
  const car = await carOf(ctx.store, ctx.input.id ?? ctx.input.carId, ctx.t);
  const now = ctx.store.devices.now();
  const heard = car.device.heartbeatAt;
  const last = (await ctx.store.devices.readings(car.device.id, ['lng', 'lat', 'speed', 'fuel'], { from: Math.max(0, (heard ?? now) - DAY), to: now })).filter((r) => r.values.lng !== undefined).at(-1);
  const online = ctx.store.devices.offlineSince(car.device) === null;
  if (!last) return { carId: car.carId, plateNo: car.plateNo, deviceCode: car.device.code, online, time: null, lng: null, lat: null, speed: null, fuel: null, address: '' };
  const { lng, lat, speed = 0, fuel = null } = last.values as Record<string, number | undefined> & { lng: number; lat: number };
  return { carId: car.carId, plateNo: car.plateNo, deviceCode: car.device.code, online, time: formatDate(new Date(last.t), true), lng, lat, speed, fuel, address: addressOf([lng, lat], ctx.t).address };
};

const address: Handler = (ctx) => {
  const [lng, lat] = [Number(ctx.input.lng), Number(ctx.input.lat)];
  if (blank(ctx.input.lng) || blank(ctx.input.lat) || !(lng >= 73 && lng <= 136) || !(lat >= 3 && lat <= 54)) throw new HandlerError(ctx.t('cljk.error.point'));
  return addressOf([lng, lat], ctx.t);
};

/** The GPS handlers by call. */
export const gpsHandlers = (paths: { info: string; track: string; trackColumns: string; address: string; exportWithoutAddress: string }): Record<string, Handler> => ({
  [paths.info]: gpsInfo,
  [paths.track]: track,
  [paths.trackColumns]: trackColumns,
  [paths.address]: address,
  [paths.exportWithoutAddress]: exportWithoutAddress,
});
