/**
 * 实时监控's calls (asset service, online/*) over the caller's fleet (server/fleet.ts):
 * - loadCarTreeHead → `{ total, online, offline }` cars (a car with no GPS terminal is offline).
 * - loadDeptCarTree → the visible departments as a tree `{ key, title, type: 'dept', total, online,
 *   children }` with their cars as leaves `{ key, title, type: 'car', carId, plateNo, deviceCode, online }`;
 *   cars of no visible department under 未分配部门. `state` = online | offline keeps those cars only.
 * - loadCarByCarCode: `carCode` (the plate) → the car, its department and state.
 * - loadRealtimeCarInfo: `carIds` (comma list, at most 200) → each car's last position, speed, fuel, time.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { fleet, realtimeOf, type FleetCar } from './fleet';

const MAX_CARS = 200;

type Node = { key: string; title: string; type: 'dept' | 'car'; total?: number; online?: boolean | number; carId?: number; plateNo?: string; deviceCode?: string; children?: Node[] };

const leaf = (c: FleetCar): Node => ({ key: `car-${c.carId}`, title: c.plateNo, type: 'car', carId: c.carId, plateNo: c.plateNo, deviceCode: c.device?.code ?? '', online: c.online });

const head: Handler = async (ctx) => {
  const cars = await fleet(ctx.store);
  const online = cars.filter((c) => c.online).length;
  return { total: cars.length, online, offline: cars.length - online };
};

const tree: Handler = async (ctx) => {
  const state = ctx.input.state;
  if (state !== undefined && state !== '' && state !== 'online' && state !== 'offline') throw new HandlerError(ctx.t('cljk.error.state'));
  const cars = (await fleet(ctx.store)).filter((c) => !state || (state === 'online') === c.online);
  const depts = await ctx.store.org.visibleDepartments();
  const known = new Set(depts.map((d) => d.id));
  const build = (parentId: string | null): Node[] =>
    depts
      .filter((d) => (d.parentId ?? null) === parentId || (parentId === null && d.parentId !== null && !known.has(d.parentId)))
      .map((d) => {
        const children = [...build(d.id), ...cars.filter((c) => c.deptId === d.id).map(leaf)];
        const leaves = children.reduce((n, x) => n + (x.type === 'car' ? 1 : x.total ?? 0), 0);
        const on = children.reduce((n, x) => n + (x.type === 'car' ? (x.online ? 1 : 0) : Number(x.online ?? 0)), 0);
        return { key: `dept-${d.id}`, title: d.name, type: 'dept' as const, total: leaves, online: on, children };
      });
  const nodes = build(null);
  const loose = cars.filter((c) => !known.has(c.deptId));
  if (loose.length) nodes.push({ key: 'dept-none', title: ctx.t('cljk.online.noDept'), type: 'dept', total: loose.length, online: loose.filter((c) => c.online).length, children: loose.map(leaf) });
  return nodes;
};

async function carByCode(ctx: HandlerContext) {
  const code = typeof ctx.input.carCode === 'string' ? ctx.input.carCode.trim() : '';
  if (!code) throw new HandlerError(ctx.t('cljk.error.carCode'));
  const car = (await fleet(ctx.store)).find((c) => c.plateNo === code);
  if (!car) throw new HandlerError(ctx.t('cljk.error.noCar', { code }));
  const dept = (await ctx.store.org.departments()).find((d) => d.id === car.deptId);
  return { carId: car.carId, plateNo: car.plateNo, deptId: car.deptId, deptName: dept?.name ?? '', deviceCode: car.device?.code ?? '', online: car.online };
}

const realtime: Handler = async (ctx) => {
  const raw = Array.isArray(ctx.input.carIds) ? ctx.input.carIds.join(',') : String(ctx.input.carIds ?? ctx.input.carId ?? '');
  const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!ids.length) throw new HandlerError(ctx.t('cljk.error.pickCar'));
  if (ids.length > MAX_CARS) throw new HandlerError(ctx.t('cljk.error.tooManyCars', { max: MAX_CARS }));
  if (ids.some((s) => !/^\d{1,15}$/.test(s))) throw new HandlerError(ctx.t('cljk.error.carIds'));
  const cars = new Map((await fleet(ctx.store)).map((c) => [c.carId, c]));
  const missing = ids.filter((s) => !cars.has(Number(s)));
  if (missing.length) throw new HandlerError(ctx.t('cljk.error.car'));
  return Promise.all([...new Set(ids.map(Number))].map((id) => realtimeOf(ctx.store, cars.get(id)!)));
};

/** The online handlers by call. */
export const onlineHandlers = (paths: { head: string; tree: string; byCode: string; realtime: string }): Record<string, Handler> => ({
  [paths.head]: head,
  [paths.tree]: tree,
  [paths.byCode]: carByCode,
  [paths.realtime]: realtime,
});
