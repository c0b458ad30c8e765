/**
 * The sorting-accuracy calls beside CRUD: releasing a facility, the estates' bindings, calculating a
 * month's rates, the bands, the trend and the summary. Rates come from calculate.ts (accuracy.ts):
 * every figure names its source; unknown stays null.
 */
import { formatDate, HandlerError, pageRows, type Handler, type HandlerContext, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { BANDS, DEFAULT_BOUNDS, SOURCES, type AccuracySource, type BandBounds } from '../accuracy';
import { bkdz } from '../resources/paths';
import { monthDays, monthsBack, rateRows, type AllocatedRecord, type RegionNode } from './calculate';

type Row = Record<string, unknown>;
const LIMIT = 100_000;
/** This month by the server's clock, 'YYYY-MM'. */
const thisMonth = (store: ModuleStore) => formatDate(new Date(store.devices.now())).slice(0, 7);

/** The tenant's configuration (the defaults when it has none). */
export async function configOf(store: ModuleStore): Promise<{ source: AccuracySource; bounds: BandBounds }> {
  const row = (await store.all('accuracyConfig', {}, 1))[0];
  if (!row) return { source: 'grading', bounds: DEFAULT_BOUNDS };
  const source = SOURCES.includes(row.source as AccuracySource) ? (row.source as AccuracySource) : 'grading';
  return { source, bounds: { greenMin: Number(row.greenMin), blueMin: Number(row.blueMin), yellowMin: Number(row.yellowMin) } };
}

const regionsOf = async (store: ModuleStore) => (await store.all('region', {}, LIMIT)).map((r) => ({ id: Number(r.id), level: String(r.level), parentId: r.parentId === null || r.parentId === undefined ? null : Number(r.parentId), name: String(r.regionName) }));

/** A month 'YYYY-MM' that has begun; blank: this month. */
function periodOf(ctx: HandlerContext, value: unknown): string {
  const period = value === undefined || value === null || value === '' ? thisMonth(ctx.store) : String(value).trim();
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new HandlerError(ctx.t('bkdz.accuracyRate.badPeriod'));
  if (period > thisMonth(ctx.store)) throw new HandlerError(ctx.t('bkdz.accuracyRate.futurePeriod', { period }));
  return period;
}

/** The latest month with stored rates (this month when none is). */
async function latestPeriod(store: ModuleStore): Promise<string> {
  const page = await store.list('accuracyRate', { pageNo: 1, pageSize: 1, sort: { field: 'period', order: 'desc' } });
  return (page.records[0]?.period as string | undefined) ?? thisMonth(store);
}

async function periodAsked(ctx: HandlerContext): Promise<string> {
  return ctx.input.period ? periodOf(ctx, ctx.input.period) : latestPeriod(ctx.store);
}

/** Recalculates and stores one month's rates for every region; answers how many of each level. */
const calculate: Handler = async (ctx) => {
  const period = periodOf(ctx, ctx.input.period);
  const [from, to] = monthDays(period);
  return ctx.store.transaction(async (store) => {
    const { source, bounds } = await configOf(store);
    const regions: RegionNode[] = await regionsOf(store);
    const records = (await store.all('dataAllocation', { recordDateStart: from, recordDateEnd: to }, LIMIT)) as (AllocatedRecord & Row)[];
    const rows = rateRows(regions, records.map((r) => ({ ...r, regionId: r.regionId === null || r.regionId === undefined ? null : Number(r.regionId) })), source, bounds);
    const old = (await store.all('accuracyRate', { period }, LIMIT)).map((r) => Number(r.id));
    if (old.length) await store.remove('accuracyRate', old);
    const calculatedAt = formatDate(new Date(store.devices.now()), true);
    for (const row of rows) await store.create('accuracyRate', { ...row, period, calculatedAt });
    const count = (level: string) => rows.filter((r) => r.level === level).length;
    return { period, estates: count('estate'), streets: count('street'), towns: count('town'), unknown: rows.filter((r) => r.band === 'unknown').length };
  });
};

/** Releases a facility from its estate. */
const cancel: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  return ctx.store.transaction(async (store) => {
    const row = Number.isInteger(id) ? await store.get('facility', id) : null;
    if (!row) throw new HandlerError(ctx.t('bkdz.facility.notBanded', { name: String(ctx.input.id ?? '') }));
    if (row.estateId === null || row.estateId === undefined) throw new HandlerError(ctx.t('bkdz.facility.notBanded', { name: String(row.facilityName) }));
    await store.update('facility', id, { estateId: null, bandTime: null });
    return ctx.t('bkdz.facility.cancelled', { name: String(row.facilityName) });
  });
};

/** How many regions of a level fall in each band in a month: `{ band, regions, share }` for every band. */
const levels: Handler = async (ctx) => {
  const period = await periodAsked(ctx);
  const level = ['town', 'street', 'estate'].includes(String(ctx.input.level)) ? String(ctx.input.level) : 'estate';
  const rows = await ctx.store.all('accuracyRate', { period, level }, LIMIT);
  return BANDS.map((band) => {
    const n = rows.filter((r) => r.band === band).length;
    return { band, regions: n, share: rows.length ? Math.round((n / rows.length) * 10000) / 100 : null };
  });
};

