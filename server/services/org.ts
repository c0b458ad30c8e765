/**
 * The organisation: departments, staff and users of a tenant, as flat lists, trees and pages. Trees
 * "by permission" hold what the caller's data scope allows: the whole tenant ('all'), or the
 * caller's own department and everything below it ('dept').
 */
import type { Db } from '../db';
import type { GrantService, UserRef } from './grants';
import { likeAnyCase, serialized } from '../db/dialect';

export type Department = { id: string; parentId: string | null; code: string; name: string; type: string; leader: string; phone: string; sort: number };
export type TreeNode = {
  id: string;
  key: string;
  parentId: string | null;
  name: string;
  title: string;
  /** 'company', 'dept', 'staff' or 'user'. */
  type: string;
  isLeaf: boolean;
  children: TreeNode[];
};
export type Staff = { id: string; deptId: string; deptName: string; code: string; name: string; gender: string; phone: string; job: string; entryDate: string; userId: string | null };
export type User = {
  id: string;
  tenantId: string;
  username: string;
  name: string;
  staffId: string | null;
  deptId: string | null;
  deptName: string;
  phone: string;
  status: string;
  photoId: string | null;
  createdAt: number;
};

export class OrgService {
  constructor(
    private readonly db: Db,
    private readonly grants: GrantService,
  ) {}

  async departments(tenantId: string): Promise<Department[]> {
    const rows = await this.db.selectFrom('departments').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').execute();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, code: r.code, name: r.name, type: r.type, leader: r.leader, phone: r.phone, sort: r.sort }));
  }

  /** The departments the caller may see (by data scope), optionally under one parent. */
  async visibleDepartments(user: UserRef, parentId?: string): Promise<Department[]> {
    const all = await this.departments(user.tenantId);
    const scope = await this.grants.dataScopeOf(user);
    let rootId: string | null = null;
    if (scope === 'dept') {
      const me = await this.db.selectFrom('users').select('dept_id').where('tenant_id', '=', user.tenantId).where('id', '=', user.userId).executeTakeFirst();
      rootId = me?.dept_id ?? null;
      if (!rootId) return [];
    }
    let visible = rootId ? subtree(all, rootId) : all;
    if (parentId) visible = subtree(visible, parentId);
    return visible;
  }

  /** The organisation tree the caller may see. */
  async orgTree(user: UserRef): Promise<TreeNode[]> {
    const depts = await this.visibleDepartments(user);
    return toTree(depts.map((d) => deptNode(d)), new Set(depts.map((d) => d.id)));
  }

  /** Departments with their staff as leaves. */
  async staffTree(user: UserRef): Promise<TreeNode[]> {
    const depts = await this.visibleDepartments(user);
    const ids = depts.map((d) => d.id);
    const people = ids.length
      ? await this.db.selectFrom('staff').select(['id', 'dept_id', 'name']).where('tenant_id', '=', user.tenantId).where('dept_id', 'in', ids).orderBy('code').execute()
      : [];
    const nodes = [
      ...depts.map((d) => deptNode(d)),
      ...people.map((p) => leaf(p.id, p.dept_id, p.name, 'staff')),
    ];
    return toTree(nodes, new Set(ids));
  }

  /** Departments with their users as leaves. */
  async userTree(user: UserRef): Promise<TreeNode[]> {
    const depts = await this.visibleDepartments(user);
    const ids = depts.map((d) => d.id);
    const users = ids.length
      ? await this.db.selectFrom('users').select(['id', 'dept_id', 'name']).where('tenant_id', '=', user.tenantId).where('dept_id', 'in', ids).orderBy('id').execute()
      : [];
    const nodes = [...depts.map((d) => deptNode(d)), ...users.map((u) => leaf(u.id, u.dept_id, u.name, 'user'))];
    return toTree(nodes, new Set(ids));
  }

