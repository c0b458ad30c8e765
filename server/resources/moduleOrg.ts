/**
 * The organisation's read side for module code (ModuleOrg in the kit): the tenant's departments and
 * staff as the platform keeps them, so a module's department trees and staff pickers read them
 * instead of keeping copies. Every query filters on the tenant. The data scope is read the way the
 * platform's trees by permission read it (services/grants.ts dataScopeOf, services/org.ts
 * visibleDepartments): resources may not import services, so the rule is restated here over the same tables.
 */
import type { CallerContext, ModuleOrg, OrgDepartment } from './kit';
import type { AnyDb } from './tables';

/** `rootId` and every department below it. */
function subtree(all: OrgDepartment[], rootId: string): OrgDepartment[] {
  const keep = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of all) {
      if (d.parentId && keep.has(d.parentId) && !keep.has(d.id)) {
        keep.add(d.id);
        grew = true;
      }
    }
  }
  return all.filter((d) => keep.has(d.id));
}

/** The tenant's organisation as module code reads it, over `db` (the engine's database or a transaction). */
export function moduleOrg(db: AnyDb, caller: CallerContext): ModuleOrg {
  const { tenantId, userId } = caller;
  const departments = async (): Promise<OrgDepartment[]> => {
    const rows = await db.selectFrom('departments').select(['id', 'parent_id', 'code', 'name', 'sort', 'type']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({ id: String(r.id), parentId: r.parent_id === null ? null : String(r.parent_id), code: String(r.code), name: String(r.name), sort: Number(r.sort), type: String(r.type) }));
  };
  return {
    departments,
    visibleDepartments: async () => {
      const [all, me, wide] = await Promise.all([
        departments(),
        db.selectFrom('users').select(['is_super', 'dept_id']).where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('roles')
          .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
          .select('roles.id')
          .where('user_roles.tenant_id', '=', tenantId)
          .where('roles.tenant_id', '=', tenantId)
          .where('user_roles.user_id', '=', userId)
          .where('roles.data_scope', '=', 'all')
          .executeTakeFirst(),
      ]);
      if (Number(me?.is_super ?? 0) === 1 || wide) return all;
      return me?.dept_id ? subtree(all, String(me.dept_id)) : [];
    },
    staff: async () => {
      const rows = await db.selectFrom('staff').select(['id', 'dept_id', 'code', 'name', 'phone', 'job']).where('tenant_id', '=', tenantId).orderBy('code').execute();
      return rows.map((r) => ({ id: String(r.id), deptId: String(r.dept_id), code: String(r.code), name: String(r.name), phone: String(r.phone ?? ''), job: String(r.job ?? '') }));
    },
  };
}
