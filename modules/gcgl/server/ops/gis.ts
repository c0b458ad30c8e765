/**
 * The GIS calls (gis/): the toilets on the map with their live state, a toilet's readings, visitors
 * per hour, its indices, its cameras and what the kit's player needs to play one. Everything is read
 * from the ledger's toilets and the device store at the time of the call.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../../kit/resource';
import { alarmHoursOf, alarmingIds, countBy, totalOf } from './alarms';
import { cameraInfo, toiletCameras } from './cameras';
import { HOUR, coveredToilets, dayOf, latestOf, namedToilet, readingsOf, timeText, toilets, visitorsIn, type Toilet } from './toilets';
import { opsCall } from '../../resources/ops/paths';

const METRICS = ['nh3', 'visitors', 'water'] as const;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The toilets a map call shows: filtered by `name` (part of the name or code), `regionId` and `state` (online/offline). */
async function shown(ctx: HandlerContext): Promise<Toilet[]> {
  const [name, regionId, state] = [text(ctx.input.name), text(ctx.input.regionId), text(ctx.input.state)];
  if (state && state !== 'online' && state !== 'offline') throw new HandlerError(ctx.t('gcgl.ops.error.state', { value: state }));
  return (await toilets(ctx.store)).filter((x) => (!name || x.name.includes(name) || x.code.includes(name)) && (!regionId || String(x.regionId) === regionId) && (!state || (state === 'online') === x.online));
}

/** A toilet as the map shows it. */
const point = (x: Toilet, alarming: Set<string>) => ({
  toiletId: x.id,
  code: x.code,
  name: x.name,
  regionId: x.regionId,
  region: x.region,
  lng: x.lng,
  lat: x.lat,
  deviceCode: x.deviceCode,
  deviceId: x.device?.id ?? null,
  online: x.online,
  alarming: x.device !== null && alarming.has(x.device.id),
});

/** gis/getList: the toilets with position, online and alarm state (no readings: the map's refresh). */
const getList: Handler = async (ctx) => {
  const list = await shown(ctx);
  const alarming = await alarmingIds(ctx.store, list);
  return list.map((x) => point(x, alarming));
};

/** gis/getListAndStatistics (POST): the toilets with their latest readings and today's visitors and alarms, and the counts over them. */
const getListAndStatistics: Handler = async (ctx) => {
  const list = await shown(ctx);
  const today = dayOf(undefined, ctx.store, ctx.t);
  const alarming = await alarmingIds(ctx.store, list);
  const alarmsToday = countBy(await alarmHoursOf(ctx.store, list, today));
  const rows = [];
  for (const x of list) {
    const latest = await latestOf(ctx.store, x, METRICS);
    rows.push({
      ...point(x, alarming),
      alarmsToday: x.device ? (alarmsToday.get(x.device.id) ?? 0) : 0,
      visitorsToday: await visitorsIn(ctx.store, x, today),
      nh3: latest.values.nh3 ?? null,
      water: latest.values.water ?? null,
      readAt: timeText(latest.t),
    });
  }
  const statistics = {
    total: rows.length,
    online: rows.filter((r) => r.online).length,
    offline: rows.filter((r) => !r.online).length,
    alarming: rows.filter((r) => r.alarming).length,
    alarmsToday: rows.reduce((s, r) => s + r.alarmsToday, 0),
    visitorsToday: rows.reduce((s, r) => s + r.visitorsToday, 0),
  };
  return { statistics, list: rows };
};

/** gis/getLineChart: visitors per hour of `date` (default today) for `toiletId`, or every toilet summed; hours still to come are null. */
const getLineChart: Handler = async (ctx) => {
  const day = dayOf(ctx.input.date, ctx.store, ctx.t);
  const list = await coveredToilets(ctx.store, ctx.input, ctx.t);
  const now = ctx.store.devices.now();
  const hours: (number | null)[] = Array.from({ length: 24 }, (_, h) => (day.from + h * HOUR <= now ? 0 : null));
  for (const x of list) {
    for (const r of await readingsOf(ctx.store, x, ['visitors'], day)) {
      const h = new Date(r.t).getHours();
      hours[h] = (hours[h] ?? 0) + (r.values.visitors ?? 0);
    }
  }
  return {
    categories: hours.map((_, h) => `${String(h).padStart(2, '0')}:00`),
    series: [{ name: 'gcgl.ops.chart.visitors', type: 'bar', data: hours, unit: 'gcgl.ops.unit.person' }],
  };
};

