/**
 * The 看板 board (kb/) and the 一张图 overview screen (yzt/): figures over every toilet of the caller's
 * tenant, each answered in the shape of a kit chart panel (stat items, series, pie slices) with
 * catalogue keys for labels, so the screens are kit Board panels with no chart code.
 */
import { formatDate, type Handler, type HandlerContext } from '../../../../kit/resource';
import { opsCall } from '../../resources/ops/paths';
import { alarmHoursOf, alarmingIds, countBy, totalOf } from './alarms';
import { commentsIn, meanRating } from './comments';
import { DAY, HOUR, dayOf, daysOf, latestOf, readingsOf, startOfDay, toilets, visitorsIn } from './toilets';
import { swipesOn } from './swipe';

const stat = (key: string, value: number | string | null, unit?: string) => ({ label: `gcgl.ops.stat.${key}`, value: value ?? '-', ...(unit ? { unit } : {}) });

/** Today's visitors of every toilet together. */
async function visitorsToday(ctx: HandlerContext) {
  const today = dayOf(undefined, ctx.store, ctx.t);
  let n = 0;
  for (const x of await toilets(ctx.store)) n += await visitorsIn(ctx.store, x, today);
  return n;
}

/** kb/getStatistics (POST): toilets, online, alarms and visitors today, the mean rating of the last 30 days, card swipes today. */
const getStatistics: Handler = async (ctx) => {
  const list = await toilets(ctx.store);
  const today = dayOf(undefined, ctx.store, ctx.t);
  const { comments } = await commentsIn({ ...ctx, input: {} });
  return [
    stat('toilets', list.length, 'gcgl.ops.unit.seat'),
    stat('online', list.filter((x) => x.online).length, 'gcgl.ops.unit.seat'),
    stat('alarmsToday', totalOf(await alarmHoursOf(ctx.store, list, today)), 'gcgl.ops.unit.times'),
    stat('visitorsToday', await visitorsToday(ctx), 'gcgl.ops.unit.person'),
    stat('rating', meanRating(comments), 'gcgl.ops.unit.star'),
    stat('swipesToday', (await swipesOn(ctx.store, today.date)).length, 'gcgl.ops.unit.times'),
  ];
};

/** kb/getLineChart: per day of the range (`startDate`–`endDate`, default the last 7 days), every toilet's visitors (bars) and alarms (line). */
const getLineChart: Handler = async (ctx) => {
  const range = daysOf(ctx.input, ctx.store, ctx.t);
  const list = await toilets(ctx.store);
  const visitors = range.dates.map(() => 0);
  const dayIndex = (t: number) => range.dates.indexOf(formatDate(new Date(t)));
  for (const x of list) for (const r of await readingsOf(ctx.store, x, ['visitors'], range)) visitors[dayIndex(r.t)]! += r.values.visitors ?? 0;
  const alarms = range.dates.map(() => 0);
  for (const h of await alarmHoursOf(ctx.store, list, range)) alarms[dayIndex(h.hour)]! += h.count;
  return {
    categories: range.dates,
    series: [
      { name: 'gcgl.ops.chart.visitors', type: 'bar', data: visitors, unit: 'gcgl.ops.unit.person' },
      { name: 'gcgl.ops.chart.alarms', type: 'line', data: alarms, unit: 'gcgl.ops.unit.times' },
    ],
  };
};

/** yzt/getStatSensor: the toilets' sensors (their devices in the store): in all, online, offline, alarming now. */
const getStatSensor: Handler = async (ctx) => {
  const list = (await toilets(ctx.store)).filter((x) => x.device);
  const online = list.filter((x) => x.online).length;
  return [stat('sensors', list.length, 'gcgl.ops.unit.set'), stat('online', online, 'gcgl.ops.unit.set'), stat('offline', list.length - online, 'gcgl.ops.unit.set'), stat('alarming', (await alarmingIds(ctx.store, list)).size, 'gcgl.ops.unit.set')];
};

