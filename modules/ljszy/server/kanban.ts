/**
 * The kanban's calls (/cloud/ljszy/kanban/*): figures, route detail, per-vehicle and per-facility
 * statistics, collected facilities, and the daily and monthly forecasts. The forecast is the mean of
 * the same weekday over the last four weeks (daily) or a linear trend over the last six months
 * (monthly): simple, explainable, and written down here because the spec does not name a method.
 */
import { formatDate, HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { collectedFac, names } from './reports';
import { dayOffset, idParam, lastDays, lastMonths, round2, routeFacilityIds, today, type SeriesData, type StatItem } from './shared';

const K = '/cloud/ljszy/kanban';
const garbageKey = (g: string) => `ljszy.enum.garbageType.${g}`;

async function dailyTotals(ctx: HandlerContext, days: number): Promise<Map<string, number>> {
  const rows = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: dayOffset(ctx, days - 1) }, groupBy: ['weighTime:day'], sum: ['netWeight'] });
  return new Map(rows.map((r) => [String(r.weighTime_day), Number(r.netWeight)]));
}

/** Forecast of a day: mean of the same weekday in the 4 weeks before it (days with data only). */
function forecastDay(totals: Map<string, number>, day: string): number {
  const base = new Date(`${day}T00:00:00`);
  const same = [7, 14, 21, 28].map((w) => totals.get(formatDate(new Date(base.getTime() - w * 86_400_000)))).filter((v): v is number => v !== undefined);
  const recent = [...totals.values()];
  const pool = same.length ? same : recent;
  return round2(pool.reduce((s, v) => s + v, 0) / Math.max(1, pool.length));
}

async function monthTotals(ctx: HandlerContext): Promise<{ months: string[]; values: number[] }> {
  const months = lastMonths(ctx, 6);
  const rows = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: `${months[0]}-01` }, groupBy: ['weighTime:month'], sum: ['netWeight'] });
  const by = new Map(rows.map((r) => [String(r.weighTime_month), Number(r.netWeight)]));
  return { months, values: months.map((m) => round2(by.get(m) ?? 0)) };
}

/** Least-squares line over the months that have data, extended `ahead` months. */
function forecastMonths(values: number[], ahead: number): number[] {
  const pts = values.map((v, i) => [i, v] as const).filter(([, v]) => v > 0);
  if (pts.length < 2) return Array.from({ length: ahead }, () => round2(pts[0]?.[1] ?? 0));
  const n = pts.length;
  const sx = pts.reduce((s, [x]) => s + x, 0);
  const sy = pts.reduce((s, [, y]) => s + y, 0);
  const sxy = pts.reduce((s, [x, y]) => s + x * y, 0);
  const sxx = pts.reduce((s, [x]) => s + x * x, 0);
  const slope = (n * sxy - sx * sy) / Math.max(1e-9, n * sxx - sx * sx);
  const icpt = (sy - slope * sx) / n;
  return Array.from({ length: ahead }, (_, i) => round2(Math.max(0, icpt + slope * (values.length + i))));
}

function nextMonths(from: string, n: number): string[] {
  const [y, m] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(y, m + i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

async function stats(ctx: HandlerContext, resource: 'carId' | 'facilityId', days: number) {
  const rows = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: dayOffset(ctx, days - 1) }, groupBy: [resource], sum: ['netWeight'], orderBy: { field: 'netWeight', order: 'desc' } });
  const n = resource === 'carId' ? await names(ctx, 'carInfo', 'carCode') : await names(ctx, 'facilityInfo', 'facilityName');
  return rows.map((r) => ({ id: r[resource], name: n.get(r[resource] as number) ?? '', trips: r.count, netWeight: round2(r.netWeight), average: round2(Number(r.netWeight) / Math.max(1, r.count)) }));
}

