/**
 * Helpers of 审批中心's server tests: one server per file serving ht only, signed-in calls (POST JSON)
 * as tenant 1's admin (holds every function, sees every department), tenant 2's admin, tenant 1's
 * read-only user (no function), and two users added here: 陈调度 (the standard 调度员 role: every
 * workflow action's function but not the approver's `ht.approval.decide`) and 孙立伟 (道路保洁二队's
 * leader: the approver's functions, data scope his own department).
 */
import { runSqlBatch } from '../../support/pg';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client; dispatcher: Client; leader: Client };

const userLike = (id: string, username: string, name: string, dept: string) =>
  "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
  `select '${id}', tenant_id, '${username}', '${name}', null, '${dept}', password_hash, password_changed_at, null, null, 0, status, '', created_at from users where username = 'admin'`;

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['ht'], demoDevices: false });
  await runSqlBatch(server, [
    [userLike('1097', 'htdispatch', '陈调度', 'd103'), []],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1097', 'r102')", []],
    ["insert into roles (id, tenant_id, code, name, data_scope) values ('r197', '1', 'ht_leader', '审批队长', 'dept')", []],
    ["insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) values ('1', 'r197', null, 'zhgl', '*')", []],
    ["insert into role_functions (tenant_id, role_id, function_code) values ('1', 'r197', 'ht.*')", []],
    [userLike('1096', 'htleader', '孙立伟', 'd105'), []],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1096', 'r197')", []],
  ]);
  const [a, b, v, d, l] = await Promise.all([
    signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026'),
    signIn(server.url, 'htdispatch', 'Admin@2026'), signIn(server.url, 'htleader', 'Admin@2026'),
  ]);
  const c = (token: string) => client(server.url, token);
  return { server, admin: c(a.token), admin2: c(b.token), viewer: c(v.token), dispatcher: c(d.token), leader: c(l.token) };
}

/** A call of the ht area: `/envcloud/hw/ht/<entity>/<op>`. */
export const H = (entity: string, op: string) => `/envcloud/hw/ht/${entity}/${op}`;
