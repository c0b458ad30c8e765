/**
 * Helpers of 安全生产's server tests: one server per file serving clgl (the vehicles) and aqsc on the
 * workday clock with the demo devices, signed-in calls (POST JSON) as tenant 1's admin (every function),
 * tenant 2's admin, tenant 1's read-only user, and 陈调度 (the standard 调度员 role: every workflow
 * action's function but not the safety officer's `aqsc.danger.accept`).
 */
import { runSqlBatch } from '../../support/pg';
import { signIn, startServer, workdayClock, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client; dispatcher: Client };

const userLike = (id: string, username: string, name: string, dept: string) =>
  "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
  `select '${id}', tenant_id, '${username}', '${name}', null, '${dept}', password_hash, password_changed_at, null, null, 0, status, '', created_at from users where username = 'admin'`;

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['clgl', 'aqsc'], now: workdayClock() });
  await runSqlBatch(server, [
    [userLike('1095', 'aqdispatch', '陈调度', 'd103'), []],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1095', 'r102')", []],
  ]);
  const [a, b, v, d] = await Promise.all([
    signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026'), signIn(server.url, 'aqdispatch', 'Admin@2026'),
  ]);
  const c = (token: string) => client(server.url, token);
  return { server, admin: c(a.token), admin2: c(b.token), viewer: c(v.token), dispatcher: c(d.token) };
}

/** A call of the safety area: `/cloud/safety/<entity>/<op>`. */
export const S = (entity: string, op: string) => `/cloud/safety/${entity}/${op}`;

/** A small PNG uploaded to the file service: its id. */
export async function uploadPhoto(c: Client, url: string, name = 'photo.png'): Promise<string> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAMUlEQVR42mM4QWPAMGrBqAVD2AKbVQGkolELRi0YtWDUglELRi0g3YLROnnUgsFjAQAIuBkXTJfIUAAAAABJRU5ErkJggg==', 'base64');
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const r = await fetch(`${url}/cloud/management/rest/np/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: fd });
  const body = (await r.json()) as { result: number; msg: string; data: unknown };
  if (body.result !== 0) throw new Error(`upload: ${body.msg}`);
  const d = (body.data as { id: string }[])[0]!;
  return String(d.id);
}
