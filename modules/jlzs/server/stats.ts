/**
 * The sorting statistics (zszy/*, the spec leaves their content open; README "Readings"): each call
 * answers one panel of 分类统计 in the kit's chart shapes, from the seeded and entered data —
 * 收集数据 (daily tonnes per district and category), 进场数据 (intake by category and sub-category),
 * 分类设施 and 村社. Every call takes `days` (default 30) and `district` (default all) where it
 * applies; unknown figures are null, never 0. getTownStreetList is the region choice of the board.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import type { PieItem, SeriesData, StatItem } from '../../../kit/charts/shapes';
import { enumValues } from '../enums';
import { jlzs } from '../paths';
import { dayOffset, daysParam, districtParam, lastMonths, percent, round, truthy, type Row } from './shared';

const SORT_TYPES = ['kitchen', 'recyclable', 'hazardous', 'other'] as const;
const T_FIELDS = { kitchen: 'kitchenT', recyclable: 'recyclableT', hazardous: 'hazardousT', other: 'otherT' } as const;
const z = (op: string) => jlzs('zszy', op);

const districtName = (ctx: HandlerContext, d: string) => ctx.t(`jlzs.enum.district.${d}`);
const streetParam = (ctx: HandlerContext) => (typeof ctx.input.street === 'string' && ctx.input.street ? ctx.input.street.slice(0, 20) : null);

/** 收集数据 summed over the period (or grouped by `groupBy`), narrowed to a district. */
function collected(ctx: HandlerContext, from: string, groupBy: string[], limit = 1000) {
  const district = districtParam(ctx);
  return ctx.store.aggregate('collectData', {
    filters: { collectDateStart: from, ...(district ? { district } : {}) },
    groupBy,
    sum: ['kitchenT', 'otherT', 'recyclableT', 'hazardousT', 'contaminatedT', 'blueBuckets'],
    limit,
  });
}

/** The facilities of the region chosen (district, street). */
async function facilitiesOf(ctx: HandlerContext, filters: Row = {}) {
  const district = districtParam(ctx);
  const street = streetParam(ctx);
  return ctx.store.all('facilityManage', { ...filters, ...(district ? { district } : {}), ...(street ? { street } : {}) }, 5000);
}

/** Sum of the known values; null when none is known. */
const sumKnown = (xs: unknown[]) => {
  const known = xs.filter((x) => x !== null && x !== undefined).map(Number);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
};

const trashParent: Handler = async (ctx): Promise<PieItem[]> => {
  const [g] = await collected(ctx, dayOffset(daysParam(ctx) - 1, ctx.store.devices.now()), []);
  if (!g) return [];
  return SORT_TYPES.filter((k) => g[T_FIELDS[k]] !== null).map((k) => ({ name: ctx.t(`jlzs.enum.sortType.${k}`), value: round(g[T_FIELDS[k]]) ?? 0 }));
};

const trashSub: Handler = async (ctx): Promise<SeriesData> => {
  const parent = typeof ctx.input.parent === 'string' && ctx.input.parent ? ctx.input.parent : 'recyclable';
  const parentRow = (await ctx.store.all('metaData', { code: parent }, 1)).find((r) => r.code === parent);
  if (!parentRow) throw new HandlerError(ctx.t('jlzs.stats.badParent', { code: parent.slice(0, 20) }));
  const subs = await ctx.store.all('metaData', { parentCode: parent }, 200);
  const facilities = districtParam(ctx) || streetParam(ctx) ? (await facilitiesOf(ctx)).map((f) => f.id) : null;
  const groups = facilities && !facilities.length ? [] : await ctx.store.aggregate('enterData', {
    filters: { enterDateStart: dayOffset(daysParam(ctx) - 1, ctx.store.devices.now()), garbageCode: subs.map((s) => s.code).join(','), ...(facilities ? { facilityId: facilities.join(',') } : {}) },
    groupBy: ['garbageCode'],
    sum: ['tonnes'],
  });
  const sorted = [...subs].sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  return {
    categories: sorted.map((s) => String(s.name)),
    series: [{ name: ctx.t('jlzs.stats.tonnes'), type: 'bar', unit: 'kit.unit.t', data: sorted.map((s) => round(groups.find((g) => g.garbageCode === s.code)?.tonnes ?? null)) }],
    current: null,
  };
};

