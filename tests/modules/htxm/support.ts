/**
 * Helpers of 合同项目's server tests: one server per file serving htxm with the modules it reads
 * figures from (道路保洁 dlbj, 机械化作业 jxbjnew, 垃圾收运 ljszy), signed-in calls (POST JSON) as
 * tenant 1's admin (every function), tenant 2's admin, tenant 1's read-only user (no function), and
 * 何建明, a contractor's confirmer added here (the function htxm.settlement.flow.contractorConfirm only).
 */
import { runSqlBatch } from '../../support/pg';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client; contractor: Client };

const userLike = (id: string, username: string, name: string, dept: string) =>
  "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
  `select '${id}', tenant_id, '${username}', '${name}', null, '${dept}', password_hash, password_changed_at, null, null, 0, status, '', created_at from users where username = 'admin'`;

/** The SQL that adds the contractor's confirmer (username htxmcontractor, password Admin@2026). */
export const contractorUser: [string, unknown[]][] = [
  [userLike('1095', 'htxmcontractor', '何建明', 'd103'), []],
  ["insert into roles (id, tenant_id, code, name, data_scope) values ('r195', '1', 'htxm_contractor', '乙方确认人', 'all')", []],
  ["insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) values ('1', 'r195', null, 'zhgl', '*')", []],
  ["insert into role_functions (tenant_id, role_id, function_code) values ('1', 'r195', 'htxm.settlement.flow.contractorConfirm')", []],
  ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1095', 'r195')", []],
];

export const MODULES = ['htxm', 'dlbj', 'jxbjnew', 'ljszy', 'clgl'];

export async function fixture(modules: string[] = MODULES): Promise<Fixture> {
  const server = await startServer({ modules, demoDevices: false });
  await runSqlBatch(server, contractorUser);
  const [a, b, v, c] = await Promise.all([
    signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026'), signIn(server.url, 'htxmcontractor', 'Admin@2026'),
  ]);
  const cl = (token: string) => client(server.url, token);
  return { server, admin: cl(a.token), admin2: cl(b.token), viewer: cl(v.token), contractor: cl(c.token) };
}

/** A call of the contract area: `/cloud/contract/<entity>/<op>`. */
export const C = (entity: string, op: string) => `/cloud/contract/${entity}/${op}`;
