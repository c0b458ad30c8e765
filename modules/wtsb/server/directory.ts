/**
 * The area's reference lists beside their CRUD: department areas (all, nearby, default handler), the
 * time limits of a case or type, and the staff tree of the common persons by department.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { allRows, hoursBetween, loadCase, nowText, positiveId, type Row } from './common';
import { distanceMeters } from './geo';

/** area/getDeptAreaList: every department area, by name (for pickers and the map-less area list). */
export const getDeptAreaList: Handler = async (ctx) => {
  const filters: Row = {};
  if (typeof ctx.input.areaName === 'string' && ctx.input.areaName) filters.areaName = ctx.input.areaName;
  if (typeof ctx.input.deptName === 'string' && ctx.input.deptName) filters.deptName = ctx.input.deptName;
  return (await allRows(ctx.store, 'deptArea', filters)).sort((a, b) => String(a.areaName).localeCompare(String(b.areaName), 'zh-CN'));
};

function pointOf(ctx: HandlerContext): { lng: number; lat: number } {
  const lng = Number(ctx.input.lng ?? ctx.input.longitude);
  const lat = Number(ctx.input.lat ?? ctx.input.latitude);
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90 || (lng === 0 && lat === 0)) {
    throw new HandlerError(ctx.t('wtsb.refused.geo'));
  }
  return { lng, lat };
}

/** The areas by distance from a point, each with `distance` (m) and `inside` (within its radius). */
async function areasNear(ctx: HandlerContext, p: { lng: number; lat: number }): Promise<Row[]> {
  return (await allRows(ctx.store, 'deptArea'))
    .filter((a) => a.center)
    .map((a) => {
      const c = a.center as { lng: number; lat: number };
      const distance = distanceMeters(p.lng, p.lat, c.lng, c.lat);
      return { ...a, distance, inside: distance <= Number(a.radius ?? 0) };
    })
    .sort((a, b) => a.distance - b.distance);
}

/** area/getNearDeptAreaList: areas within `distance` metres (default 3000) of a point, nearest first. */
export const getNearDeptAreaList: Handler = async (ctx) => {
  const p = pointOf(ctx);
  const max = Number(ctx.input.distance ?? ctx.input.radius ?? 3000);
  const limit = Number.isFinite(max) && max > 0 ? Math.min(max, 50_000) : 3000;
  return (await areasNear(ctx, p)).filter((a) => (a.distance as number) <= limit || a.inside);
};

/**
 * web/problem/getDefaultHandler: the default handler of the case's area (by `deptAreaId`, a case
 * `id`, or the area holding `lng`/`lat`), with the time limit of the case's type; null when none.
 */
export const getDefaultHandler: Handler = async (ctx) => {
  let areaId = positiveId(ctx.input.deptAreaId);
  let typeId = positiveId(ctx.input.problemTypeId);
  if (areaId === null && positiveId(ctx.input.id ?? ctx.input.problemId) !== null) {
    const c = await loadCase(ctx);
    areaId = positiveId(c.deptAreaId);
    typeId = typeId ?? positiveId(c.problemTypeId);
  }
  let area: Row | null = areaId === null ? null : await ctx.store.get('deptArea', areaId);
  if (!area && ctx.input.lng !== undefined) area = (await areasNear(ctx, pointOf(ctx))).find((a) => a.inside) ?? null;
  const type = typeId === null ? null : await ctx.store.get('problemType', typeId);
  if (!area?.handlerUserId) return type ? { handleHours: type.handleHours } : null;
  return { deptAreaId: area.id, areaName: area.areaName, deptName: area.deptName, handlerUserId: area.handlerUserId, handlerName: area.handlerName, handlerPhone: area.handlerPhone, handleHours: type?.handleHours ?? 24 };
};

/**
 * web/problem/loadProblemHandleHour: the time limit choices for a case or type, and for a case its
 * hours so far, hours left and whether it is overdue.
 */
export const loadProblemHandleHour: Handler = async (ctx) => {
  const options = [2, 4, 8, 12, 24, 48, 72, 120];
  let typeId = positiveId(ctx.input.problemTypeId);
  let c: Row | null = null;
  if (positiveId(ctx.input.id ?? ctx.input.problemId) !== null) {
    c = await loadCase(ctx);
    typeId = positiveId(c.problemTypeId);
  }
  const type = typeId === null ? null : await ctx.store.get('problemType', typeId);
  const typeHours = Number(type?.handleHours ?? 24);
  const out: Row = { typeHours, options: [...new Set([...options, typeHours])].sort((a, b) => a - b) };
  if (c) {
    const end = c.closeTime ?? c.finishTime ?? nowText(ctx.store);
    out.handleHours = c.handleHours ?? null;
    out.deadline = c.deadline ?? null;
    out.usedHours = c.dispatchTime ? hoursBetween(c.dispatchTime, end) : null;
    out.leftHours = c.deadline && !c.closeTime ? hoursBetween(nowText(ctx.store), c.deadline) : null;
    out.overdue = Boolean(c.deadline && (c.closeTime ? String(c.closeTime) > String(c.deadline) : nowText(ctx.store) > String(c.deadline)));
  }
  return out;
};

type StaffNode = { id: string; key: string; title: string; name: string; type: 'dept' | 'staff'; userId?: string; phone?: unknown; post?: unknown; isLeaf: boolean; children: StaffNode[] };

/** common/staffTree: departments with the common persons as leaves (the handler picker). */
export const staffTree: Handler = async (ctx) => {
  const persons = (await allRows(ctx.store, 'commonPerson')).sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  const depts = new Map<string, StaffNode>();
  for (const p of persons) {
    const dept = String(p.deptName);
    if (!depts.has(dept)) depts.set(dept, { id: `dept:${dept}`, key: `dept:${dept}`, title: dept, name: dept, type: 'dept', isLeaf: false, children: [] });
    depts.get(dept)!.children.push({
      id: String(p.userId), key: String(p.userId), title: String(p.personName), name: String(p.personName), type: 'staff',
      userId: String(p.userId), phone: p.phone, post: p.post, isLeaf: true, children: [],
    });
  }
  return [...depts.values()];
};
