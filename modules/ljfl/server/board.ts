/**
 * The big-data board's calls (bigDataManage/*), each answering the shape its panel or map layer draws
 * (kit/charts shapes; map layers: places `{ id, name, lng, lat, value }` — a place without valid
 * coordinates is answered as it is and listed by the screen as an anomaly, never drawn at 0,0). The
 * board sends `asOf` (the moment of its load): "today" is that moment's day, and every answer is as
 * of then. Chart names are catalogue keys (the charts translate them); table cells and places' values are
 * text in the caller's language.
 */
import type { Handler, HandlerContext } from '../../../kit/resource';
import type { PieItem, SeriesData } from '../../../kit/charts/shapes';
import { formatDate } from '../../../kit/resource';
import { tonnage } from '../../../kit/waste/loadWeight';
import { GARBAGE_TYPES } from '../enums';
import { ljfl } from '../paths';
import { DISTRICT_CENTRES, pointOf } from './geo';
import { asLoad, dailyFigures, figuresOf, loadsBetween, movementsBetween, pointsBy } from './history';

type Row = Record<string, unknown>;
type Stat = { label: string; value: number | string | null; unit?: string };

/** The board's moment: `asOf` when it is a valid time not in the future, else now (the server's clock). */
export function asOfOf(ctx: HandlerContext): Date {
  const raw = ctx.input.asOf;
  const t = typeof raw === 'string' && raw ? Date.parse(raw) : NaN;
  const now = ctx.store.devices.now();
  return Number.isFinite(t) && t <= now + 60_000 ? new Date(t) : new Date(now);
}
const dayOf = (ctx: HandlerContext, back = 0) => formatDate(new Date(asOfOf(ctx).getTime() - back * 86_400_000));
const daysTo = (ctx: HandlerContext, n: number) => Array.from({ length: n }, (_, i) => dayOf(ctx, n - 1 - i));
const garbageKey = (g: string) => `ljfl.enum.garbageType.${g}`;
const districtKey = (d: string) => `ljfl.enum.district.${d}`;
const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/** The loads of the board's day up to its moment. */
async function todaysLoads(ctx: HandlerContext): Promise<Row[]> {
  const until = formatDate(asOfOf(ctx), true);
  return (await loadsBetween(ctx.store, dayOf(ctx), dayOf(ctx))).filter((l) => String(l.recordTime) <= until);
}

/** Map places: each row's name and position as stored (invalid ones are the screen's anomalies), its value as text. */
const positions = (rows: Row[], name: string, value: (r: Row) => string | number | null) =>
  rows.map((r) => {
    const p = pointOf(r.location);
    return { id: r.id, name: r[name], lng: p?.lng ?? null, lat: p?.lat ?? null, value: value(r) };
  });