/** Twelve months' rates of a region (`id` of a rate row, or `regionId`), or of every town. */
const trend: Handler = async (ctx) => {
  let regionId = ctx.input.regionId ? Number(ctx.input.regionId) : null;
  if (ctx.input.id !== undefined && ctx.input.id !== '') {
    const row = await ctx.store.get('accuracyRate', Number(ctx.input.id));
    if (!row) throw new HandlerError(ctx.t('bkdz.accuracyRate.notFound'));
    regionId = Number(row.regionId);
  }
  const regions = await regionsOf(ctx.store);
  const chosen = regionId === null ? regions.filter((r) => r.level === 'town') : regions.filter((r) => r.id === regionId);
  if (!chosen.length) throw new HandlerError(ctx.t('bkdz.accuracyRate.notFound'));
  const months = monthsBack(thisMonth(ctx.store), 12);
  const ids = new Set(chosen.map((r) => r.id));
  const rows = (await ctx.store.all('accuracyRate', regionId === null ? { level: 'town' } : { regionId }, LIMIT)).filter((r) => ids.has(Number(r.regionId)) && months.includes(String(r.period)));
  const stored = new Map(rows.map((r) => [`${String(r.regionId)}|${String(r.period)}`, r.rate as number | null]));
  return {
    categories: months,
    series: chosen.map((r) => ({ name: r.name, type: 'line', unit: 'bkdz.unit.percent', data: months.map((m) => stored.get(`${r.id}|${m}`) ?? null) })),
  };
};

/** The month's figures: estates, banded facilities, graded disposals, the overall rate and the bands' counts. */
const summary: Handler = async (ctx) => {
  const period = await periodAsked(ctx);
  const [from, to] = monthDays(period);
  const { source, bounds } = await configOf(ctx.store);
  const [regions, facilities, records, rates] = await Promise.all([
    regionsOf(ctx.store),
    ctx.store.all('facility', {}, LIMIT),
    ctx.store.all('dataAllocation', { recordDateStart: from, recordDateEnd: to }, LIMIT),
    ctx.store.all('accuracyRate', { period }, LIMIT),
  ]);
  const allocated = records.filter((r) => r.regionId !== null && r.regionId !== undefined) as unknown as (AllocatedRecord & Row)[];
  const towns = regions.filter((r) => r.level === 'town').map((r) => ({ ...r, parentId: null }));
  // The tenant as one region over its towns: the same pooling as a town over its streets.
  const whole = rateRows([{ id: 0, level: 'tenant', parentId: null }, ...regions.map((r) => (r.level === 'town' ? { ...r, parentId: 0 } : r))], allocated.map((r) => ({ ...r, regionId: Number(r.regionId) })), source, bounds)[0]!;
  const estates = rates.filter((r) => r.level === 'estate');
  const bandCount = (band: string) => estates.filter((r) => r.band === band).length;
  const calculatedAt = rates.map((r) => String(r.calculatedAt)).sort().pop() ?? null;
  return {
    period,
    calculatedAt,
    source,
    bounds,
    towns: towns.length,
    items: [
      { label: 'bkdz.summary.estates', value: regions.filter((r) => r.level === 'estate').length },
      { label: 'bkdz.summary.banded', value: facilities.filter((f) => f.estateId !== null && f.estateId !== undefined).length },
      { label: 'bkdz.summary.graded', value: whole.gradedCount, unit: 'bkdz.unit.times' },
      { label: 'bkdz.summary.rate', value: whole.rate === null ? '--' : whole.rate, unit: whole.rate === null ? undefined : 'bkdz.unit.percent' },
      { label: 'bkdz.summary.green', value: bandCount('green') },
      { label: 'bkdz.summary.red', value: bandCount('red') },
      { label: 'bkdz.summary.unknown', value: bandCount('unknown') },
    ],
  };
};

/** Each estate with the facilities banded to it. */
export const estateBinding: ReportSource = async (ctx, q) => {
  const [regions, facilities] = await Promise.all([regionsOf(ctx.store), ctx.store.all('facility', {}, LIMIT)]);
  const byId = new Map(regions.map((r) => [r.id, r]));
  const households = new Map((await ctx.store.all('region', { level: 'estate' }, LIMIT)).map((r) => [Number(r.id), r.households as number | null]));
  const rows = regions
    .filter((r) => r.level === 'estate')
    .map((e) => {
      const street = e.parentId === null ? undefined : byId.get(e.parentId);
      const town = street?.parentId === null || street?.parentId === undefined ? undefined : byId.get(street.parentId);
      const mine = facilities.filter((f) => Number(f.estateId) === e.id);
      return { id: e.id, estateName: e.name, streetName: street?.name ?? '', townName: town?.name ?? '', households: households.get(e.id) ?? null, facilities: mine.length, facilityNames: mine.map((f) => String(f.facilityName)).join('、') };
    });
  const like = q.filters.filter((f) => f.mode === 'like');
  const kept = rows.filter((r) => like.every((f) => String((r as Row)[f.field] ?? '').includes(String(f.value))));
  return pageRows(kept, q.sort ? q : { ...q, sort: { field: 'estateName', order: 'asc' } });
};

export const handlers: Record<string, Handler> = {
  [bkdz('accuracyRate/calculateSummary')]: calculate,
  [bkdz('facility/cancel')]: cancel,
  [bkdz('accuracyRate/getLevelList')]: levels,
  [bkdz('accuracyRate/getTrendList')]: trend,
  [bkdz('summary/getSummary')]: summary,
};
