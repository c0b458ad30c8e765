/**
 * The terminal boards' calls (the spec names them only: "Terminal energy consumption, product map
 * position, deal factory map info, terminal data. Paths and payloads: not shown"; and the terminal
 * real-time board, realTime/deviceBoard.smvc). Our reading, each taken at `asOf` (the screen's moment,
 * else the server's clock):
 *
 * - terminalData: the tenant's terminals (every device of the platform's device store), online and
 *   offline by the store's one rule (offlineSince), and today's threshold alarms up to asOf.
 * - terminalEnergyConsumption: per day (`days`, 1–14, default 7, ending asOf's day) the electricity the
 *   toilets' meters counted (each meter's highest minus lowest reading that day) and the fuel the
 *   vehicles used (the falls between successive level readings; a rise is a refuel, not counted). A day
 *   without readings is null ("--"), never 0.
 * - productMapPosition: the vehicle terminals where they last reported a position within the 2 hours
 *   before asOf (none: no coordinates, listed by the screen as an anomaly), with their device id so the
 *   screen follows them live.
 * - dealFactoryMapInfo: the treatment plants of 垃圾收运 (transfer stations, incinerators, landfills),
 *   where they are, and their intake today by kit/waste/loadWeight (loads without a valid weight left
 *   out; none counted: null).
 * - realTime/deviceBoard.smvc: each terminal's state and latest readings within the 2 hours before asOf.
 */
import { formatDate, HandlerError, type Handler, type HandlerContext, type StoreDevice } from '../../../kit/resource';
import { tonnage } from '../../../kit/waste/loadWeight';

const CP = '/cloud/zd/jg/api/cp';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The metrics a terminal's latest reading shows, by kind. */
const SHOWN: Record<string, string[]> = { vehicle: ['speed', 'fuel', 'water'], toilet: ['nh3', 'visitors', 'water', 'kwh'], camera: [] };

function asOfOf(ctx: HandlerContext): number {
  const v = ctx.input.asOf;
  if (v === undefined || v === null || v === '') return ctx.store.devices.now();
  const t = typeof v === 'string' ? new Date(v).getTime() : NaN;
  if (Number.isNaN(t)) throw new HandlerError(ctx.t('boards.param.asOf'));
  return t;
}

