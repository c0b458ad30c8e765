/**
 * The registers' tree calls and the board's counts. A tree is district → group → row (staff by team,
 * vehicles by parking point, points by type), each node with how many rows it holds; a place without
 * valid coordinates (geo.ts) says so in its row. The counts name the places that cannot be drawn.
 */
import type { Handler, HandlerContext } from '../../../kit/resource';
import { validPoint } from '../geo';
import { DISTRICTS } from '../resources/options';
import { ES } from '../resources/paths';

type Row = Record<string, unknown>;
type Node = { id: string | number; name: string; count?: number; detail?: string; children?: Node[] };
const LIMIT = 10_000;

const label = (ctx: HandlerContext, prefix: string, value: unknown) => ctx.t(`es.enum.${prefix}.${String(value)}`);

/** district → (group →) rows, districts in the order 垃圾收运 lists them, empty districts left out. */
function grouped(ctx: HandlerContext, rows: Row[], leaf: (r: Row) => Node, group?: (r: Row) => string): Node[] {
  const order = (d: unknown) => (DISTRICTS as readonly string[]).indexOf(String(d));
  const districts = [...new Set(rows.map((r) => String(r.district)))].sort((a, b) => order(a) - order(b));
  return districts.map((d) => {
    const mine = rows.filter((r) => String(r.district) === d);
    const children = group
      ? [...new Set(mine.map(group))].map((g) => {
          const inGroup = mine.filter((r) => group(r) === g);
          return { id: `${d}:${g}`, name: g, count: inGroup.length, children: inGroup.map(leaf) };
        })
      : mine.map(leaf);
    return { id: `district:${d}`, name: label(ctx, 'district', d), count: mine.length, children };
  });
}

/** The row's place: its text, and a warning when it cannot be drawn. */
const placeDetail = (ctx: HandlerContext, r: Row, text: string) => (validPoint(r) ? text : `${text}${text ? ' · ' : ''}${ctx.t('es.noLocation')}`);

const staffTree: Handler = async (ctx) => {
  const rows = await ctx.store.all('esStaff', {}, LIMIT);
  return grouped(ctx, rows, (r) => ({ id: Number(r.id), name: String(r.staffName), detail: `${label(ctx, 'staffRole', r.role)} · ${label(ctx, 'staffStatus', r.status)}` }), (r) => String(r.team ?? ''));
};

const carTree: Handler = async (ctx) => {
  const [rows, parking] = await Promise.all([ctx.store.all('esCar', {}, LIMIT), ctx.store.all('esCarPosition', {}, LIMIT)]);
  const names = new Map(parking.map((p) => [Number(p.id), String(p.positionName)]));
  return grouped(ctx, rows, (r) => ({ id: Number(r.id), name: String(r.carCode), detail: `${label(ctx, 'carType', r.carType)} · ${label(ctx, 'carStatus', r.status)}` }), (r) => names.get(Number(r.parkingId)) ?? ctx.t('es.noParking'));
};

const carPositionTree: Handler = async (ctx) => {
  const [rows, cars] = await Promise.all([ctx.store.all('esCarPosition', {}, LIMIT), ctx.store.all('esCar', {}, LIMIT)]);
  return grouped(ctx, rows, (r) => ({ id: Number(r.id), name: String(r.positionName), count: cars.filter((c) => Number(c.parkingId) === Number(r.id)).length, detail: placeDetail(ctx, r, String(r.address ?? '')) }));
};

const positionTree: Handler = async (ctx) => {
  const rows = await ctx.store.all('esPosition', {}, LIMIT);
  return grouped(ctx, rows, (r) => ({ id: Number(r.id), name: String(r.positionName), detail: placeDetail(ctx, r, String(r.address ?? '')) }), (r) => label(ctx, 'positionType', r.positionType));
};

const storehouseTree: Handler = async (ctx) => {
  const rows = await ctx.store.all('esStorehouse', {}, LIMIT);
  return grouped(ctx, rows, (r) => ({ id: Number(r.id), name: String(r.storehouseName), detail: placeDetail(ctx, r, String(r.supplies ?? '')) }));
};

/** The board's counts, as stat cards: staff and vehicles (and how many are ready), the places, and the places that cannot be drawn. */
const counts: Handler = async (ctx) => {
  const [staff, cars, parking, positions, storehouses] = await Promise.all(['esStaff', 'esCar', 'esCarPosition', 'esPosition', 'esStorehouse'].map((r) => ctx.store.all(r, {}, LIMIT)));
  const places = [...parking!, ...positions!, ...storehouses!];
  return [
    { label: 'es.count.staff', value: staff!.length, unit: 'es.unit.people' },
    { label: 'es.count.staffOnDuty', value: staff!.filter((s) => s.status === 'onDuty').length, unit: 'es.unit.people' },
    { label: 'es.count.cars', value: cars!.length, unit: 'es.unit.cars' },
    { label: 'es.count.carsStandby', value: cars!.filter((c) => c.status === 'standby').length, unit: 'es.unit.cars' },
    { label: 'es.count.carPositions', value: parking!.length, unit: 'es.unit.items' },
    { label: 'es.count.positions', value: positions!.length, unit: 'es.unit.items' },
    { label: 'es.count.storehouses', value: storehouses!.length, unit: 'es.unit.items' },
    { label: 'es.count.noLocation', value: places.filter((p) => !validPoint(p)).length, unit: 'es.unit.items' },
  ];
};

export const handlers: Record<string, Handler> = {
  [`${ES}/esStaff/tree`]: staffTree,
  [`${ES}/esCar/tree`]: carTree,
  [`${ES}/esCarPosition/tree`]: carPositionTree,
  [`${ES}/esPosition/tree`]: positionTree,
  [`${ES}/esStorehouse/tree`]: storehouseTree,
  [`${ES}/board/getCounts`]: counts,
};
