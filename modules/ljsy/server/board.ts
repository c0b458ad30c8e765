/**
 * The transport data board's calls (/cloud/ljsy/ljqyDataKanBan/*) and the area's common calls. Every
 * tonnage by kit/waste/loadWeight through days.ts; a figure nobody knows is null ("--" on the screen).
 * Each answer says when it was taken (`asOf`) where the screen shows it.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { dailyFigures, figuresOf, loadsBetween, momentOf, sumBy } from './days';
import { dayOffset, dayParam, idOf, lastDays, stamp, today } from './time';

const K = '/cloud/ljsy/ljqyDataKanBan';
type Row = Record<string, unknown>;

/** A fix is valid when both coordinates are numbers in range and not the 0,0 a lost fix reports. */
export const validFix = (lng: unknown, lat: unknown) =>
  typeof lng === 'number' && typeof lat === 'number' && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 && !(lng === 0 && lat === 0);

/** The board's day: the `date` asked for, else the latest day with loads (today, or before it on a quiet morning). */
async function boardDay(ctx: HandlerContext): Promise<string> {
  const asked = dayParam(ctx.input.date, '');
  if (asked === null) throw new HandlerError(ctx.t('ljsy.param.date', { name: 'date' }));
  if (asked) return asked;
  const rows = await ctx.store.aggregate('load', { groupBy: ['departAt:day'], orderBy: { field: 'departAt_day', order: 'desc' }, limit: 1 });
  return (rows[0]?.departAt_day as string | undefined) ?? today(ctx.store.devices.now());
}

const carNames = async (ctx: HandlerContext) => new Map((await ctx.store.all('car', {}, 5000)).map((c) => [c.id as number, c]));

/** The latest fix of each vehicle (of `carIds` when given). */
async function lastFixes(ctx: HandlerContext, carIds?: Set<number>) {
  const rows = await ctx.store.all('position', { gpsTimeStart: dayOffset(1, ctx.store.devices.now()) }, 20000);
  const moment = momentOf(ctx);
  const last = new Map<number, Row>();
  for (const p of rows) {
    const id = p.carId as number;
    if ((carIds && !carIds.has(id)) || (moment && String(p.gpsTime) > moment)) continue;
    const seen = last.get(id);
    if (!seen || String(p.gpsTime) > String(seen.gpsTime)) last.set(id, p);
  }
  return last;
}

/** Cars filtered by the request's subject and department (a department's branch is the car's deptId here). */
async function chosenCars(ctx: HandlerContext) {
  const filters: Record<string, unknown> = {};
  if (typeof ctx.input.subject === 'string' && ctx.input.subject) filters.subject = ctx.input.subject;
  if (typeof ctx.input.deptId === 'string' && ctx.input.deptId) filters.deptId = ctx.input.deptId;
  return ctx.store.all('car', filters, 5000);
}

async function lastPositions(ctx: HandlerContext) {
  const cars = await chosenCars(ctx);
  const fixes = await lastFixes(ctx, new Set(cars.map((c) => c.id as number)));
  const points: Row[] = [];
  const anomalies: Row[] = [];
  for (const c of cars) {
    const p = fixes.get(c.id as number);
    const base = { carId: c.id, carCode: c.carCode, subject: c.subject, garbageType: c.garbageType };
    if (!p) anomalies.push({ ...base, reason: 'ljsy.anomaly.noReport', gpsTime: null });
    else if (!validFix(p.lng, p.lat)) anomalies.push({ ...base, reason: 'ljsy.anomaly.noFix', gpsTime: p.gpsTime });
    else points.push({ ...base, lng: p.lng, lat: p.lat, speed: p.speed, gpsTime: p.gpsTime });
  }
  return { asOf: momentOf(ctx) ?? stamp(ctx.store.devices.now()), points, anomalies };
}