export const boardHandlers: Record<string, Handler> = {
  /** Coverage per district: households of units with a working collection facility ÷ all households of its units. */
  [ljfl('bigDataManage/loadPromotionCover')]: async (ctx): Promise<SeriesData> => {
    const [units, facs] = await Promise.all([ctx.store.all('unit', {}, 100_000), ctx.store.all('collectFac', { status: 'working' }, 100_000)]);
    const served = new Set(facs.map((f) => f.unitId));
    const districts = [...new Set(units.map((u) => String(u.district)))].sort();
    const data = districts.map((d) => {
      const mine = units.filter((u) => u.district === d);
      const all = mine.reduce((s, u) => s + Number(u.households ?? 0), 0);
      const covered = mine.filter((u) => served.has(u.id)).reduce((s, u) => s + Number(u.households ?? 0), 0);
      return all ? Math.round((covered / all) * 1000) / 10 : null;
    });
    return { categories: districts.map(districtKey), series: [{ name: 'ljfl.board.coverage', type: 'bar', unit: '%', data }], current: null };
  },
  /** Residents' interaction, the last 14 days: correct disposals recorded (points lines of disposal orders) and points earned. */
  [ljfl('bigDataManage/loadInterActive')]: async (ctx): Promise<SeriesData> => {
    const days = daysTo(ctx, 14);
    const moves = await movementsBetween(ctx.store, days[0]!, days[13]!);
    const points = pointsBy(moves, (m) => String(m.postedAt).slice(0, 10));
    const disposals = new Map<string, number>();
    for (const m of moves) if (m.kind === 'disposal' && Number(m.quantity) > 0) disposals.set(String(m.postedAt).slice(0, 10), (disposals.get(String(m.postedAt).slice(0, 10)) ?? 0) + 1);
    return {
      categories: days,
      series: [
        { name: 'ljfl.board.disposals', type: 'bar', data: days.map((d) => disposals.get(d) ?? 0) },
        { name: 'ljfl.board.pointsEarned', type: 'line', unit: 'ljfl.board.pointsUnit', data: days.map((d) => points.get(d)?.earned ?? 0) },
      ],
    };
  },
  /** The last 30 days' collected tonnes by type. */
  [ljfl('bigDataManage/loadClassification')]: async (ctx): Promise<PieItem[]> => {
    const days = [...(await dailyFigures(ctx.store, dayOf(ctx, 29), dayOf(ctx))).values()];
    return GARBAGE_TYPES.map((g) => ({ name: garbageKey(g), value: round(days.reduce((s, f) => s + (f[g] ?? 0), 0)) ?? 0 }));
  },
  [ljfl('bigDataManage/loadCarPositions')]: async (ctx) => positions(await ctx.store.all('car', {}, 100_000), 'carCode', (c) => ctx.t(garbageKey(String(c.garbageType)))),
  [ljfl('bigDataManage/loadHandleFacPositions')]: async (ctx) => positions(await ctx.store.all('handleFac', {}, 100_000), 'facName', (f) => ctx.t(`ljfl.enum.handleFacType.${String(f.facType)}`)),
  [ljfl('bigDataManage/loadUnitPositions')]: async (ctx) =>
    positions(await ctx.store.all('unit', {}, 100_000), 'unitName', (u) => (u.households === null || u.households === undefined ? null : ctx.t('ljfl.board.householdsValue', { n: Number(u.households) }))),
  /** Per district: today's collected tonnes, units and collection facilities, at the district's centre. */
  [ljfl('bigDataManage/loadKanbanMapData')]: async (ctx) => {
    const [units, facs, loads] = await Promise.all([ctx.store.all('unit', {}, 100_000), ctx.store.all('collectFac', {}, 100_000), todaysLoads(ctx)]);
    const districts = [...new Set(units.map((u) => String(u.district)))].sort();
    return districts.map((d) => {
      const [lng, lat] = DISTRICT_CENTRES[d] ?? [null, null];
      const t = tonnage(loads.filter((l) => l.district === d).map(asLoad));
      const name = ctx.t(districtKey(d));
      const value = t.tonnes === null ? null : `${t.tonnes} ${ctx.t('kit.unit.t')}`;
      return { id: d, district: name, name, lng, lat, value, tonnes: t.tonnes, units: units.filter((u) => u.district === d).length, collectFacs: facs.filter((f) => f.district === d).length };
    });
  },
  /** The last 30 days' collected tonnes per day, stacked by type. */
  [ljfl('bigDataManage/loadGarbageClassification')]: async (ctx): Promise<SeriesData> => {
    const days = daysTo(ctx, 30);
    const figures = await dailyFigures(ctx.store, days[0]!, days[29]!);
    return { categories: days, current: days[29]!, series: GARBAGE_TYPES.map((g) => ({ name: garbageKey(g), type: 'bar', stack: 'tonnes', unit: 'kit.unit.t', data: days.map((d) => round(figures.get(d)?.[g] ?? null)) })) };
  },
  /** Today so far: collected tonnes in all and by type, loads, loads without a valid weight, vehicles out. */
  [ljfl('bigDataManage/loadTodayGarbageInfo')]: async (ctx): Promise<Stat[]> => {
    const loads = await todaysLoads(ctx);
    const f = figuresOf(loads.filter((l) => l.leg !== 'transfer'));
    return [
      { label: 'ljfl.board.todayTonnes', value: round(f.total), unit: 'kit.unit.t' },
      ...GARBAGE_TYPES.map((g) => ({ label: garbageKey(g), value: round(f[g]), unit: 'kit.unit.t' })),
      { label: 'ljfl.board.loads', value: f.loads },
      { label: 'ljfl.board.leftOut', value: f.leftOut },
      { label: 'ljfl.board.carsOut', value: new Set(loads.map((l) => l.carId)).size },
    ];
  },
  /** Today's intake per handling facility: loads arriving (collection and transfer legs) and their tonnes. */
  [ljfl('bigDataManage/loadGarbageHandleInfo')]: async (ctx) => {
    const [facs, loads] = await Promise.all([ctx.store.all('handleFac', {}, 100_000), todaysLoads(ctx)]);
    return facs.map((f) => {
      const mine = loads.filter((l) => l.handleFacId === f.id).map(asLoad);
      const a = tonnage(mine);
      const b = tonnage(mine, { legs: 'transfer' });
      const tonnes = a.tonnes === null ? b.tonnes : b.tonnes === null ? a.tonnes : round(a.tonnes + b.tonnes);
      return { id: f.id, facName: f.facName, facType: ctx.t(`ljfl.enum.handleFacType.${String(f.facType)}`), loads: mine.length, tonnes, capacity: f.capacity ?? null };
    });
  },
  /** Where today's garbage went: district → handling facility, with the tonnes (transfer legs: station → plant). */
  [ljfl('bigDataManage/loadMapDirection')]: async (ctx) => {
    const [facs, loads] = await Promise.all([ctx.store.all('handleFac', {}, 100_000), todaysLoads(ctx)]);
    const byId = new Map(facs.map((f) => [f.id, f]));
    const flows = new Map<string, Row[]>();
    for (const l of loads) {
      const k = `${String(l.district)}|${String(l.handleFacId)}|${String(l.leg)}`;
      (flows.get(k) ?? flows.set(k, []).get(k)!).push(l);
    }
    return [...flows.entries()].map(([k, rows], i) => {
      const [district, facId, leg] = k.split('|');
      const to = byId.get(Number(facId));
      const p = pointOf(to?.location);
      const [fromLng, fromLat] = DISTRICT_CENTRES[district!] ?? [null, null];
      return { id: i + 1, from: ctx.t(districtKey(district!)), to: to?.facName ?? '', leg: ctx.t(`ljfl.enum.leg.${leg}`), fromLng, fromLat, toLng: p?.lng ?? null, toLat: p?.lat ?? null, loads: rows.length, tonnes: tonnage(rows.map(asLoad), { legs: leg === 'transfer' ? 'transfer' : 'collect' }).tonnes };
    });
  },
  /** The counts: units, households, collection and handling facilities, vehicles, residents' accounts. */
  [ljfl('bigDataManage/loadGarbageNum')]: async (ctx): Promise<Stat[]> => {
    const [units, collect, handle, cars, residents] = await Promise.all(['unit', 'collectFac', 'handleFac', 'car', 'resident'].map((r) => ctx.store.all(r, {}, 100_000)));
    return [
      { label: 'ljfl.board.units', value: units!.length },
      { label: 'ljfl.board.households', value: units!.reduce((s, u) => s + Number(u.households ?? 0), 0) },
      { label: 'ljfl.board.collectFacs', value: collect!.length },
      { label: 'ljfl.board.handleFacs', value: handle!.length },
      { label: 'ljfl.board.cars', value: cars!.length },
      { label: 'ljfl.board.residents', value: residents!.length },
    ];
  },
};