  /** One page of the departments the caller may see, optionally filtered by a name keyword. */
  async departmentPage(user: UserRef, query: { pageNo: number; pageSize: number; keyword?: string; parentId?: string }) {
    let rows = await this.visibleDepartments(user, query.parentId);
    if (query.keyword) rows = rows.filter((d) => d.name.includes(query.keyword ?? ''));
    const start = (query.pageNo - 1) * query.pageSize;
    return { records: rows.slice(start, start + query.pageSize), total: rows.length, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** One page of the staff in the departments the caller may see. */
  async staffPage(user: UserRef, query: { pageNo: number; pageSize: number; keyword?: string; deptId?: string }) {
    const ids = (await this.visibleDepartments(user, query.deptId)).map((d) => d.id);
    if (ids.length === 0) return { records: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
    let base = this.db
      .selectFrom('staff')
      .innerJoin('departments', 'departments.id', 'staff.dept_id')
      .where('staff.tenant_id', '=', user.tenantId)
      .where('staff.dept_id', 'in', ids);
    if (query.keyword) {
      const like = `%${query.keyword}%`;
      base = base.where((eb) => eb.or([likeAnyCase(eb, this.db, 'staff.name', like), likeAnyCase(eb, this.db, 'staff.code', like), likeAnyCase(eb, this.db, 'staff.phone', like)]));
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['staff.id', 'staff.dept_id', 'departments.name as dept_name', 'staff.code', 'staff.name', 'staff.gender', 'staff.phone', 'staff.job', 'staff.entry_date'])
      .orderBy('staff.code')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute();
    return {
      records: rows.map((r) => ({ id: r.id, deptId: r.dept_id, deptName: r.dept_name, code: r.code, name: r.name, gender: r.gender, phone: r.phone, job: r.job, entryDate: r.entry_date })),
      total: Number(total.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Every staff member in the departments the caller may see, optionally under one department. */
  async staffList(user: UserRef, deptId?: string) {
    return (await this.staffPage(user, { pageNo: 1, pageSize: 100000, deptId })).records;
  }

  /** The organisations (companies) the caller may see. */
  async organisations(user: UserRef): Promise<Department[]> {
    return (await this.visibleDepartments(user)).filter((d) => d.type === 'company');
  }

  /**
   * Users with their roles and staff records, one row per user and role: the paged role-staff lookup.
   * Optionally of one role (id or code) and matching a keyword (name, username).
   */
  async roleStaffPage(tenantId: string, query: { pageNo: number; pageSize: number; roleId?: string; roleCode?: string; keyword?: string }) {
    let base = this.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .leftJoin('staff', (join) => join.onRef('staff.id', '=', 'users.staff_id').on('staff.tenant_id', '=', tenantId))
      .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.dept_id').on('departments.tenant_id', '=', tenantId))
      .where('user_roles.tenant_id', '=', tenantId)
      .where('users.tenant_id', '=', tenantId)
      .where('roles.tenant_id', '=', tenantId);
    if (query.roleId) base = base.where('roles.id', '=', query.roleId);
    if (query.roleCode) base = base.where('roles.code', '=', query.roleCode);
    if (query.keyword) {
      const like = `%${query.keyword}%`;
      base = base.where((eb) => eb.or([likeAnyCase(eb, this.db, 'users.name', like), likeAnyCase(eb, this.db, 'users.username', like)]));
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'users.id as user_id', 'users.username', 'users.name', 'users.status', 'roles.id as role_id', 'roles.code as role_code',
        'roles.name as role_name', 'staff.id as staff_id', 'staff.job', 'staff.phone', 'departments.name as dept_name',
      ])
      .orderBy('users.id')
      .orderBy('roles.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute();
    return {
      records: rows.map((r) => ({
        userId: r.user_id, username: r.username, name: r.name, status: r.status, roleId: r.role_id, roleCode: r.role_code,
        roleName: r.role_name, staffId: r.staff_id ?? null, job: r.job ?? '', phone: r.phone ?? '', deptName: r.dept_name ?? '',
      })),
      total: Number(total.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Deletes a user of the tenant with their roles, grants, tokens and bindings (never the super user). */
  async deleteUser(tenantId: string, id: string): Promise<boolean> {
    return serialized(this.db, async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).where('is_super', '=', 0).executeTakeFirst();
      if (!user) return false;
      await trx.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
      await trx.deleteFrom('menu_grants').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
      await trx.deleteFrom('sessions').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
      await trx.deleteFrom('remember_tokens').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
      await trx.deleteFrom('third_party_bindings').where('tenant_id', '=', tenantId).where('user_id', '=', id).execute();
      await trx.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      return true;
    });
  }

  /** Enables or disables a user of the tenant (their sessions end when disabled); false when there is no such user. */
  async setUserStatus(tenantId: string, id: string, status: 'active' | 'disabled'): Promise<boolean> {
    const result = await this.db.updateTable('users').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', id).where('is_super', '=', 0).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async staffById(tenantId: string, id: string): Promise<Staff | null> {
    const row = await this.db
      .selectFrom('staff')
      .innerJoin('departments', 'departments.id', 'staff.dept_id')
      .leftJoin('users', (join) => join.onRef('users.staff_id', '=', 'staff.id').on('users.tenant_id', '=', tenantId))
      .select(['staff.id', 'staff.dept_id', 'departments.name as dept_name', 'staff.code', 'staff.name', 'staff.gender', 'staff.phone', 'staff.job', 'staff.entry_date', 'users.id as user_id'])
      .where('staff.tenant_id', '=', tenantId)
      .where('staff.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id, deptId: row.dept_id, deptName: row.dept_name, code: row.code, name: row.name, gender: row.gender,
      phone: row.phone, job: row.job, entryDate: row.entry_date, userId: row.user_id ?? null,
    };
  }

  private userQuery(tenantId: string) {
    return this.db
      .selectFrom('users')
      .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.dept_id').on('departments.tenant_id', '=', tenantId))
      .where('users.tenant_id', '=', tenantId);
  }

  private static userColumns = [
    'users.id', 'users.tenant_id', 'users.username', 'users.name', 'users.staff_id', 'users.dept_id', 'departments.name as dept_name',
    'users.phone', 'users.status', 'users.photo_id', 'users.created_at',
  ] as const;

  async userById(tenantId: string, id: string): Promise<User | null> {
    const row = await this.userQuery(tenantId).select(OrgService.userColumns).where('users.id', '=', id).executeTakeFirst();
    return row ? toUser(row) : null;
  }

  /** One page of the tenant's users, optionally filtered by name/username keyword, department, status. */
  async userPage(tenantId: string, query: { pageNo: number; pageSize: number; keyword?: string; deptId?: string; status?: string }) {
    let base = this.userQuery(tenantId);
    if (query.keyword) {
      const like = `%${query.keyword}%`;
      base = base.where((eb) => eb.or([likeAnyCase(eb, this.db, 'users.name', like), likeAnyCase(eb, this.db, 'users.username', like)]));
    }
    if (query.deptId) base = base.where('users.dept_id', '=', query.deptId);
    if (query.status) base = base.where('users.status', '=', query.status);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(OrgService.userColumns)
      .orderBy('users.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute();
    return { records: rows.map(toUser), total: Number(total.n), pageNo: query.pageNo, pageSize: query.pageSize };
  }
}

type UserRow = {
  id: string; tenant_id: string; username: string; name: string; staff_id: string | null; dept_id: string | null;
  dept_name: string | null; phone: string; status: string; photo_id: string | null; created_at: number;
};

function toUser(r: UserRow): User {
  return {
    id: r.id, tenantId: r.tenant_id, username: r.username, name: r.name, staffId: r.staff_id, deptId: r.dept_id,
    deptName: r.dept_name ?? '', phone: r.phone, status: r.status, photoId: r.photo_id, createdAt: r.created_at,
  };
}

function subtree(all: Department[], rootId: string): Department[] {
  const keep = new Set<string>([rootId]);
  let grew = true;
  while (grew) {
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

function deptNode(d: Department): TreeNode {
  return { id: d.id, key: d.id, parentId: d.parentId, name: d.name, title: d.name, type: d.type, isLeaf: false, children: [] };
}

function leaf(id: string, parentId: string | null, name: string, type: string): TreeNode {
  return { id, key: id, parentId, name, title: name, type, isLeaf: true, children: [] };
}

/** Links nodes to parents; nodes whose parent is not among the departments become roots. */
function toTree(nodes: TreeNode[], deptIds: Set<string>): TreeNode[] {
  const byId = new Map(nodes.filter((n) => !n.isLeaf).map((n) => [n.id, n]));
  const roots: TreeNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId && deptIds.has(node.parentId) ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
