/**
 * The platform dashboard's calls (/cloud/ljszy/platform/*): today's figures, weights per garbage type,
 * facility type and facility, daily and monthly, and the 30-day trend. Names that are catalogue keys
 * are translated by the board; data names (facilities, routes) pass through as they are.
 */
import type { Handler, HandlerContext } from '../../../kit/resource';
import { names } from './reports';
import { dayOffset, idsParam, lastDays, lastMonths, round2, seriesOf, today, type PieItem, type SeriesData, type StatItem } from './shared';

const P = '/cloud/ljszy/platform';
const garbageKey = (g: string) => `ljszy.enum.garbageType.${g}`;
const typeKey = (g: string) => `ljszy.enum.facilityType.${g}`;

/** The last day with weighings (today, or the latest before it), so a quiet morning still shows data. */
async function latestDay(ctx: HandlerContext): Promise<string> {
  const rows = await ctx.store.aggregate('carWeightOperate', { groupBy: ['weighTime:day'], orderBy: { field: 'weighTime_day', order: 'desc' }, limit: 1 });
  return (rows[0]?.weighTime_day as string | undefined) ?? today(ctx);
}

const dayFilter = (day: string) => ({ weighTimeStart: day, weighTimeEnd: day });

async function weightsBy(ctx: HandlerContext, unit: 'day' | 'month', by: 'facilityId' | 'garbageType', from: string) {
  return ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: from }, groupBy: [`weighTime:${unit}`, by], sum: ['netWeight'], limit: 20000 });
}

async function facilityDaily(ctx: HandlerContext, unit: 'day' | 'month'): Promise<SeriesData> {
  const cats = unit === 'day' ? lastDays(ctx, 14) : lastMonths(ctx, 6);
  const rows = await weightsBy(ctx, unit, 'facilityId', unit === 'day' ? cats[0]! : `${cats[0]}-01`);
  const fac = await names(ctx, 'facilityInfo', 'facilityName');
  return seriesOf(rows, `weighTime_${unit}`, 'facilityId', 'netWeight', cats, (k) => fac.get(Number(k)) ?? k, 5);
}

async function garbageDaily(ctx: HandlerContext, unit: 'day' | 'month'): Promise<SeriesData> {
  const cats = unit === 'day' ? lastDays(ctx, 14) : lastMonths(ctx, 6);
  const rows = await weightsBy(ctx, unit, 'garbageType', unit === 'day' ? cats[0]! : `${cats[0]}-01`);
  return seriesOf(rows, `weighTime_${unit}`, 'garbageType', 'netWeight', cats, garbageKey);
}

/** Weights per facility type: the weighing's facility decides the type. */
async function subjectDaily(ctx: HandlerContext, unit: 'day' | 'month'): Promise<SeriesData> {
  const cats = unit === 'day' ? lastDays(ctx, 14) : lastMonths(ctx, 6);
  const rows = await weightsBy(ctx, unit, 'facilityId', unit === 'day' ? cats[0]! : `${cats[0]}-01`);
  const types = await names(ctx, 'facilityInfo', 'facilityType');
  const typed = rows.map((r) => ({ ...r, facilityType: types.get(r.facilityId as number) ?? '' }));
  return seriesOf(typed, `weighTime_${unit}`, 'facilityType', 'netWeight', cats, typeKey);
}

