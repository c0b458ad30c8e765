/**
 * The reports over the GPS terminals' positions (asset service):
 * - dailyReport/pageList, download: per car with a terminal (设备管理) and day (`dayStart`–`dayEnd`,
 *   default the last seven days): mileage (the distance between consecutive positions), running minutes
 *   (the steps at a speed above 1 km/h, each up to ten minutes), the top speed, the first and last position.
 * - dailyReport/updateOneCar: one row again, named by its `id` (the car's id then the day's 8 digits:
 *   car 17 on 2026-11-24 is 1720261124) or by `carId` and `day`: the figures are derived at each call,
 *   so this recomputes and answers that car's day.
 * - onLineReport/pageListAvg, downloadAvg: per car, the share of the range (`fromStart`–`fromEnd`,
 *   default the last seven days) it was online: the range less its offline episodes under the
 *   platform's threshold (DEVICE_OFFLINE_SECONDS), with their count and minutes.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type Handler, type HandlerContext, type ReportSource, type StoreDevice } from '../../../kit/resource';
import { distanceMetres } from '../../../kit/geo';
import { deviceOf } from './cars';
import { dayOf } from './levels';
import { dayRange, dayStart, timeRange } from './ranges';

type Filters = Record<string, string | undefined>;
type Bound = { carId: number; plateNo: string; device: StoreDevice };
const has = (value: string, part: string | undefined) => !part || value.includes(part.trim());
const time = (ms: number) => formatDate(new Date(ms), true);

/** The caller's cars with a GPS terminal whose plate and device code contain the filters. */
async function boundCars(ctx: HandlerContext, f: Filters): Promise<Bound[]> {
  const rows = await ctx.store.all('gpsDevice', {}, 5000);
  const plates = await ctx.store.names('clgl.car', 'plateNo', rows.map((r) => Number(r.carId)));
  const vehicles = await ctx.store.devices.list(['vehicle']);
  return rows
    .map((r) => ({ carId: Number(r.carId), plateNo: plates.get(Number(r.carId)) ?? '', device: deviceOf(vehicles, String(r.deviceCode), '') }))
    .filter((c): c is Bound => c.device !== null && has(c.plateNo, f.plateNo) && has(c.device.code, f.deviceCode))
    .sort((a, b) => a.plateNo.localeCompare(b.plateNo));
}

/** One car's days within the range. */
async function days(ctx: HandlerContext, car: Bound, range: { from: number; to: number }) {
  const steps = (await ctx.store.devices.readings(car.device.id, ['lng', 'lat', 'speed'], { from: range.from, to: range.to - 1 })).filter((r) => r.values.lng !== undefined && r.values.lat !== undefined);
  const out = new Map<string, { carId: number; plateNo: string; deviceCode: string; day: string; mileageKm: number; runningMinutes: number; maxSpeed: number; firstTime: string; lastTime: string; positions: number }>();
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    const day = dayOf(s.t);
    let d = out.get(day);
    if (!d) out.set(day, (d = { carId: car.carId, plateNo: car.plateNo, deviceCode: car.device.code, day, mileageKm: 0, runningMinutes: 0, maxSpeed: 0, firstTime: time(s.t), lastTime: time(s.t), positions: 0 }));
    d.positions++;
    d.lastTime = time(s.t);
    d.maxSpeed = Math.max(d.maxSpeed, s.values.speed ?? 0);
    const prev = i > 0 && dayOf(steps[i - 1]!.t) === day ? steps[i - 1]! : null;
    if (prev) {
      d.mileageKm += distanceMetres([prev.values.lng!, prev.values.lat!], [s.values.lng!, s.values.lat!]) / 1000;
      if ((s.values.speed ?? 0) > 1) d.runningMinutes += Math.min(10, (s.t - prev.t) / 60_000);
    }
  }
  return [...out.values()].map((d) => ({ ...d, mileageKm: Math.round(d.mileageKm * 100) / 100, runningMinutes: Math.round(d.runningMinutes) }));
}

const dailyReport: ReportSource = async (ctx, q) => {
  const f = checkedToWire(q.filters) as Filters;
  const range = dayRange(f.dayStart, f.dayEnd, ctx.store.devices, ctx.t);
  const rows: Record<string, unknown>[] = [];
  for (const car of await boundCars(ctx, f)) rows.push(...(await days(ctx, car, range)));
  rows.sort((a, b) => String(b.day).localeCompare(String(a.day)) || String(a.plateNo).localeCompare(String(b.plateNo)));
  return pageRows(rows.map((r) => ({ id: rowId(Number(r.carId), String(r.day)), ...r })), q);
};

/** A day row's id: the car's id and the day's digits (stable, so a row action names the car and day). */
const rowId = (carId: number, day: string) => Number(`${carId}${day.replaceAll('-', '')}`);

const updateOneCar: Handler = async (ctx) => {
  const id = String(ctx.input.id ?? '');
  const byId = /^\d{9,}$/.test(id);
  const carId = byId ? Number(id.slice(0, -8)) : Number(ctx.input.carId);
  const day = byId ? `${id.slice(-8, -4)}-${id.slice(-4, -2)}-${id.slice(-2)}` : String(ctx.input.day ?? '');
  if (Number.isNaN(dayStart(day))) throw new HandlerError(ctx.t('cljk.error.day'));
  const car = (await boundCars(ctx, {})).find((c) => c.carId === carId);
  if (!car) throw new HandlerError(ctx.t('cljk.error.car'));
  const [row] = await days(ctx, car, { from: dayStart(day), to: dayStart(day) + 86_400_000 });
  return row ?? { plateNo: car.plateNo, deviceCode: car.device.code, day, mileageKm: 0, runningMinutes: 0, maxSpeed: 0, firstTime: null, lastTime: null, positions: 0 };
};

const onlineReport: ReportSource = async (ctx, q) => {
  const f = checkedToWire(q.filters) as Filters;
  const range = timeRange(f.fromStart, f.fromEnd, ctx.store.devices, ctx.t);
  const cars = await boundCars(ctx, f);
  const end = Math.min(range.to, ctx.store.devices.now());
  const episodes = await ctx.store.devices.offlineEpisodes(cars.map((c) => c.device), { from: range.from, to: end }, () => ctx.store.devices.offlineSeconds);
  const rows = cars.map((c, i) => {
    const mine = episodes.filter((e) => e.deviceId === c.device.id);
    // Only the part of each episode inside the range counts.
    const offline = mine.reduce((s, e) => s + Math.max(0, Math.min(end, e.to ?? end) - Math.max(range.from, e.from)), 0);
    return { id: i + 1, plateNo: c.plateNo, deviceCode: c.device.code, from: time(range.from), to: time(end), onlineRate: Math.round((1 - offline / Math.max(1, end - range.from)) * 1000) / 10, offlineTimes: mine.length, offlineMinutes: Math.round(offline / 60_000) };
  });
  return pageRows(q.sort ? rows : rows.sort((a, b) => a.onlineRate - b.onlineRate || a.plateNo.localeCompare(b.plateNo)), q);
};

export const gpsReportSources: Record<string, ReportSource> = { dailyReport, onlineReport };
export const gpsReportHandlers = (updatePath: string): Record<string, Handler> => ({ [updatePath]: updateOneCar });