export const kanbanHandlers: Record<string, Handler> = {
  [`${K}/getStatList`]: async (ctx): Promise<StatItem[]> => {
    const [cars, routes, facs] = await Promise.all([ctx.store.aggregate('carInfo', { groupBy: [] }), ctx.store.aggregate('route', { groupBy: [] }), ctx.store.aggregate('facilityInfo', { groupBy: [] })]);
    const month = today(ctx).slice(0, 7);
    const [m] = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: `${month}-01` }, groupBy: [], sum: ['netWeight'] });
    return [
      { label: 'ljszy.board.cars', value: cars[0]?.count ?? 0 },
      { label: 'ljszy.board.routes', value: routes[0]?.count ?? 0 },
      { label: 'ljszy.board.facilities', value: facs[0]?.count ?? 0 },
      { label: 'ljszy.board.monthWeight', value: round2(m?.netWeight), unit: 'kit.unit.t' },
    ];
  },
  [`${K}/getRouteDetail`]: async (ctx) => {
    const route = await ctx.store.get('route', idParam(ctx, 'routeId'));
    if (!route) throw new HandlerError(ctx.t('kit.server.notFound'));
    const ids = routeFacilityIds(route);
    const facilities = (await ctx.store.all('facilityInfo')).filter((f) => ids.includes(f.id as number));
    const bands = (await ctx.store.all('carRouteBand')).filter((b) => b.routeId === route?.id);
    const cars = await names(ctx, 'carInfo', 'carCode');
    return { route, facilities: facilities.map((f) => ({ id: f.id, facilityName: f.facilityName, address: f.address })), cars: bands.map((b) => cars.get(b.carId as number) ?? '') };
  },
  [`POST ${K}/getCarStatList`]: (ctx) => stats(ctx, 'carId', 7),
  [`POST ${K}/getFacStatList`]: async (ctx) => {
    const configured = new Set((await ctx.store.all('facilityGarType')).map((g) => g.facilityId));
    return (await stats(ctx, 'facilityId', 7)).filter((s) => configured.has(s.id));
  },
  [`POST ${K}/getFacStatListWithNoConfig`]: async (ctx) => {
    const configured = new Set((await ctx.store.all('facilityGarType')).map((g) => g.facilityId));
    return (await stats(ctx, 'facilityId', 7)).filter((s) => !configured.has(s.id));
  },
  [`GET ${K}/loadCollectedFacList`]: async (ctx) => {
    const day = today(ctx);
    return collectedFac(ctx, { pageNo: 1, pageSize: 50, sort: { field: 'times', order: 'desc' }, filters: [{ field: 'day', mode: 'range', value: [dayOffset(ctx, 1), day], columns: ['day', 'day'] }] });
  },
  [`GET ${K}/dailyForeCast`]: async (ctx) => {
    const totals = await dailyTotals(ctx, 35);
    const tomorrow = dayOffset(ctx, -1);
    const last7 = lastDays(ctx, 7).map((d) => totals.get(d) ?? 0);
    return { day: tomorrow, forecast: forecastDay(totals, tomorrow), lastWeekAverage: round2(last7.reduce((s, v) => s + v, 0) / 7), unit: 'kit.unit.t' };
  },
  [`GET ${K}/monthForeCast`]: async (ctx) => {
    const { months, values } = await monthTotals(ctx);
    const [next] = forecastMonths(values, 1);
    return { month: nextMonths(months[months.length - 1]!, 1)[0], forecast: next, lastMonth: values[values.length - 2] ?? 0, unit: 'kit.unit.t' };
  },
  [`GET ${K}/dailyForeCastChart`]: async (ctx): Promise<SeriesData> => {
    const totals = await dailyTotals(ctx, 42);
    const past = lastDays(ctx, 14);
    const ahead = Array.from({ length: 7 }, (_, i) => dayOffset(ctx, -(i + 1)));
    return {
      categories: [...past, ...ahead],
      series: [
        { name: 'ljszy.board.actual', type: 'bar', data: [...past.map((d) => round2(totals.get(d) ?? 0)), ...ahead.map(() => null)] },
        { name: 'ljszy.board.forecast', type: 'line', dashed: true, data: [...past.map((d) => forecastDay(totals, d)), ...ahead.map((d) => forecastDay(totals, d))] },
      ],
    };
  },
  [`GET ${K}/monthForeCastChart`]: async (ctx): Promise<SeriesData> => {
    const { months, values } = await monthTotals(ctx);
    const ahead = nextMonths(months[months.length - 1]!, 3);
    const forecast = forecastMonths(values, 3);
    return {
      categories: [...months, ...ahead],
      series: [
        { name: 'ljszy.board.actual', type: 'bar', data: [...values, null, null, null] },
        { name: 'ljszy.board.forecast', type: 'line', dashed: true, data: [...months.map(() => null), ...forecast] },
      ],
    };
  },
  [`${K}/getFacReport`]: async (ctx) => stats(ctx, 'facilityId', 30),
  [`${K}/simpleList`]: async (ctx) => (await ctx.store.all('carInfo')).map((c) => ({ id: c.id, carCode: c.carCode, status: `ljszy.enum.carStatus.${String(c.status)}` })),
  [`${K}/weightDailyReport`]: async (ctx) => {
    const days = lastDays(ctx, 7);
    const rows = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: days[0] }, groupBy: ['weighTime:day', 'garbageType'], sum: ['netWeight'] });
    return days.reverse().map((d) => {
      const of = rows.filter((r) => r.weighTime_day === d);
      return { day: d, trips: of.reduce((s, r) => s + r.count, 0), netWeight: round2(of.reduce((s, r) => s + Number(r.netWeight), 0)), byType: of.map((r) => ({ name: garbageKey(String(r.garbageType)), value: round2(r.netWeight) })) };
    });
  },
};
