/**
 * Helpers of 指挥调度's server tests: one server per file serving clgl (the vehicles), wtsb (problem
 * cases) and ddzh on the workday clock with the demo devices, signed-in calls (POST JSON) as tenant 1's
 * admin (every function), tenant 2's admin, tenant 1's read-only user and 陈调度 (the standard 调度员
 * role: workflow actions and actions, no create); positions posted with the demo vehicles' device keys.
 */
import { runSqlBatch } from '../../support/pg';
import { signIn, startServer, workdayClock, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';
export { uploadPhoto } from '../aqsc/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client; dispatcher: Client };

const userLike = (id: string, username: string, name: string, dept: string) =>
  "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
  `select '${id}', tenant_id, '${username}', '${name}', null, '${dept}', password_hash, password_changed_at, null, null, 0, status, '', created_at from users where username = 'admin'`;

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['clgl', 'wtsb', 'ddzh'], now: workdayClock() });
  await runSqlBatch(server, [
    [userLike('1096', 'ddispatch', '陈调度', 'd103'), []],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1096', 'r102')", []],
  ]);
  const [a, b, v, d] = await Promise.all([
    signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026'), signIn(server.url, 'ddispatch', 'Admin@2026'),
  ]);
  const c = (token: string) => client(server.url, token);
  return { server, admin: c(a.token), admin2: c(b.token), viewer: c(v.token), dispatcher: c(d.token) };
}

/** A call of the dispatch area: `/cloud/dispatch/<entity>/<op>`. */
export const D = (entity: string, op: string) => `/cloud/dispatch/${entity}/${op}`;

/** Posts positions (and other metrics) of a demo device with its public demo key (`demo-key-<code>`). */
export async function ingest(url: string, deviceId: string, code: string, readings: { t: number; values: Record<string, number> }[]) {
  const r = await fetch(`${url}/cloud/devices/rest/ingest`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': `demo-key-${code}` }, body: JSON.stringify({ deviceId, readings }),
  });
  const body = (await r.json()) as { result: number; msg: string };
  if (body.result !== 0) throw new Error(`ingest: ${body.msg}`);
}