export const platformHandlers: Record<string, Handler> = {
  [`${P}/getDailyPrimevalDTO`]: async (ctx): Promise<StatItem[]> => {
    const day = await latestDay(ctx);
    const [total] = await ctx.store.aggregate('carWeightOperate', { filters: dayFilter(day), groupBy: [], sum: ['netWeight'] });
    const cars = await ctx.store.aggregate('carWeightOperate', { filters: dayFilter(day), groupBy: ['carId'] });
    const facs = await ctx.store.aggregate('carWeightOperate', { filters: dayFilter(day), groupBy: ['facilityId'] });
    return [
      { label: 'ljszy.board.day', value: day },
      { label: 'ljszy.board.trips', value: total?.count ?? 0 },
      { label: 'ljszy.board.netWeight', value: round2(total?.netWeight), unit: 'kit.unit.t' },
      { label: 'ljszy.board.cars', value: cars.length },
      { label: 'ljszy.board.facilities', value: facs.length },
    ];
  },
  [`${P}/routeList`]: async (ctx) => (await ctx.store.all('route')).map((r) => ({ id: r.id, routeName: r.routeName, garbageType: r.garbageType })),
  [`${P}/subjectIdNum`]: async (ctx): Promise<PieItem[]> =>
    (await ctx.store.aggregate('facilityInfo', { groupBy: ['facilityType'] })).map((r) => ({ name: typeKey(String(r.facilityType)), value: r.count })),
  [`${P}/dailyGarNum`]: async (ctx): Promise<PieItem[]> => {
    const day = await latestDay(ctx);
    const rows = await ctx.store.aggregate('carWeightOperate', { filters: dayFilter(day), groupBy: ['garbageType'], sum: ['netWeight'] });
    return rows.map((r) => ({ name: garbageKey(String(r.garbageType)), value: round2(r.netWeight) }));
  },
  [`${P}/subjectFacInfo`]: async (ctx) =>
    (await ctx.store.all('facilityInfo'))
      .filter((f) => f.location)
      .map((f) => {
        const p = f.location as { lng: number; lat: number };
        return { name: f.facilityName, lng: p.lng, lat: p.lat, category: typeKey(String(f.facilityType)) };
      }),
  [`${P}/facGarList`]: async (ctx) => {
    const rows = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: dayOffset(ctx, 29) }, groupBy: ['facilityId'], sum: ['netWeight'], orderBy: { field: 'netWeight', order: 'desc' }, limit: 10 });
    const fac = await names(ctx, 'facilityInfo', 'facilityName');
    return rows.map((r, i) => ({ rank: i + 1, facilityName: fac.get(r.facilityId as number) ?? '', trips: r.count, netWeight: round2(r.netWeight) }));
  },
  [`${P}/getCarByRouteIds`]: async (ctx) => {
    const routeIds = idsParam(ctx, 'routeIds');
    const bands = await ctx.store.all('carRouteBand');
    const cars = await names(ctx, 'carInfo', 'carCode');
    const routes = await names(ctx, 'route', 'routeName');
    return bands
      .filter((b) => !routeIds.length || routeIds.includes(b.routeId as number))
      .map((b) => ({ carId: b.carId, carCode: cars.get(b.carId as number) ?? '', routeName: routes.get(b.routeId as number) ?? '' }));
  },
  [`${P}/facGarNumDailyList`]: (ctx) => facilityDaily(ctx, 'day'),
  [`${P}/facGarNumMonthlyList`]: (ctx) => facilityDaily(ctx, 'month'),
  [`${P}/facGarNumDailyListXH`]: (ctx) => garbageDaily(ctx, 'day'),
  [`${P}/facGarNumMonthlyListXH`]: (ctx) => garbageDaily(ctx, 'month'),
  [`${P}/subjectGarNumDailyList`]: (ctx) => subjectDaily(ctx, 'day'),
  [`${P}/subjectGarNumMonthlyList`]: (ctx) => subjectDaily(ctx, 'month'),
  [`${P}/trendList`]: async (ctx): Promise<SeriesData> => {
    const cats = lastDays(ctx, 30);
    const rows = await ctx.store.aggregate('carWeightOperate', { filters: { weighTimeStart: cats[0] }, groupBy: ['weighTime:day'], sum: ['netWeight'] });
    const byDay = new Map(rows.map((r) => [r.weighTime_day, r]));
    return {
      categories: cats,
      series: [
        { name: 'ljszy.board.netWeight', type: 'line', data: cats.map((c) => round2(byDay.get(c)?.netWeight)) },
        { name: 'ljszy.board.trips', type: 'bar', data: cats.map((c) => byDay.get(c)?.count ?? 0) },
      ],
    };
  },
};