/**
 * gis/getIndexData: a toilet's indices for `date` (default today): ammonia now, its mean and peak, the
 * alarms, visitors and the water tank now — stat items whose labels and units are catalogue keys.
 */
const getIndexData: Handler = async (ctx) => {
  const x = await namedToilet(ctx.store, ctx.input, ctx.t);
  const day = dayOf(ctx.input.date, ctx.store, ctx.t);
  const rows = await readingsOf(ctx.store, x, METRICS, day);
  const nh3 = rows.flatMap((r) => (r.values.nh3 === undefined ? [] : [r.values.nh3]));
  const latest = await latestOf(ctx.store, x, METRICS);
  const alarms = totalOf(await alarmHoursOf(ctx.store, [x], day));
  const visitors = rows.reduce((s, r) => s + (r.values.visitors ?? 0), 0);
  const item = (key: string, value: number | null, unit?: string) => ({ key, label: `gcgl.ops.index.${key}`, value: value ?? '-', ...(unit ? { unit } : {}) });
  return [
    item('nh3', latest.values.nh3 ?? null, 'gcgl.ops.unit.ppm'),
    item('nh3Avg', nh3.length ? Math.round((nh3.reduce((s, v) => s + v, 0) / nh3.length) * 100) / 100 : null, 'gcgl.ops.unit.ppm'),
    item('nh3Max', nh3.length ? Math.max(...nh3) : null, 'gcgl.ops.unit.ppm'),
    item('alarms', alarms, 'gcgl.ops.unit.times'),
    item('visitors', visitors, 'gcgl.ops.unit.person'),
    item('water', latest.values.water ?? null, '%'),
  ];
};

/** gis/getRealTimeData: a toilet's latest readings (within the last day), when they were read, and its state. */
const getRealTimeData: Handler = async (ctx) => {
  const x = await namedToilet(ctx.store, ctx.input, ctx.t);
  const latest = await latestOf(ctx.store, x, METRICS);
  const alarming = await alarmingIds(ctx.store, [x]);
  return { ...point(x, alarming), readAt: timeText(latest.t), nh3: latest.values.nh3, visitors: latest.values.visitors, water: latest.values.water, heartbeatAt: timeText(x.device?.heartbeatAt ?? null) };
};

/** gis/getAlarmAndHumanCount: alarms and visitors on `date` (default today), of `toiletId` or of every toilet, with each toilet's share. */
const getAlarmAndHumanCount: Handler = async (ctx) => {
  const day = dayOf(ctx.input.date, ctx.store, ctx.t);
  const list = await coveredToilets(ctx.store, ctx.input, ctx.t);
  const counts = countBy(await alarmHoursOf(ctx.store, list, day));
  const byToilet = [];
  for (const x of list) byToilet.push({ toiletId: x.id, name: x.name, alarms: x.device ? (counts.get(x.device.id) ?? 0) : 0, visitors: await visitorsIn(ctx.store, x, day) });
  return { date: day.date, alarmCount: byToilet.reduce((s, r) => s + r.alarms, 0), humanCount: byToilet.reduce((s, r) => s + r.visitors, 0), byToilet };
};

/** gis/getBindVideoList: the cameras bound to a toilet (cameras of the video store placed at the facility of its name). */
const getBindVideoList: Handler = async (ctx) => {
  const x = await namedToilet(ctx.store, ctx.input, ctx.t);
  return toiletCameras(ctx.store, x);
};

/** gis/startVideoInfo: what the kit's player needs to play a toilet's camera (`cameraId`, one of the toilet's when `toiletId` is given). */
const startVideoInfo: Handler = async (ctx) => cameraInfo(ctx);

const G = (op: string) => opsCall('gis', op) as string;
export const gisHandlers: Record<string, Handler> = {
  [G('getListAndStatistics')]: getListAndStatistics,
  [G('getList')]: getList,
  [G('getLineChart')]: getLineChart,
  [G('getIndexData')]: getIndexData,
  [G('getRealTimeData')]: getRealTimeData,
  [G('getBindVideoList')]: getBindVideoList,
  [G('startVideoInfo')]: startVideoInfo,
  [G('getAlarmAndHumanCount')]: getAlarmAndHumanCount,
};
