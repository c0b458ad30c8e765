/**
 * A generic type's department bindings: a binding names an organisation (a department of type
 * company) and a department inside it, both of the caller's tenant (checked on every write; other
 * tenants' and unknown ids are refused the same way), and a type once per department.
 * getDeptByOrgId answers the departments of one organisation bound to a type (`typeId` or its
 * `typeCode`; every type when neither is given), with their names.
 */
import { HandlerError, type Handler, type HandlerContext, type ModuleStore, type OrgDepartment, type WriteHook } from '../../../kit/resource';

type Row = Record<string, unknown>;
type T = HandlerContext['t'];

/** Whether `deptId` is `orgId` or below it. */
function inside(all: Map<string, OrgDepartment>, deptId: string, orgId: string): boolean {
  for (let d = all.get(deptId), steps = 0; d && steps < 64; d = d.parentId ? all.get(d.parentId) : undefined, steps++) if (d.id === orgId) return true;
  return false;
}

/** The tenant's organisation `orgId` (refused when it is none) and its departments by id. */
async function organisation(store: ModuleStore, orgId: unknown, t: T): Promise<{ org: OrgDepartment; all: Map<string, OrgDepartment> }> {
  const all = new Map((await store.org.departments()).map((d) => [d.id, d]));
  const org = all.get(String(orgId ?? '').trim());
  if (!org || org.type !== 'company') throw new HandlerError(t('spjg.error.noOrg', { id: String(orgId ?? '').slice(0, 64) }));
  return { org, all };
}

/** On create: the organisation is the tenant's, the department one of its own; their names are written beside the ids. */
export const bindingWrites: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create') return;
  const { org, all } = await organisation(store, change.values.orgId, t);
  const dept = all.get(String(change.values.deptId ?? ''));
  if (!dept || !inside(all, dept.id, org.id)) throw new HandlerError(t('spjg.error.deptOutside', { org: org.name }));
  // A user whose roles see only their own department (and below) binds only those.
  if (!(await store.org.visibleDepartments()).some((d) => d.id === dept.id)) throw new HandlerError(t('spjg.error.deptOutside', { org: org.name }));
  return { ...change.values, orgName: org.name, deptName: dept.name };
};

/** The departments of an organisation bound to a type (or to any type), with the type's and department's names. */
export const deptByOrg: Handler = async (ctx) => {
  const { org, all } = await organisation(ctx.store, ctx.input.orgId, ctx.t);
  const filters: Row = { orgId: org.id };
  const code = typeof ctx.input.typeCode === 'string' ? ctx.input.typeCode.trim() : '';
  const types = await ctx.store.all('currencyType', code ? { typeCode: code } : {}, 1000);
  const typeId = Number(ctx.input.typeId);
  const wanted = ctx.input.typeId !== undefined && ctx.input.typeId !== '' ? types.filter((x) => x.id === typeId) : code ? types.filter((x) => x.typeCode === code) : types;
  if ((ctx.input.typeId !== undefined && ctx.input.typeId !== '') || code) {
    if (!wanted.length) throw new HandlerError(ctx.t('spjg.error.noType', { id: String(ctx.input.typeId ?? code).slice(0, 64) }));
    filters.typeId = wanted[0]!.id;
  }
  const names = new Map(types.map((x) => [x.id, String(x.typeName)]));
  const rows = await ctx.store.all('currencyTypeEntity', filters, 5000);
  return rows.map((r) => ({ typeName: names.get(r.typeId) ?? '', orgName: org.name, deptId: String(r.deptId), deptName: all.get(String(r.deptId))?.name ?? String(r.deptId) }));
};