/** yzt/getVisitorStat: visitors per toilet today and yesterday (until the same hour). */
const getVisitorStat: Handler = async (ctx) => {
  const list = await toilets(ctx.store);
  const now = ctx.store.devices.now();
  const today = { from: startOfDay(now), to: now + 1 };
  const yesterday = { from: startOfDay(today.from - HOUR), to: now + 1 - DAY };
  // A toilet without a gateway counts nobody: unknown (null, no bar), never 0.
  const [a, b] = [[] as (number | null)[], [] as (number | null)[]];
  for (const x of list) {
    a.push(x.device ? await visitorsIn(ctx.store, x, today) : null);
    b.push(x.device ? await visitorsIn(ctx.store, x, yesterday) : null);
  }
  return {
    categories: list.map((x) => x.name),
    series: [
      { name: 'gcgl.ops.chart.today', type: 'bar', data: a, unit: 'gcgl.ops.unit.person' },
      { name: 'gcgl.ops.chart.yesterday', type: 'bar', data: b, unit: 'gcgl.ops.unit.person' },
    ],
  };
};

/** yzt/getOdorStat: per toilet, ammonia now and today's peak (ppm), and today's alarms. */
const getOdorStat: Handler = async (ctx) => {
  const list = await toilets(ctx.store);
  const today = dayOf(undefined, ctx.store, ctx.t);
  const counts = countBy(await alarmHoursOf(ctx.store, list, today));
  const [now, peak, alarms] = [[] as (number | null)[], [] as (number | null)[], [] as (number | null)[]];
  for (const x of list) {
    now.push((await latestOf(ctx.store, x, ['nh3'])).values.nh3 ?? null);
    const values = (await readingsOf(ctx.store, x, ['nh3'], today)).flatMap((r) => (r.values.nh3 === undefined ? [] : [r.values.nh3]));
    peak.push(values.length ? Math.max(...values) : null);
    alarms.push(x.device ? (counts.get(x.device.id) ?? 0) : null);
  }
  return {
    categories: list.map((x) => x.name),
    series: [
      { name: 'gcgl.ops.chart.nh3', type: 'bar', data: now, unit: 'gcgl.ops.unit.ppm' },
      { name: 'gcgl.ops.chart.nh3Max', type: 'bar', data: peak, unit: 'gcgl.ops.unit.ppm' },
      { name: 'gcgl.ops.chart.alarms', type: 'line', data: alarms, unit: 'gcgl.ops.unit.times' },
    ],
  };
};

/** yzt/loadTotalInfo: the overview's totals: toilets, regions, devices, cameras at toilets, comments and their mean (30 days), visitors and swipes today. */
const loadTotalInfo: Handler = async (ctx) => {
  const list = await toilets(ctx.store);
  const names = new Set(list.map((x) => x.name));
  const cameras = (await ctx.store.devices.list(['camera'])).filter((d) => d.place?.kind === 'facility' && names.has(d.place.name));
  const { comments } = await commentsIn({ ...ctx, input: {} });
  const today = dayOf(undefined, ctx.store, ctx.t);
  return [
    stat('toilets', list.length, 'gcgl.ops.unit.seat'),
    stat('regions', new Set(list.map((x) => x.region).filter(Boolean)).size, 'gcgl.ops.unit.count'),
    stat('sensors', list.filter((x) => x.device).length, 'gcgl.ops.unit.set'),
    stat('cameras', cameras.length, 'gcgl.ops.unit.set'),
    stat('comments', comments.length, 'gcgl.ops.unit.piece'),
    stat('rating', meanRating(comments), 'gcgl.ops.unit.star'),
    stat('visitorsToday', await visitorsToday(ctx), 'gcgl.ops.unit.person'),
    stat('swipesToday', (await swipesOn(ctx.store, today.date)).length, 'gcgl.ops.unit.times'),
  ];
};

export const boardHandlers: Record<string, Handler> = {
  [opsCall('kb', 'getStatistics') as string]: getStatistics,
  [opsCall('kb', 'getLineChart') as string]: getLineChart,
  [opsCall('yzt', 'getStatSensor') as string]: getStatSensor,
  [opsCall('yzt', 'getVisitorStat') as string]: getVisitorStat,
  [opsCall('yzt', 'getOdorStat') as string]: getOdorStat,
  [opsCall('yzt', 'loadTotalInfo') as string]: loadTotalInfo,
};