const startOfDay = (t: number) => {
  const d = new Date(t);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** The latest values of `metrics` read within the 2 hours before `asOf` (each metric its own latest), and when. */
async function latest(ctx: HandlerContext, device: StoreDevice, metrics: string[], asOf: number): Promise<{ t: number | null; values: Record<string, number> }> {
  if (!metrics.length) return { t: null, values: {} };
  const rows = await ctx.store.devices.readings(device.id, metrics, { from: asOf - 2 * HOUR, to: asOf });
  const values: Record<string, number> = {};
  let t: number | null = null;
  for (const r of rows) {
    Object.assign(values, r.values);
    t = r.t;
  }
  return { t, values };
}

const terminalData: Handler = async (ctx) => {
  const asOf = asOfOf(ctx);
  const devices = await ctx.store.devices.list();
  const online = devices.filter((d) => ctx.store.devices.offlineSince(d) === null).length;
  const alarms = (await ctx.store.devices.alarmCounts({ from: startOfDay(asOf), to: asOf })).reduce((s, h) => s + h.count, 0);
  return [
    { label: 'boards.data.terminals', value: devices.length },
    { label: 'boards.data.online', value: online },
    { label: 'boards.data.offline', value: devices.length - online },
    { label: 'boards.data.alarms', value: alarms },
  ];
};

const terminalEnergyConsumption: Handler = async (ctx) => {
  const asOf = asOfOf(ctx);
  const n = ctx.input.days === undefined || ctx.input.days === '' ? 7 : Number(ctx.input.days);
  if (!Number.isInteger(n) || n < 1 || n > 14) throw new HandlerError(ctx.t('boards.param.days'));
  const first = startOfDay(asOf) - (n - 1) * DAY;
  const days = Array.from({ length: n }, (_, i) => formatDate(new Date(first + i * DAY + HOUR)));
  const kwh = new Map<string, number>();
  const fuel = new Map<string, number>();
  const devices = await ctx.store.devices.list(['toilet', 'vehicle']);
  for (const d of devices) {
    const metric = d.kind === 'toilet' ? 'kwh' : 'fuel';
    const rows = (await ctx.store.devices.readings(d.id, [metric], { from: first, to: asOf })).filter((r) => typeof r.values[metric] === 'number');
    if (d.kind === 'toilet') {
      const span = new Map<string, [number, number]>();
      for (const r of rows) {
        const day = formatDate(new Date(r.t));
        const v = r.values.kwh!;
        const s = span.get(day);
        span.set(day, s ? [Math.min(s[0], v), Math.max(s[1], v)] : [v, v]);
      }
      for (const [day, [lo, hi]] of span) kwh.set(day, (kwh.get(day) ?? 0) + (hi - lo));
    } else {
      for (let i = 1; i < rows.length; i++) {
        const drop = rows[i - 1]!.values.fuel! - rows[i]!.values.fuel!;
        const day = formatDate(new Date(rows[i]!.t));
        if (!fuel.has(day)) fuel.set(day, 0);
        if (drop > 0) fuel.set(day, fuel.get(day)! + drop);
      }
    }
  }
  const of = (m: Map<string, number>, day: string) => (m.has(day) ? Math.round(m.get(day)! * 10) / 10 : null);
  return {
    categories: days,
    series: [
      { name: 'boards.figure.kwh', type: 'bar', unit: 'boards.unit.kwh', data: days.map((d) => of(kwh, d)) },
      { name: 'boards.figure.fuel', type: 'line', unit: 'boards.unit.litre', data: days.map((d) => of(fuel, d)) },
    ],
  };
};

const productMapPosition: Handler = async (ctx) => {
  const asOf = asOfOf(ctx);
  const vehicles = await ctx.store.devices.list(['vehicle']);
  const out = [];
  for (const d of vehicles) {
    const rows = await ctx.store.devices.readings(d.id, ['lng', 'lat', 'fuel'], { from: asOf - 2 * HOUR, to: asOf });
    const fix = [...rows].reverse().find((r) => typeof r.values.lng === 'number' && typeof r.values.lat === 'number');
    const fuel = [...rows].reverse().find((r) => typeof r.values.fuel === 'number')?.values.fuel ?? null;
    out.push({ id: d.id, deviceId: d.id, code: d.code, name: d.name, lng: fix?.values.lng ?? null, lat: fix?.values.lat ?? null, at: fix ? formatDate(new Date(fix.t), true) : null, value: fuel, online: ctx.store.devices.offlineSince(d) === null });
  }
  return out;
};

const dealFactoryMapInfo: Handler = async (ctx) => {
  const asOf = asOfOf(ctx);
  const plants = (await ctx.store.referred('ljszy.facilityInfo')).filter((f) => ['transfer', 'incinerator', 'landfill'].includes(String(f.facilityType)));
  const day = formatDate(new Date(asOf));
  const loads = await ctx.store.referred('ljszy.carWeightOperate', { weighTimeStart: `${day} 00:00:00`, weighTimeEnd: formatDate(new Date(asOf), true) }, 20_000);
  return plants.map((p) => {
    const mine = loads.filter((l) => l.facilityId === p.id).map((l) => ({ gross: l.grossWeight as number | null, tare: l.tareWeight as number | null }));
    const at = p.location as { lng: number; lat: number } | null;
    const w = tonnage(mine);
    return { id: p.id, name: p.facilityName, facilityType: p.facilityType, lng: at?.lng ?? null, lat: at?.lat ?? null, value: w.tonnes, loads: w.counted, leftOut: w.leftOut, capacity: p.capacity ?? null };
  });
};

const deviceBoard: Handler = async (ctx) => {
  const asOf = asOfOf(ctx);
  const devices = await ctx.store.devices.list();
  const out = [];
  for (const d of devices) {
    const last = await latest(ctx, d, SHOWN[d.kind] ?? [], asOf);
    const reading = Object.entries(last.values).map(([k, v]) => `${k} ${Math.round(v * 10) / 10}`).join(' · ');
    out.push({ id: d.id, code: d.code, name: d.name, kind: `boards.kind.${d.kind}`, state: ctx.store.devices.offlineSince(d) === null ? 'boards.state.online' : 'boards.state.offline', reading: reading || null, at: last.t === null ? null : formatDate(new Date(last.t), true).slice(11, 16), values: last.values });
  }
  return out;
};

export const terminalHandlers: Record<string, Handler> = {
  [`POST ${CP}/terminalData`]: terminalData,
  [`POST ${CP}/terminalEnergyConsumption`]: terminalEnergyConsumption,
  [`POST ${CP}/productMapPosition`]: productMapPosition,
  [`POST ${CP}/dealFactoryMapInfo`]: dealFactoryMapInfo,
  [`POST ${CP}/realTime/deviceBoard.smvc`]: deviceBoard,
};
