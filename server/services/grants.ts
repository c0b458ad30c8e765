/**
 * What a user may see: systems and menus (grants to the user's roles or to the user alone) and
 * functions (permission codes held through roles).
 *
 * A grant's system_code '*' means every system of the tenant, and menu_id '*' every menu of the
 * system, including menus of modules added later. So a role granted ('hwyy', '*') sees every future
 * module of hwyy without a change here; a grant of one menu id (e.g. 'clgl.cars') shows that entry
 * (and, for a group, everything below it). A user's systems are those with at least one grant.
 */
import type { SystemEntry } from '../../kit/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

export type Grant = { systemCode: string; menuId: string };
export type UserRef = { tenantId: string; userId: string; isSuper: boolean };

export class GrantService {
  constructor(private readonly db: Db) {}

  /** Every menu grant a user holds, through roles or directly. */
  async grantsOf(user: UserRef): Promise<Grant[]> {
    if (user.isSuper) return [{ systemCode: '*', menuId: '*' }];
    const rows = await this.db
      .selectFrom('menu_grants')
      .select(['system_code', 'menu_id'])
      .where('tenant_id', '=', user.tenantId)
      .where((eb) => this.heldBy(eb, user))
      .execute();
    return rows.map((r) => ({ systemCode: r.system_code, menuId: r.menu_id }));
  }

  /** The tenant's systems that the user holds a grant in, in their display order. */
  async systemsOf(user: UserRef): Promise<Required<SystemEntry>[]> {
    const grants = await this.grantsOf(user);
    const codes = new Set(grants.map((g) => g.systemCode));
    const rows = await this.db
      .selectFrom('tenant_systems')
      .innerJoin('systems', 'systems.code', 'tenant_systems.system_code')
      .select(['systems.code', 'systems.name', 'systems.name_en', 'systems.icon'])
      .where('tenant_systems.tenant_id', '=', user.tenantId)
      .orderBy('systems.sort')
      .execute();
    return rows
      .filter((r) => codes.has('*') || codes.has(r.code))
      .map((r) => ({ id: r.code, code: r.code, name: r.name, nameEn: r.name_en, icon: r.icon }));
  }

  /**
   * Whether the user holds a grant in one of `systems` that the tenant has: what systemsOf answers
   * for them, in one query (every module call asks it, before the call's own queries).
   */
  async holdsAnySystem(user: UserRef, systems: readonly string[]): Promise<boolean> {
    if (user.isSuper) return true;
    if (!systems.length) return false;
    const row = await this.db
      .selectFrom('tenant_systems')
      .innerJoin('systems', 'systems.code', 'tenant_systems.system_code')
      .select('tenant_systems.system_code')
      .where('tenant_systems.tenant_id', '=', user.tenantId)
      .where('tenant_systems.system_code', 'in', systems)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('menu_grants')
            .select('menu_grants.menu_id')
            .where('menu_grants.tenant_id', '=', user.tenantId)
            .where((g) => g.or([g('menu_grants.system_code', '=', g.ref('tenant_systems.system_code')), g('menu_grants.system_code', '=', '*')]))
            .where((g) => this.heldBy(g, user)),
        ),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A menu grant's holder is the user, or one of the user's roles. */
  private heldBy(eb: ExpressionBuilder<Database, 'menu_grants'>, user: UserRef) {
    const roleIds = eb.selectFrom('user_roles').select('user_roles.role_id').where('user_roles.tenant_id', '=', user.tenantId).where('user_roles.user_id', '=', user.userId);
    return eb.or([eb('menu_grants.user_id', '=', user.userId), eb('menu_grants.role_id', 'in', roleIds)]);
  }

  /** The function codes a user holds; '*' means all. */
  async functionsOf(user: UserRef): Promise<Set<string>> {
    if (user.isSuper) return new Set(['*']);
    const rows = await this.db
      .selectFrom('role_functions')
      .innerJoin('user_roles', 'user_roles.role_id', 'role_functions.role_id')
      .select('role_functions.function_code')
      .where('user_roles.tenant_id', '=', user.tenantId)
      .where('role_functions.tenant_id', '=', user.tenantId)
      .where('user_roles.user_id', '=', user.userId)
      .execute();
    return new Set(rows.map((r) => r.function_code));
  }

  /** 'all' when any role of the user sees the whole tenant's organisation, else 'dept'. */
  async dataScopeOf(user: UserRef): Promise<'all' | 'dept'> {
    if (user.isSuper) return 'all';
    const row = await this.db
      .selectFrom('roles')
      .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
      .select('roles.id')
      .where('user_roles.tenant_id', '=', user.tenantId)
      .where('roles.tenant_id', '=', user.tenantId)
      .where('user_roles.user_id', '=', user.userId)
      .where('roles.data_scope', '=', 'all')
      .executeTakeFirst();
    return row ? 'all' : 'dept';
  }
}
