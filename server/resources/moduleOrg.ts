/**
 * The organisation's read side for module code (ModuleOrg in the kit): the tenant's departments and
 * staff as the platform keeps them, so a module's department trees and staff pickers read them
 * instead of keeping copies. Every query filters on the tenant.
 */
import type { ModuleOrg } from './kit';
import type { AnyDb } from './tables';

/** The tenant's organisation as module code reads it, over `db` (the engine's database or a transaction). */
export function moduleOrg(db: AnyDb, tenantId: string): ModuleOrg {
  return {
    departments: async () => {
      const rows = await db.selectFrom('departments').select(['id', 'parent_id', 'code', 'name', 'sort']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
      return rows.map((r) => ({ id: String(r.id), parentId: r.parent_id === null ? null : String(r.parent_id), code: String(r.code), name: String(r.name), sort: Number(r.sort) }));
    },
    staff: async () => {
      const rows = await db.selectFrom('staff').select(['id', 'dept_id', 'code', 'name', 'phone', 'job']).where('tenant_id', '=', tenantId).orderBy('code').execute();
      return rows.map((r) => ({ id: String(r.id), deptId: String(r.dept_id), code: String(r.code), name: String(r.name), phone: String(r.phone ?? ''), job: String(r.job ?? '') }));
    },
  };
}