/** 12 months of 收集数据, each month's sums (null for a month without rows). */
async function months(ctx: HandlerContext) {
  const list = lastMonths(12, ctx.store.devices.now());
  const groups = await collected(ctx, `${list[0]}-01`, ['collectDate:month']);
  return { list, of: (m: string) => groups.find((g) => g.collectDate_month === m) ?? null };
}

const rates: Handler = async (ctx): Promise<SeriesData> => {
  const { list, of } = await months(ctx);
  const total = (g: Row | null) => (g ? sumKnown(SORT_TYPES.map((k) => g[T_FIELDS[k]])) : null);
  const known = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    categories: list,
    series: [
      { name: ctx.t('jlzs.stats.recycleRate'), type: 'line', unit: '%', data: list.map((m) => { const g = of(m); return g ? percent(sumKnown([g.recyclableT, g.kitchenT]), total(g)) : null; }) },
      { name: ctx.t('jlzs.stats.kitchenRate'), type: 'line', unit: '%', data: list.map((m) => { const g = of(m); return g ? percent(known(g.kitchenT), total(g)) : null; }) },
    ],
  };
};

const contaminatedRecyclables: Handler = async (ctx): Promise<SeriesData> => {
  const { list, of } = await months(ctx);
  return {
    categories: list,
    series: [
      { name: ctx.t('jlzs.stats.contaminatedT'), type: 'bar', unit: 'kit.unit.t', data: list.map((m) => round(of(m)?.contaminatedT ?? null)) },
      { name: ctx.t('jlzs.stats.contaminatedShare'), type: 'line', unit: '%', data: list.map((m) => { const g = of(m); return g && g.contaminatedT !== null && g.recyclableT !== null ? percent(Number(g.contaminatedT), Number(g.recyclableT)) : null; }) },
    ],
  };
};

const blueBucketClearing: Handler = async (ctx): Promise<SeriesData> => {
  const days = daysParam(ctx);
  const list = Array.from({ length: days }, (_, i) => dayOffset(days - 1 - i, ctx.store.devices.now()));
  const groups = await collected(ctx, list[0]!, ['collectDate'], 400);
  return { categories: list, series: [{ name: ctx.t('jlzs.stats.buckets'), type: 'bar', data: list.map((d) => round(groups.find((g) => g.collectDate === d)?.blueBuckets ?? null, 0)) }] };
};

const outletsRecyclingStatistics: Handler = async (ctx) => {
  const outlets = await facilitiesOf(ctx, { facilityType: 'outlet' });
  if (!outlets.length) return [];
  const groups = await ctx.store.aggregate('enterData', { filters: { enterDateStart: dayOffset(daysParam(ctx) - 1, ctx.store.devices.now()), facilityId: outlets.map((o) => o.id).join(',') }, groupBy: ['facilityId'], sum: ['tonnes', 'loads'] });
  return outlets.map((o) => {
    const g = groups.find((x) => Number(x.facilityId) === o.id);
    return { facilityName: o.facilityName, street: o.street, loads: g ? round(g.loads, 0) : null, tonnes: g ? round(g.tonnes) : null };
  });
};

const onlineRecording: Handler = async (ctx): Promise<StatItem[]> => {
  const points = await facilitiesOf(ctx, { facilityType: 'point' });
  const online = points.filter((p) => truthy(p.onlineRecording)).length;
  const share = percent(online, points.length);
  return [
    // Labels and units are catalogue keys (the board and a home figure read them in the page's language).
    { label: 'jlzs.stats.points', value: points.length },
    { label: 'jlzs.stats.online', value: online },
    { label: 'jlzs.stats.onlineShare', value: share ?? '--', unit: share === null ? undefined : 'jlzs.stats.percent' },
    { label: 'jlzs.stats.devices', value: points.reduce((s, p) => s + Number(p.equipment ?? 0), 0) },
  ];
};

