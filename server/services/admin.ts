/**
 * The tenant's administration (综合管理 → 系统管理): users (create, edit, reset password, unlock),
 * roles with their menu grants and functions, the users of a role, the tenant's menu settings and
 * password parameters. Every statement filters on the caller's tenant; writes that belong together
 * run in one transaction. Refusals are HttpErrors with the catalogue's messages.
 */
import { randomUUID } from 'node:crypto';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import type { Db } from '../db';
import { serialized } from '../db/dialect';
import { PASSWORD_PARAM_TYPE, type ParamService } from './params';
import { hashPassword } from './secrets';
import type { SessionService } from './sessions';

export type RoleRecord = { id: string; code: string; name: string; dataScope: string; userCount: number };
export type RoleGrants = { menus: { systemCode: string; menuId: string }[]; functions: string[] };
export type MenuSetting = { menuId: string; sort: number | null; icon: string | null; openModeCode: 'tab' | 'window' | null; isWelcomeMenu: boolean | null };
export type UserInput = { id?: string; username: string; name: string; deptId?: string; phone?: string; password?: string; roleIds: string[] };

export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly params: ParamService,
    private readonly sessions: SessionService,
    private readonly now: () => number,
  ) {}

  /** The tenant's roles with how many users hold each, by name. */
  async roles(tenantId: string, keyword?: string): Promise<RoleRecord[]> {
    const rows = await this.db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).orderBy('code').execute();
    const counts = await this.db
      .selectFrom('user_roles')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy('role_id')
      .execute();
    const count = new Map(counts.map((c) => [c.role_id, Number(c.n)]));
    return rows
      .filter((r) => !keyword || r.name.includes(keyword) || r.code.includes(keyword))
      .map((r) => ({ id: r.id, code: r.code, name: r.name, dataScope: r.data_scope, userCount: count.get(r.id) ?? 0 }));
  }

  /** Creates (no id) or renames a role; the code is unique in the tenant. */
  async saveRole(tenantId: string, input: { id?: string; code: string; name: string; dataScope: string }): Promise<RoleRecord> {
    return serialized(this.db, async (trx) => {
      const clash = await trx.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('code', '=', input.code).executeTakeFirst();
      if (clash && clash.id !== input.id) throw new HttpError('INVALID_INPUT', messages.admin.roleCodeTaken(input.code));
      if (input.id) {
        const done = await trx.updateTable('roles').set({ code: input.code, name: input.name, data_scope: input.dataScope })
          .where('tenant_id', '=', tenantId).where('id', '=', input.id).executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw new HttpError('FAILED', messages.notExists('角色'));
        return { id: input.id, code: input.code, name: input.name, dataScope: input.dataScope, userCount: 0 };
      }
      const id = `r${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await trx.insertInto('roles').values({ id, tenant_id: tenantId, code: input.code, name: input.name, data_scope: input.dataScope }).execute();
      return { id, code: input.code, name: input.name, dataScope: input.dataScope, userCount: 0 };
    });
  }

  /** Deletes a role with its grants; refused while users hold it. */
  async deleteRole(tenantId: string, id: string): Promise<void> {
    await serialized(this.db, async (trx) => {
      const role = await trx.selectFrom('roles').select('name').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      if (!role) throw new HttpError('FAILED', messages.notExists('角色'));
      const held = await trx.selectFrom('user_roles').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('role_id', '=', id).executeTakeFirstOrThrow();
      if (Number(held.n) > 0) throw new HttpError('FAILED', messages.admin.roleHeld(role.name, Number(held.n)));
      await trx.deleteFrom('menu_grants').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      await trx.deleteFrom('role_functions').where('tenant_id', '=', tenantId).where('role_id', '=', id).execute();
      await trx.deleteFrom('roles').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    });
  }

  private async assertRole(db: Db, tenantId: string, id: string): Promise<void> {
    const role = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!role) throw new HttpError('FAILED', messages.notExists('角色'));
  }

  /** A role's menu grants and function codes. */
  async grants(tenantId: string, roleId: string): Promise<RoleGrants> {
    await this.assertRole(this.db, tenantId, roleId);
    const menus = await this.db.selectFrom('menu_grants').select(['system_code', 'menu_id']).where('tenant_id', '=', tenantId).where('role_id', '=', roleId).orderBy('id').execute();
    const functions = await this.db.selectFrom('role_functions').select('function_code').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).orderBy('function_code').execute();
    return { menus: menus.map((m) => ({ systemCode: m.system_code, menuId: m.menu_id })), functions: functions.map((f) => f.function_code) };
  }

  /**
   * Replaces the menu grants of one system (or every system when `systemCode` is omitted) and the
   * role's functions, in one transaction. Users see the change at their next menu load.
   */
  async saveGrants(tenantId: string, roleId: string, grants: RoleGrants, systemCode?: string): Promise<void> {
    await serialized(this.db, async (trx) => {
      await this.assertRole(trx, tenantId, roleId);
      let clear = trx.deleteFrom('menu_grants').where('tenant_id', '=', tenantId).where('role_id', '=', roleId);
      if (systemCode) clear = clear.where('system_code', '=', systemCode);
      await clear.execute();
      const menus = grants.menus.filter((m) => !systemCode || m.systemCode === systemCode);
      if (menus.length) {
        await trx.insertInto('menu_grants').values(menus.map((m) => ({ tenant_id: tenantId, role_id: roleId, user_id: null, system_code: m.systemCode, menu_id: m.menuId }))).execute();
      }
      await trx.deleteFrom('role_functions').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
      const codes = [...new Set(grants.functions)];
      if (codes.length) await trx.insertInto('role_functions').values(codes.map((c) => ({ tenant_id: tenantId, role_id: roleId, function_code: c }))).execute();
    });
  }

  /** Gives a role to users of the tenant (those holding it already are left as they are); answers how many were added. */
  async addRoleUsers(tenantId: string, roleId: string, userIds: string[]): Promise<number> {
    return serialized(this.db, async (trx) => {
      await this.assertRole(trx, tenantId, roleId);
      const users = await trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', 'in', userIds).execute();
      if (users.length !== new Set(userIds).size) throw new HttpError('FAILED', messages.notExists('用户'));
      const held = new Set((await trx.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute()).map((r) => r.user_id));
      const added = users.map((u) => u.id).filter((id) => !held.has(id));
      if (added.length) await trx.insertInto('user_roles').values(added.map((user_id) => ({ tenant_id: tenantId, user_id, role_id: roleId }))).execute();
      return added.length;
    });
  }

  /** Takes a role from users; answers how many lost it. */
  async removeRoleUsers(tenantId: string, roleId: string, userIds: string[]): Promise<number> {
    await this.assertRole(this.db, tenantId, roleId);
    const done = await this.db.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).where('user_id', 'in', userIds).executeTakeFirst();
    return Number(done.numDeletedRows);
  }

  /** The ids of the users holding a role. */
  async usersOfRole(tenantId: string, roleId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
    return rows.map((r) => r.user_id);
  }

  /** The ids among `ids` of the tenant's users. */
  async existingUsers(tenantId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }

  /** A user's role ids. */
  async rolesOfUser(tenantId: string, userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('user_roles').select('role_id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
    return rows.map((r) => r.role_id);
  }

  /** Checks a password against the tenant's rule (shell.md §5); refuses with the rule's tip. */
  private async checkRule(tenantId: string, password: string): Promise<void> {
    const rule = await this.params.passwordRule(tenantId);
    let fits = true;
    try {
      fits = !rule || new RegExp(rule.regex).test(password);
    } catch {
      fits = true;
    }
    if (!fits) throw new HttpError('INVALID_INPUT', `password：${rule?.tip ?? ''}`);
  }

  private async expiryFrom(db: Db, tenantId: string, now: number): Promise<number | null> {
    const tenant = await db.selectFrom('tenants').select('password_max_age_days').where('id', '=', tenantId).executeTakeFirst();
    const days = tenant?.password_max_age_days ?? null;
    return days === null ? null : now + days * 86400000;
  }

  /** Creates a user (with a password) or edits one (name, department, phone, roles); usernames are unique platform-wide. */
  async saveUser(tenantId: string, input: UserInput): Promise<{ id: string }> {
    if (!input.id) {
      if (!input.password) throw new HttpError('INVALID_INPUT', `password：${messages.field.required}`);
      await this.checkRule(tenantId, input.password);
    }
    const hash = input.password && !input.id ? await hashPassword(input.password) : null;
    return serialized(this.db, async (trx) => {
      const clash = await trx.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', input.username).executeTakeFirst();
      if (clash && clash.id !== input.id) throw new HttpError('INVALID_INPUT', messages.admin.usernameTaken(input.username));
      if (input.deptId) {
        const dept = await trx.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('id', '=', input.deptId).executeTakeFirst();
        if (!dept) throw new HttpError('INVALID_INPUT', `deptId：${messages.notExists('部门')}`);
      }
      if (input.roleIds.length) {
        const roles = await trx.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('id', 'in', input.roleIds).execute();
        if (roles.length !== new Set(input.roleIds).size) throw new HttpError('INVALID_INPUT', `roleIds：${messages.notExists('角色')}`);
      }
      const now = this.now();
      let id = input.id;
      if (id) {
        const done = await trx.updateTable('users').set({ username: input.username, name: input.name, dept_id: input.deptId ?? null, phone: input.phone ?? '' })
          .where('tenant_id', '=', tenantId).where('id', '=', id).where('is_super', '=', 0).executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw new HttpError('FAILED', messages.notExists('用户'));
        await trx.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
      } else {
        id = `u${randomUUID().replace(/-/g, '').slice(0, 12)}`;
        await trx.insertInto('users').values({
          id, tenant_id: tenantId, username: input.username, name: input.name, staff_id: null, dept_id: input.deptId ?? null,
          password_hash: hash ?? '', password_changed_at: now, password_expires_at: await this.expiryFrom(trx, tenantId, now),
          photo_id: null, is_super: 0, status: 'active', phone: input.phone ?? '', created_at: now,
        }).execute();
      }
      const roleIds = [...new Set(input.roleIds)];
      if (roleIds.length) await trx.insertInto('user_roles').values(roleIds.map((role_id) => ({ tenant_id: tenantId, user_id: id, role_id }))).execute();
      return { id };
    });
  }

  /** Sets a user's password (the tenant's rule applies), restarts its expiry and ends the user's sessions. */
  async resetPassword(tenantId: string, id: string, password: string): Promise<void> {
    await this.checkRule(tenantId, password);
    const now = this.now();
    const done = await this.db.updateTable('users')
      .set({ password_hash: await hashPassword(password), password_changed_at: now, password_expires_at: await this.expiryFrom(this.db, tenantId, now) })
      .where('tenant_id', '=', tenantId).where('id', '=', id).where('is_super', '=', 0).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new HttpError('FAILED', messages.notExists('用户'));
    await this.sessions.revokeUser(tenantId, id);
  }

  /** Clears a user's failed sign-ins (the lock and the slowing), by account; answers the username. */
  async unlock(tenantId: string, id: string): Promise<string> {
    const user = await this.db.selectFrom('users').select('username').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!user) throw new HttpError('FAILED', messages.notExists('用户'));
    await this.db.deleteFrom('login_failures')
      .where((eb) => eb.or([eb('subject', '=', `user:${user.username}`), eb('subject', 'like', `pair:${user.username.replace(/[%_]/g, '')}|%`)]))
      .execute();
    return user.username;
  }

  /** Whether a user's account is locked or slowed now (failed sign-ins under their username). */
  async lockedUsers(usernames: string[]): Promise<Set<string>> {
    if (!usernames.length) return new Set();
    const rows = await this.db.selectFrom('login_failures').select(['subject', 'locked_until'])
      .where('subject', 'in', usernames.map((u) => `user:${u}`)).execute();
    const now = this.now();
    return new Set(rows.filter((r) => (r.locked_until ?? 0) > now).map((r) => r.subject.slice(5)));
  }

  /** The tenant's settings of a system's menu entries. */
  async menuSettings(tenantId: string, systemCode: string): Promise<MenuSetting[]> {
    const rows = await this.db.selectFrom('menu_settings').selectAll().where('tenant_id', '=', tenantId).where('system_code', '=', systemCode).execute();
    return rows.map((r) => ({ menuId: r.menu_id, sort: r.sort, icon: r.icon, openModeCode: r.open_mode === 'window' || r.open_mode === 'tab' ? r.open_mode : null, isWelcomeMenu: r.is_welcome === null ? null : r.is_welcome === 1 }));
  }

  /** Stores a menu entry's settings; a welcome entry is the only one of its system. */
  async saveMenuSetting(tenantId: string, systemCode: string, s: MenuSetting): Promise<void> {
    await serialized(this.db, async (trx) => {
      if (s.isWelcomeMenu) {
        await trx.updateTable('menu_settings').set({ is_welcome: 0 }).where('tenant_id', '=', tenantId).where('system_code', '=', systemCode).execute();
      }
      await trx.deleteFrom('menu_settings').where('tenant_id', '=', tenantId).where('system_code', '=', systemCode).where('menu_id', '=', s.menuId).execute();
      await trx.insertInto('menu_settings').values({
        tenant_id: tenantId, system_code: systemCode, menu_id: s.menuId, sort: s.sort, icon: s.icon, open_mode: s.openModeCode,
        is_welcome: s.isWelcomeMenu === null ? null : s.isWelcomeMenu ? 1 : 0,
      }).execute();
    });
  }

  /** The tenant's password parameters: the rule (regex, tip, as param_password_validate records) and the expiry in days. */
  async passwordParams(tenantId: string): Promise<{ regex: string; tip: string; passwordMaxAgeDays: number | null; enablePasswordPolicy: boolean }> {
    const rule = await this.params.passwordRule(tenantId);
    const tenant = await this.db.selectFrom('tenants').select(['password_max_age_days', 'enable_password_policy']).where('id', '=', tenantId).executeTakeFirstOrThrow();
    return { regex: rule?.regex ?? '', tip: rule?.tip ?? '', passwordMaxAgeDays: tenant.password_max_age_days, enablePasswordPolicy: tenant.enable_password_policy === 1 };
  }

  /** Replaces the password rule records and the expiry (null: passwords never expire). */
  async savePasswordParams(tenantId: string, p: { regex: string; tip: string; passwordMaxAgeDays: number | null; enablePasswordPolicy: boolean }): Promise<void> {
    await serialized(this.db, async (trx) => {
      await trx.deleteFrom('params').where('tenant_id', '=', tenantId).where('param_type_code', '=', PASSWORD_PARAM_TYPE).execute();
      if (p.regex) {
        await trx.insertInto('params').values([
          { id: `p${randomUUID().slice(0, 8)}`, tenant_id: tenantId, param_type_code: PASSWORD_PARAM_TYPE, parm_key: 'regex', parm_code: 'regex', parm_name: p.regex, sort: 1 },
          { id: `p${randomUUID().slice(0, 8)}`, tenant_id: tenantId, param_type_code: PASSWORD_PARAM_TYPE, parm_key: 'tip', parm_code: 'tip', parm_name: p.tip, sort: 2 },
        ]).execute();
      }
      await trx.updateTable('tenants').set({ password_max_age_days: p.passwordMaxAgeDays, enable_password_policy: p.enablePasswordPolicy ? 1 : 0 }).where('id', '=', tenantId).execute();
    });
  }
}