/** Constants the board reads by code (its title, refresh period, the vehicles' silence before "offline"). */
const CONSTANTS: Record<string, { value: string | number; label: string }> = {
  boardTitle: { value: 'ljsy.board.title', label: 'ljsy.constant.boardTitle' },
  refreshSeconds: { value: 60, label: 'ljsy.constant.refreshSeconds' },
  offlineMinutes: { value: 30, label: 'ljsy.constant.offlineMinutes' },
};

export const boardHandlers: Record<string, Handler> = {
  '/cloud/ljsy/common/getDeptTree': async (ctx) => {
    const depts = await ctx.store.org.visibleDepartments();
    type Node = { id: string; title: string; value: string; children: Node[] };
    const nodes = new Map<string, Node>(depts.map((d) => [d.id, { id: d.id, title: d.name, value: d.id, children: [] }]));
    const roots: Node[] = [];
    for (const d of depts) (d.parentId && nodes.get(d.parentId) ? nodes.get(d.parentId)!.children : roots).push(nodes.get(d.id)!);
    return roots;
  },
  '/cloud/ljsy/common/loadRedisCarListBySubject': async (ctx) => {
    const cars = await chosenCars(ctx);
    const fixes = await lastFixes(ctx, new Set(cars.map((c) => c.id as number)));
    const bySubject = new Map<string, Row[]>();
    for (const c of cars) {
      const p = fixes.get(c.id as number);
      const fix = p && validFix(p.lng, p.lat) ? p : null;
      bySubject.set(String(c.subject), [...(bySubject.get(String(c.subject)) ?? []), { carId: c.id, carCode: c.carCode, garbageType: c.garbageType, gpsTime: p?.gpsTime ?? null, lng: fix?.lng ?? null, lat: fix?.lat ?? null }]);
    }
    return [...bySubject.entries()].map(([subject, list]) => ({ subject, count: list.length, cars: list }));
  },
  [`${K}/dailyGarNum`]: async (ctx) => {
    const day = await boardDay(ctx);
    const loads = await loadsBetween(ctx, day, day);
    const { collected, transfer } = figuresOf(loads);
    const cars = new Set(loads.map((l) => l.carId)).size;
    return {
      day,
      asOf: momentOf(ctx) ?? stamp(ctx.store.devices.now()),
      tonnes: collected.tonnes,
      trips: collected.counted + collected.leftOut,
      counted: collected.counted,
      leftOut: collected.leftOut,
      average: collected.average,
      transferTonnes: transfer.tonnes,
      transferTrips: transfer.counted + transfer.leftOut,
      cars,
    };
  },
  [`${K}/factoryList`]: async (ctx) => {
    const day = await boardDay(ctx);
    const [factories, loads] = await Promise.all([ctx.store.all('factory', {}, 1000), loadsBetween(ctx, day, day)]);
    return factories.map((f) => {
      const mine = loads.filter((l) => l.factoryId === f.id);
      const { collected, transfer } = figuresOf(mine);
      const loc = f.location as { lng: number; lat: number } | null;
      // A plant's intake is every load it received: collection legs and transfer legs (nothing twice at one gate).
      // No load at all is a known 0; loads none of which had a valid weight are unknown (null).
      const intake = collected.tonnes === null && transfer.tonnes === null ? null : Math.round(((collected.tonnes ?? 0) + (transfer.tonnes ?? 0)) * 1000) / 1000;
      return { id: f.id, factoryName: f.factoryName, factoryType: f.factoryType, capacity: f.capacity, lng: loc?.lng ?? null, lat: loc?.lat ?? null, valid: validFix(loc?.lng, loc?.lat), day, intake, loads: mine.length, leftOut: collected.leftOut + transfer.leftOut };
    });
  },
  [`${K}/carRoute`]: async (ctx) => {
    const carId = idOf(ctx.input.carId);
    if (!carId) throw new HandlerError(ctx.t('ljsy.param.missing', { name: 'carId' }));
    const car = await ctx.store.get('car', carId);
    if (!car) throw new HandlerError(ctx.t('ljsy.car.notFound'));
    const day = dayParam(ctx.input.date, today(ctx.store.devices.now()));
    if (day === null) throw new HandlerError(ctx.t('ljsy.param.date', { name: 'date' }));
    const fixes = await ctx.store.all('position', { carId, gpsTimeStart: day, gpsTimeEnd: day }, 5000);
    const sorted = fixes.sort((a, b) => String(a.gpsTime).localeCompare(String(b.gpsTime)));
    return {
      carId,
      carCode: car.carCode,
      day,
      points: sorted.filter((p) => validFix(p.lng, p.lat)).map((p) => ({ lng: p.lng, lat: p.lat, gpsTime: p.gpsTime, speed: p.speed })),
      anomalies: sorted.filter((p) => !validFix(p.lng, p.lat)).map((p) => ({ gpsTime: p.gpsTime, reason: 'ljsy.anomaly.noFix' })),
    };
  },
  [`${K}/routePoints`]: async (ctx) => {
    const routeId = idOf(ctx.input.routeId);
    if (!routeId) throw new HandlerError(ctx.t('ljsy.param.missing', { name: 'routeId' }));
    const route = await ctx.store.get('route', routeId);
    if (!route) throw new HandlerError(ctx.t('ljsy.route.notFound'));
    let points: Row[] = [];
    try {
      points = JSON.parse(String(route.points ?? '[]')) as Row[];
    } catch {
      points = [];
    }
    return { routeId, routeName: route.routeName, points: points.filter((p) => validFix(p.lng, p.lat)), anomalies: points.filter((p) => !validFix(p.lng, p.lat)).map((p) => ({ name: p.name, reason: 'ljsy.anomaly.noFix' })) };
  },
  [`${K}/subjectFactoryInfo`]: async (ctx) => {
    const day = await boardDay(ctx);
    const [loads, cars, factories] = await Promise.all([loadsBetween(ctx, day, day), carNames(ctx), ctx.store.all('factory', {}, 1000)]);
    const fac = new Map(factories.map((f) => [f.id as number, String(f.factoryName)]));
    const groups = new Map<string, Row[]>();
    for (const l of loads) {
      const key = `${cars.get(l.carId as number)?.subject ?? ''}|${l.factoryId}`;
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    return [...groups.entries()]
      .map(([key, rows]) => {
        const [subject, factoryId] = key.split('|') as [string, string];
        const { collected, transfer } = figuresOf(rows);
        return { subject, factoryName: fac.get(Number(factoryId)) ?? '', trips: rows.length, tonnes: collected.tonnes, transferTonnes: transfer.tonnes, leftOut: collected.leftOut + transfer.leftOut };
      })
      .sort((a, b) => a.subject.localeCompare(b.subject) || a.factoryName.localeCompare(b.factoryName));
  },
  [`${K}/trend`]: async (ctx) => {
    const days = lastDays(30, ctx.store.devices.now());
    const sums = sumBy(await dailyFigures(ctx, days[0], days[days.length - 1]), (r) => r.day);
    return {
      categories: days,
      series: [
        { name: 'ljsy.figure.tonnes', type: 'line', unit: 'kit.unit.t', data: days.map((d) => sums.get(d)?.tonnes ?? null) },
        { name: 'ljsy.figure.transferTonnes', type: 'line', unit: 'kit.unit.t', data: days.map((d) => sums.get(d)?.transferTonnes ?? null) },
      ],
    };
  },
  [`POST ${K}/gpsLastPosition`]: (ctx) => lastPositions(ctx),
  [`POST ${K}/getConstantByCode`]: (ctx) => {
    const code = typeof ctx.input.code === 'string' ? ctx.input.code.trim() : '';
    if (!code) throw new HandlerError(ctx.t('ljsy.param.missing', { name: 'code' }));
    const c = CONSTANTS[code];
    if (!c) throw new HandlerError(ctx.t('ljsy.constant.unknown', { code: code.slice(0, 40) }));
    return { code, ...c };
  },
};
