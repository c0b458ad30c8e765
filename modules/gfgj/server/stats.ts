/**
 * 户用回收统计 (dataStatistics/*): each answer in the shape its board panel draws (kit/charts shapes).
 * The board sends `asOf` (its moment); "today" is that moment's day. Insiders' orders (test and staff
 * accounts) are left out of every figure. Weights are the weighed kg of collected and settled orders;
 * unknown (no order weighed) is null, shown "--", never 0.
 */
import { formatDate, type Handler, type HandlerContext } from '../../../kit/resource';
import type { PieItem, SeriesData, StatItem } from '../../../kit/charts/shapes';
import { bookingChanges } from '../rules/order';
import { gfgj } from '../paths';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function asOf(ctx: HandlerContext): number {
  const t = typeof ctx.input.asOf === 'string' ? Date.parse(ctx.input.asOf) : NaN;
  const now = ctx.store.devices.now();
  return Number.isFinite(t) && t <= now + 60_000 ? t : now;
}
const dayOf = (ms: number) => formatDate(new Date(ms));

/** Orders booked from `from` (a day) on, insiders' left out. */
async function ordersSince(ctx: HandlerContext, from: string): Promise<Row[]> {
  const [orders, insiders] = await Promise.all([
    ctx.store.all('order', { bookTimeStart: `${from} 00:00:00` }, 100_000),
    ctx.store.all('appUser', { insider: true }, 100_000),
  ]);
  const out = new Set(insiders.map((u) => u.id));
  return orders.filter((o) => !out.has(o.appUserId));
}

const weighed = (o: Row) => (o.progress === 'collected' || o.progress === 'settled') && o.weight != null;

export const statsHandlers: Record<string, Handler> = {
  /** Today so far: bookings, collections, weight, payments, cancellations and amendments. */
  [gfgj('dataStatistics/getRealtimeData')]: async (ctx): Promise<StatItem[]> => {
    const today = dayOf(asOf(ctx));
    const until = formatDate(new Date(asOf(ctx)), true);
    const orders = (await ordersSince(ctx, today)).filter((o) => text(o.bookTime) <= `${today} 23:59:59`);
    const done = orders.filter((o) => weighed(o) && text(o.collectedAt) <= until);
    const kg = done.reduce((s, o) => s + Number(o.weight), 0);
    const { cancelled, amended } = bookingChanges(orders);
    return [
      { label: 'gfgj.stats.todayOrders', value: orders.length, unit: 'gfgj.unit.orders' },
      { label: 'gfgj.stats.todayCollected', value: done.length, unit: 'gfgj.unit.orders' },
      { label: 'gfgj.stats.todayWeight', value: done.length ? round(kg, 1) : ('--' as unknown as number), unit: 'gfgj.unit.kg' },
      { label: 'gfgj.stats.todayPaid', value: round(orders.filter((o) => o.payState === 'paid').reduce((s, o) => s + Number(o.amount ?? 0), 0)), unit: 'kit.unit.yuan' },
      { label: 'gfgj.stats.todayCancelled', value: cancelled, unit: 'gfgj.unit.orders' },
      { label: 'gfgj.stats.todayAmended', value: amended, unit: 'gfgj.unit.orders' },
    ];
  },
  /** The last 12 months: weighed tonnes (bars) and settled orders (line) per month. */
  [gfgj('dataStatistics/getRecycleData')]: async (ctx): Promise<SeriesData> => {
    const end = new Date(asOf(ctx));
    const months = Array.from({ length: 12 }, (_, i) => formatDate(new Date(end.getFullYear(), end.getMonth() - 11 + i, 1)).slice(0, 7));
    const orders = await ordersSince(ctx, `${months[0]}-01`);
    const kg = new Map<string, number>();
    const settled = new Map<string, number>();
    for (const o of orders) {
      const m = text(o.bookTime).slice(0, 7);
      if (weighed(o)) kg.set(m, (kg.get(m) ?? 0) + Number(o.weight));
      if (o.progress === 'settled') settled.set(m, (settled.get(m) ?? 0) + 1);
    }
    return {
      categories: months,
      series: [
        { name: 'gfgj.stats.tonnes', type: 'bar', unit: 'kit.unit.t', data: months.map((m) => (kg.has(m) ? round(kg.get(m)! / 1000, 2) : null)) },
        { name: 'gfgj.stats.settledOrders', type: 'line', unit: 'gfgj.unit.orders', data: months.map((m) => settled.get(m) ?? 0) },
      ],
    };
  },
  /** The last 30 days: tonnes carted to each disposal site (signed carting orders' weights). */
  [gfgj('dataStatistics/getDisposalData')]: async (ctx): Promise<PieItem[]> => {
    const from = dayOf(asOf(ctx) - 29 * 86_400_000);
    const [loads, sites] = await Promise.all([ctx.store.all('cartingOrder', { departAtStart: `${from} 00:00:00` }, 100_000), ctx.store.all('disposalSite', {}, 1000)]);
    return sites.map((s) => ({ name: text(s.siteName), value: round(loads.filter((l) => l.siteId === s.id && l.weight != null).reduce((a, l) => a + Number(l.weight), 0) / 1000, 2) }));
  },
  /** Where households recycle: weighed orders of the last 90 days, by place (about 100 m), weight 0–1. */
  [gfgj('dataStatistics/getHeatMapData')]: async (ctx) => {
    const orders = (await ordersSince(ctx, dayOf(asOf(ctx) - 89 * 86_400_000))).filter(weighed);
    const cells = new Map<string, { lng: number; lat: number; kg: number }>();
    for (const o of orders) {
      const p = o.location as { lng?: number; lat?: number } | null;
      if (!p || typeof p.lng !== 'number' || typeof p.lat !== 'number') continue;
      const key = `${p.lng.toFixed(3)},${p.lat.toFixed(3)}`;
      const c = cells.get(key) ?? { lng: round(p.lng, 3), lat: round(p.lat, 3), kg: 0 };
      c.kg += Number(o.weight);
      cells.set(key, c);
    }
    const max = Math.max(1, ...[...cells.values()].map((c) => c.kg));
    return [...cells.values()].map((c) => ({ lng: c.lng, lat: c.lat, kg: round(c.kg, 1), weight: round(c.kg / max, 3) }));
  },
  /** Flows of the last 30 days: tonnes carted from each station (categories) to each site (stacked series). */
  [gfgj('dataStatistics/flowCharts')]: async (ctx): Promise<SeriesData> => {
    const from = dayOf(asOf(ctx) - 29 * 86_400_000);
    const [loads, sites, stations] = await Promise.all([
      ctx.store.all('cartingOrder', { departAtStart: `${from} 00:00:00` }, 100_000), ctx.store.all('disposalSite', {}, 1000), ctx.store.all('stationPoint', {}, 1000),
    ]);
    const used = stations.filter((s) => loads.some((l) => l.stationId === s.id));
    return {
      categories: used.map((s) => text(s.stationName)),
      series: sites.map((site) => ({
        name: text(site.siteName), type: 'bar' as const, stack: 'flow', unit: 'kit.unit.t',
        data: used.map((s) => round(loads.filter((l) => l.stationId === s.id && l.siteId === site.id && l.weight != null).reduce((a, l) => a + Number(l.weight), 0) / 1000, 2)),
      })),
      current: null,
    };
  },
};