/** Recyclables per household and day, per district: kg ÷ households (村社) ÷ days; null without households. */
const unitRecovery: Handler = async (ctx): Promise<SeriesData> => {
  const days = daysParam(ctx);
  const [groups, villages] = await Promise.all([collected(ctx, dayOffset(days - 1, ctx.store.devices.now()), ['district']), ctx.store.aggregate('village', { groupBy: ['district'], sum: ['households'] })]);
  const districts = enumValues.district.filter((d) => groups.some((g) => g.district === d));
  return {
    categories: districts.map((d) => districtName(ctx, d)),
    series: [{
      name: ctx.t('jlzs.stats.unitRecovery'), type: 'bar', unit: 'jlzs.stats.kgPerHousehold',
      data: districts.map((d) => {
        const kg = groups.find((g) => g.district === d)?.recyclableT;
        const households = Number(villages.find((v) => v.district === d)?.households ?? 0);
        return kg === null || kg === undefined || !households ? null : round((Number(kg) * 1000) / households / days, 3);
      }),
    }],
    current: null,
  };
};

const fixedTimeLocationInfo: Handler = async (ctx) =>
  (await facilitiesOf(ctx, { facilityType: 'point' })).map((p) => ({ name: p.facilityName, street: p.street, estate: p.estate, fixedTime: p.fixedTime }));

/** Counts (or sums of `field`) per facility type of the region, as pie slices. */
async function byType(ctx: HandlerContext, field?: string): Promise<PieItem[]> {
  const facilities = await facilitiesOf(ctx);
  return enumValues.facilityType
    .map((type) => ({ name: ctx.t(`jlzs.enum.facilityType.${type}`), value: facilities.filter((f) => f.facilityType === type).reduce((s, f) => s + (field ? Number(f[field] ?? 0) : 1), 0) }))
    .filter((p) => p.value > 0);
}

const equipment: Handler = (ctx) => byType(ctx, 'equipment');
const siteInfo: Handler = (ctx) => byType(ctx);

const regionInfo: Handler = async (ctx) => {
  const district = districtParam(ctx);
  const filters = district ? { district } : {};
  const [villages, facilities] = await Promise.all([ctx.store.all('village', filters, 5000), ctx.store.all('facilityManage', filters, 5000)]);
  return enumValues.district
    .filter((d) => villages.some((v) => v.district === d) || facilities.some((f) => f.district === d))
    .map((d) => {
      const vs = villages.filter((v) => v.district === d);
      return { district: districtName(ctx, d), streets: new Set(vs.map((v) => v.street)).size, villages: vs.length, households: vs.reduce((s, v) => s + Number(v.households ?? 0), 0), facilities: facilities.filter((f) => f.district === d).length };
    });
};

/**
 * Districts and their towns or streets where sorting is organised (村社, disposal points, outlets and
 * refuse rooms; a plant serving the city does not make its district one of the tenant's regions), as a
 * tree choice: `{ value, label, children }`, a street's value `district/street`.
 */
const getTownStreetList: Handler = async (ctx) => {
  const [villages, facilities] = await Promise.all([ctx.store.all('village', {}, 5000), ctx.store.all('facilityManage', { facilityType: 'point,outlet,station' }, 5000)]);
  return enumValues.district
    .map((d) => {
      const streets = [...new Set([...villages, ...facilities].filter((r) => r.district === d && r.street).map((r) => String(r.street)))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
      return { value: d, label: districtName(ctx, d), children: streets.map((s) => ({ value: `${d}/${s}`, label: s })) };
    })
    .filter((d) => d.children.length);
};

export const statsHandlers: Record<string, Handler> = {
  [z('trashParent')]: trashParent,
  [z('trashSub')]: trashSub,
  [z('rates')]: rates,
  [z('contaminatedRecyclables')]: contaminatedRecyclables,
  [z('blueBucketClearing')]: blueBucketClearing,
  [z('outletsRecyclingStatistics')]: outletsRecyclingStatistics,
  [z('onlineRecording')]: onlineRecording,
  [z('unitRecovery')]: unitRecovery,
  [z('fixedTimeLocationInfo')]: fixedTimeLocationInfo,
  [z('equipment')]: equipment,
  [z('regionInfo')]: regionInfo,
  [z('siteInfo')]: siteInfo,
  [jlzs('common', 'getTownStreetList')]: getTownStreetList,
};
