/**
 * The collection vehicles' tracks, read from the platform's device store (kind `vehicle`; a device's
 * name starts with the plate of its car, server/services/demoDevices.ts):
 * - vehicle/trajectory: every vehicle with its plate, last time heard and last position (the last day).
 * - vehicle/trackData: `deviceId` (or `code`) and `from`/`to` (ms; default the last 24 hours, at most
 *   31 days) → every position `{ t, lng, lat, speed }` in time order, what the kit's TrackView plays.
 */
import { HandlerError, type Handler, type HandlerContext, type StoreDevice } from '../../../kit/resource';

const DAY = 86_400_000;
const plateOf = (d: StoreDevice) => d.name.split(/\s+/)[0] ?? d.code;

async function positions(ctx: HandlerContext, device: StoreDevice, from: number, to: number) {
  const rows = await ctx.store.devices.readings(device.id, ['lng', 'lat', 'speed'], { from, to });
  return rows.filter((r) => r.values.lng !== undefined && r.values.lat !== undefined).map((r) => ({ t: r.t, lng: r.values.lng!, lat: r.values.lat!, speed: r.values.speed ?? 0 }));
}

export const trajectory: Handler = async (ctx) => {
  const now = ctx.store.devices.now();
  const vehicles = (await ctx.store.devices.list(['vehicle'])).sort((a, b) => a.code.localeCompare(b.code));
  return Promise.all(
    vehicles.map(async (d) => {
      const last = d.heartbeatAt === null ? undefined : (await positions(ctx, d, Math.max(0, d.heartbeatAt - DAY), now)).at(-1);
      return { deviceId: d.id, code: d.code, plate: plateOf(d), name: d.name, lastTime: d.heartbeatAt, lng: last?.lng ?? null, lat: last?.lat ?? null, speed: last?.speed ?? null };
    }),
  );
};

export const trackData: Handler = async (ctx) => {
  const key = String(ctx.input.deviceId ?? ctx.input.code ?? '').trim();
  if (!key) throw new HandlerError(ctx.t('recycle.error.pickVehicle'));
  const device = (await ctx.store.devices.list(['vehicle'])).find((d) => d.id === key || d.code === key);
  if (!device) throw new HandlerError(ctx.t('recycle.error.noVehicle'));
  const now = ctx.store.devices.now();
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  const to = blank(ctx.input.to) ? now : Number(ctx.input.to);
  const from = blank(ctx.input.from) ? to - DAY : Number(ctx.input.from);
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to || to - from > 31 * DAY) throw new HandlerError(ctx.t('recycle.error.range'));
  return { deviceId: device.id, code: device.code, plate: plateOf(device), points: await positions(ctx, device, from, to) };
};
