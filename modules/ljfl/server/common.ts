/**
 * The area's lookups beside CRUD: the department tree and the departments with their vehicles
 * (common/getDeptTree, loadDeptCarTree), the points rules (loadSingleParam), this tenant's summary
 * (getTenantById), a vehicle by id (getCarById), a resident's movements with the balance after each
 * (userIntegrationManage/residentFlow); the districts' overview, every place with coordinates
 * and one facility's card (item/*); the sums of the loads a list selects (garbageManage/getSumData).
 */
import { HandlerError, type Handler, type HandlerContext, type OrgDepartment } from '../../../kit/resource';
import { tonnage } from '../../../kit/waste/loadWeight';
import { GARBAGE_TYPES } from '../enums';
import { ljfl } from '../paths';
import { pointOf } from './geo';
import { asLoad, dayOffset, loadsBetween, today } from './history';

type Node = { id: string; name: string; code?: string; type: 'dept' | 'car'; cars?: number; children?: Node[] };

/** The points rules (no table: the demo's one set of rules, written in the README). */
export const POINTS_RULES = { pointsPerDisposal: 2, pointsPerActivity: 10, pointValue: 0.01 } as const;

/** A positive integer parameter, or a clear refusal naming it. */
export function idParam(ctx: HandlerContext, name = 'id'): number {
  const v = ctx.input[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HandlerError(ctx.t('ljfl.param.missing', { name }));
  return n;
}

function nest(depts: OrgDepartment[], extra: (d: OrgDepartment) => Node[] = () => []): Node[] {
  const nodes = new Map<string, Node>(depts.map((d) => [d.id, { id: `dept:${d.id}`, name: d.name, code: d.code, type: 'dept', children: extra(d) }]));
  const roots: Node[] = [];
  for (const d of depts) (d.parentId && nodes.get(d.parentId) ? nodes.get(d.parentId)!.children! : roots).push(nodes.get(d.id)!);
  const prune = (n: Node): Node => (n.children?.length ? { ...n, children: n.children.map(prune) } : { ...n, children: undefined });
  return roots.map(prune);
}

/** The filters of the garbage records' list that getSumData honours. */
const SUM_FILTERS = ['recordNo', 'recordTimeStart', 'recordTimeEnd', 'carId', 'garbageType', 'leg', 'collectFacId', 'handleFacId', 'district'];

export const commonHandlers: Record<string, Handler> = {
  [ljfl('common/getDeptTree')]: async ({ store }) => nest(await store.org.departments()),
  [ljfl('common/loadDeptCarTree')]: async ({ store }) => {
    const [depts, cars] = await Promise.all([store.org.departments(), store.all('car', {}, 100_000)]);
    const tree = nest(depts, (d) => cars.filter((c) => c.deptId === d.id).map((c) => ({ id: `car:${String(c.id)}`, name: String(c.carCode), type: 'car' })));
    const count = (n: Node): Node => {
      const children = n.children?.map(count);
      return { ...n, ...(children ? { children } : {}), cars: n.type === 'car' ? 1 : (children ?? []).reduce((s, c) => s + (c.cars ?? 0), 0) };
    };
    return tree.map(count);
  },
  [ljfl('common/loadSingleParam')]: (ctx) => {
    const key = typeof ctx.input.paramKey === 'string' ? ctx.input.paramKey : '';
    if (!key) return { ...POINTS_RULES };
    if (!(key in POINTS_RULES)) throw new HandlerError(ctx.t('ljfl.param.unknown', { name: key }));
    return { paramKey: key, paramValue: POINTS_RULES[key as keyof typeof POINTS_RULES] };
  },
  [ljfl('common/getTenantById')]: async (ctx) => {
    const asked = ctx.input.tenantId;
    if (asked !== undefined && asked !== '' && String(asked) !== ctx.caller.tenantId) throw new HandlerError(ctx.t('ljfl.tenant.own'));
    const [depts, units, residents] = await Promise.all([ctx.store.org.departments(), ctx.store.all('unit', {}, 100_000), ctx.store.all('resident', {}, 100_000)]);
    const root = depts.find((d) => !d.parentId) ?? depts[0];
    return { tenantId: ctx.caller.tenantId, tenantName: root?.name ?? '', units: units.length, households: units.reduce((s, u) => s + Number(u.households ?? 0), 0), residents: residents.length };
  },
  [ljfl('common/getCarById')]: async (ctx) => {
    const car = await ctx.store.get('car', idParam(ctx));
    if (!car) throw new HandlerError(ctx.t('kit.server.notFound'));
    return car;
  },
  [ljfl('item/getInfoByProvince')]: async (ctx) => {
    const [units, collect, handle, residents] = await Promise.all(['unit', 'collectFac', 'handleFac', 'resident'].map((r) => ctx.store.all(r, {}, 100_000)));
    const districts = [...new Set([...units!, ...collect!, ...handle!].map((x) => String(x.district)))].sort();
    const unitDistrict = new Map(units!.map((u) => [u.id, u.district]));
    return districts.map((d) => ({
      district: d,
      districtName: ctx.t(`ljfl.enum.district.${d}`),
      units: units!.filter((u) => u.district === d).length,
      households: units!.filter((u) => u.district === d).reduce((s, u) => s + Number(u.households ?? 0), 0),
      collectFacs: collect!.filter((f) => f.district === d).length,
      handleFacs: handle!.filter((f) => f.district === d).length,
      residents: residents!.filter((r) => unitDistrict.get(r.unitId) === d).length,
    }));
  },
  [ljfl('item/getCoordinateData')]: async (ctx) => {
    const out: Record<string, unknown>[] = [];
    for (const [resource, name] of [['unit', 'unitName'], ['collectFac', 'facName'], ['handleFac', 'facName'], ['car', 'carCode']] as const) {
      for (const row of await ctx.store.all(resource, {}, 100_000)) {
        const p = pointOf(row.location);
        if (p) out.push({ id: `${resource}:${String(row.id)}`, itemType: ctx.t(`ljfl.${resource}`), name: row[name], lng: p.lng, lat: p.lat });
      }
    }
    return out;
  },
  [ljfl('item/getItemInfo')]: async (ctx) => {
    const type = typeof ctx.input.itemType === 'string' && ctx.input.itemType ? ctx.input.itemType : 'collectFac';
    if (!['collectFac', 'handleFac', 'unit'].includes(type)) throw new HandlerError(ctx.t('ljfl.param.unknown', { name: type }));
    const id = idParam(ctx);
    const item = await ctx.store.get(type, id);
    if (!item) throw new HandlerError(ctx.t('kit.server.notFound'));
    const field = type === 'collectFac' ? 'collectFacId' : type === 'handleFac' ? 'handleFacId' : null;
    let loads = field ? await loadsBetween(ctx.store, dayOffset(ctx.store.devices.now(), 29), today(ctx.store.devices.now()), { [field]: id }) : [];
    if (type === 'unit') {
      const facs = new Set((await ctx.store.all('collectFac', { unitId: id }, 100_000)).map((f) => f.id));
      loads = (await loadsBetween(ctx.store, dayOffset(ctx.store.devices.now(), 29), today(ctx.store.devices.now()), { leg: 'collect' })).filter((l) => facs.has(l.collectFacId));
    }
    const t = tonnage(loads.map(asLoad), { legs: type === 'handleFac' ? undefined : 'collect' });
    const unit = type === 'collectFac' ? await ctx.store.get('unit', item.unitId as number) : null;
    return {
      name: item.facName ?? item.unitName,
      itemType: ctx.t(`ljfl.${type}`),
      unitName: unit?.unitName ?? '',
      loads: loads.length,
      tonnes: t.tonnes,
      leftOut: t.leftOut,
      lastCollect: loads.reduce<string | null>((m, l) => (m === null || String(l.recordTime) > m ? String(l.recordTime) : m), null),
    };
  },
  [ljfl('userIntegrationManage/residentFlow')]: async (ctx) => {
    const id = idParam(ctx);
    if (!(await ctx.store.get('resident', id))) throw new HandlerError(ctx.t('kit.server.notFound'));
    const [moves, orders] = await Promise.all([ctx.store.all('pointsLedger', { residentId: id }, 100_000), ctx.store.all('pointsOrder', {}, 100_000)]);
    const kind = new Map(orders.map((o) => [o.id, o.kind]));
    let balance = 0;
    return moves
      .sort((a, b) => String(a.postedAt).localeCompare(String(b.postedAt)) || Number(a.id) - Number(b.id))
      .map((m) => {
        balance += Number(m.quantity);
        return { id: m.id, postedAt: m.postedAt, kind: kind.get(m.sourceId) ?? null, sourceNo: m.sourceNo, points: m.quantity, balanceAfter: balance };
      });
  },
  [ljfl('garbageManage/getSumData')]: async (ctx) => {
    const filters: Record<string, unknown> = {};
    for (const k of SUM_FILTERS) if (ctx.input[k] !== undefined && ctx.input[k] !== '') filters[k] = ctx.input[k];
    const loads = await ctx.store.all('garbageRecord', filters, 100_000);
    const collected = tonnage(loads.map(asLoad));
    const transfer = tonnage(loads.map(asLoad), { legs: 'transfer' });
    return {
      loads: loads.length,
      ...collected,
      transferLegs: transfer.counted + transfer.leftOut,
      transferTonnes: transfer.tonnes,
      byType: Object.fromEntries(GARBAGE_TYPES.map((g) => [g, tonnage(loads.filter((l) => l.garbageType === g).map(asLoad)).tonnes])),
    };
  },
};
