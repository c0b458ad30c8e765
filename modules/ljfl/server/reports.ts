/**
 * The data platform's computed lists (resources/dataPlatform.ts): units, collection facilities,
 * vehicles and districts over a period, and the daily, monthly and points reports. Tonnes are counted
 * load weights (history.ts); each list is filtered, sorted and paged by the kit's pageRows.
 */
import { pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { tonnage } from '../../../kit/waste/loadWeight';
import { GARBAGE_TYPES } from '../enums';
import { asLoad, byMonth, dailyFigures, dayOffset, figuresOf, lastMonths, loadsBetween, movementsBetween, pointsBy, today } from './history';

type Row = Record<string, unknown>;

/** The [start, end] of a range filter, or the default period. */
/** `now` is the server's clock; the default period ends today by it. */
export function periodOf(now: number, q: CheckedListQuery, field: string, defaultDays = 30): [string, string] {
  const f = q.filters.find((x) => x.field === field && x.mode === 'range');
  const [a, b] = f && f.mode === 'range' ? [f.value[0] as string | null, f.value[1] as string | null] : [null, null];
  return [a ? String(a).slice(0, 10) : dayOffset(now, defaultDays - 1), b ? String(b).slice(0, 10) : today(now)];
}

/** The rows matching the query's eq and like filters on their own fields (the period is not one). */
function filtered<T extends Row>(rows: T[], q: CheckedListQuery, skip: string[] = ['day']): T[] {
  const checks = q.filters.filter((f) => !skip.includes(f.field) && (f.mode === 'like' || f.mode === 'eq' || f.mode === 'in'));
  return rows.filter((r) =>
    checks.every((f) => {
      const v = String(r[f.field] ?? '');
      if (f.mode === 'like') return v.includes(String(f.value));
      if (f.mode === 'in') return (f.value as unknown[]).map(String).includes(v);
      return v === String(f.value);
    }),
  );
}

const eqOf = (q: CheckedListQuery, field: string): string | undefined => {
  const f = q.filters.find((x) => x.field === field && x.mode === 'eq');
  return f ? String(f.value) : undefined;
};

export const byId = async (ctx: HandlerContext, resource: string) => new Map((await ctx.store.all(resource, {}, 100_000)).map((r) => [r.id as number, r]));

const unitData: ReportSource = async (ctx, q) => {
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day');
  const [units, facs, residents, loads, moves] = await Promise.all([
    ctx.store.all('unit', {}, 100_000), ctx.store.all('collectFac', {}, 100_000), ctx.store.all('resident', {}, 100_000), loadsBetween(ctx.store, from, to, { leg: 'collect' }), movementsBetween(ctx.store, from, to),
  ]);
  const facUnit = new Map(facs.map((f) => [f.id as number, f.unitId as number]));
  const residentUnit = new Map(residents.map((r) => [r.id as number, r.unitId as number]));
  const rows = units.map((u) => {
    const mine = loads.filter((l) => facUnit.get(l.collectFacId as number) === u.id);
    const f = figuresOf(mine);
    const earned = moves.filter((m) => (m.kind === 'disposal' || m.kind === 'activity') && residentUnit.get(m.residentId as number) === u.id).reduce((s, m) => s + Number(m.quantity), 0);
    return {
      id: u.id, unitName: u.unitName, unitType: u.unitType, district: u.district, households: u.households ?? null,
      residents: residents.filter((r) => r.unitId === u.id).length, collectFacs: facs.filter((x) => x.unitId === u.id).length,
      kitchen: f.kitchen, recyclable: f.recyclable, hazardous: f.hazardous, other: f.other, total: f.total, loads: f.loads, leftOut: f.leftOut, pointsEarned: earned,
    };
  });
  return pageRows(filtered(rows, q), q);
};

const facData: ReportSource = async (ctx, q) => {
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day');
  const [facs, units, loads] = await Promise.all([ctx.store.all('collectFac', {}, 100_000), byId(ctx, 'unit'), loadsBetween(ctx.store, from, to, { leg: 'collect' })]);
  const rows = facs.map((f) => {
    const mine = loads.filter((l) => l.collectFacId === f.id);
    const t = tonnage(mine.map(asLoad));
    const last = mine.reduce<string | null>((m, l) => (m === null || String(l.recordTime) > m ? String(l.recordTime) : m), null);
    return { id: f.id, facName: f.facName, facType: f.facType, unitName: units.get(f.unitId as number)?.unitName ?? '', district: f.district, loads: mine.length, tonnes: t.tonnes, leftOut: t.leftOut, lastCollect: last };
  });
  return pageRows(filtered(rows, q), q);
};

const carData: ReportSource = async (ctx, q) => {
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day');
  const [cars, loads] = await Promise.all([ctx.store.all('car', {}, 100_000), loadsBetween(ctx.store, from, to, { leg: 'collect' })]);
  const rows = cars.map((c) => {
    const t = tonnage(loads.filter((l) => l.carId === c.id).map(asLoad));
    return { id: c.id, carCode: c.carCode, garbageType: c.garbageType, loads: t.counted + t.leftOut, counted: t.counted, leftOut: t.leftOut, tonnes: t.tonnes, average: t.average };
  });
  return pageRows(filtered(rows, q), q);
};

/** Districts as the responsible subjects, ranked by collected kilograms per household (most first). */
export async function subjectRows(ctx: HandlerContext, from: string, to: string) {
  const [units, residents, moves] = await Promise.all([ctx.store.all('unit', {}, 100_000), ctx.store.all('resident', {}, 100_000), movementsBetween(ctx.store, from, to)]);
  const districts = [...new Set(units.map((u) => String(u.district)))];
  const residentDistrict = new Map<number, string>();
  const unitDistrict = new Map(units.map((u) => [u.id as number, String(u.district)]));
  for (const r of residents) residentDistrict.set(r.id as number, unitDistrict.get(r.unitId as number) ?? '');
  const rows = [];
  for (const d of districts) {
    const figures = [...(await dailyFigures(ctx.store, from, to, d)).values()];
    const sum = (g: 'kitchen' | 'recyclable' | 'total') => figures.reduce<number | null>((s, f) => (f[g] === null ? s : (s ?? 0) + f[g]!), null);
    const total = sum('total');
    const households = units.filter((u) => u.district === d).reduce((s, u) => s + Number(u.households ?? 0), 0);
    const earned = moves.filter((m) => (m.kind === 'disposal' || m.kind === 'activity') && residentDistrict.get(m.residentId as number) === d).reduce((s, m) => s + Number(m.quantity), 0);
    rows.push({
      id: districts.indexOf(d) + 1, district: d, households, total: total === null ? null : Math.round(total * 1000) / 1000,
      kitchenShare: total ? Math.round((sum('kitchen')! / total) * 1000) / 10 : null,
      recyclableShare: total ? Math.round(((sum('recyclable') ?? 0) / total) * 1000) / 10 : null,
      kgPerHousehold: total !== null && households ? Math.round(((total * 1000) / households) * 100) / 100 : null,
      pointsPerHousehold: households ? Math.round((earned / households) * 100) / 100 : null,
    });
  }
  rows.sort((a, b) => (b.kgPerHousehold ?? -1) - (a.kgPerHousehold ?? -1));
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
}

const subjectOrder: ReportSource = async (ctx, q) => {
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day');
  return pageRows(filtered(await subjectRows(ctx, from, to), q), q);
};

const figureRow = (key: string, f: ReturnType<typeof figuresOf>) => ({ ...Object.fromEntries(GARBAGE_TYPES.map((g) => [g, f[g]])), total: f.total, loads: f.loads, leftOut: f.leftOut, source: f.source });

const dailyReport: ReportSource = async (ctx, q) => {
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day', new Date(ctx.store.devices.now()).getDate());
  const days = await dailyFigures(ctx.store, from, to, eqOf(q, 'district'));
  const rows = [...days.entries()].map(([day, f], i) => ({ id: i + 1, day, ...figureRow(day, f) }));
  return pageRows(rows, q);
};

const monthlyReport: ReportSource = async (ctx, q) => {
  const months = lastMonths(ctx.store.devices.now(), 12);
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day');
  const f = q.filters.some((x) => x.field === 'day') ? [from, to] : [`${months[0]}-01`, today(ctx.store.devices.now())];
  const rows = [...byMonth(await dailyFigures(ctx.store, f[0]!, f[1]!, eqOf(q, 'district'))).entries()].map(([month, fig], i) => ({ id: i + 1, month, ...figureRow(month, fig) }));
  return pageRows(rows, q);
};

const integrationDaily: ReportSource = async (ctx, q) => {
  const [from, to] = periodOf(ctx.store.devices.now(), q, 'day', new Date(ctx.store.devices.now()).getDate());
  const points = pointsBy(await movementsBetween(ctx.store, from, to), (m) => String(m.postedAt).slice(0, 10));
  return pageRows([...points.entries()].map(([day, p], i) => ({ id: i + 1, day, ...p })), q);
};

const integrationMonthly: ReportSource = async (ctx, q) => {
  const months = lastMonths(ctx.store.devices.now(), 12);
  const [from, to] = q.filters.some((x) => x.field === 'day') ? periodOf(ctx.store.devices.now(), q, 'day') : [`${months[0]}-01`, today(ctx.store.devices.now())];
  const points = pointsBy(await movementsBetween(ctx.store, from, to), (m) => String(m.postedAt).slice(0, 7));
  return pageRows([...points.entries()].map(([month, p], i) => ({ id: i + 1, month, ...p })), q);
};

export const reports: Record<string, ReportSource> = { unitData, facData, carData, subjectOrder, dailyReport, monthlyReport, integrationDaily, integrationMonthly };
