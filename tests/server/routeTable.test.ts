/**
 * Authorization swept over the server's whole route table (server/http/routeAccess.ts), not a list
 * written by hand: every route the server answers declares who may call it, and for every route that
 * changes data the read-only user is refused and nothing changes; a user without the route's system
 * is refused every module and platform call that names systems. A new module's or platform's route is
 * covered the day it is added.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/core/messages';
import { changesData, installRouteAccess, type AccessRow } from '../../server/http/routeAccess';
import { runSqlBatch } from '../support/pg';
import { signIn, startServer, type TestServer } from '../support/server';
import { call, snapshot } from './helpers';

type Answer = { status: number; result: number | undefined; msg: string | undefined };

/** A route's path with its parameters filled in. */
const pathOf = (url: string) => url.replace(/:\w+/g, '1');

/** Calls a route with a few plausible fields (ids, a name, a value), as any caller could. */
async function hit(server: TestServer, row: AccessRow, token: string): Promise<Answer> {
  const fields = { id: '1', ids: '1', name: 'x', value: 'x', code: 'x0000001', deviceId: '1', cameraId: '1', metric: 'fuel', min: '1' };
  const query = row.method === 'GET' ? `?${new URLSearchParams(fields)}` : '';
  const answer = await call(server.url, `${pathOf(row.url)}${query}`, {
    method: row.method,
    token,
    ...(row.method === 'POST' ? { form: fields } : {}),
  });
  return { status: answer.status, result: answer.body.result, msg: answer.body.msg };
}

/** Rows of a table snapshot as comparable strings. */
function rowsOf(value: unknown): Map<string, unknown> {
  const rows = Array.isArray(value) ? (value as unknown[]) : [value];
  return new Map(rows.map((r) => [JSON.stringify(r), r]));
}

/** The rows that differ between two snapshots, every table but the sessions' count. */
function changedRows(before: Record<string, unknown>, after: Record<string, unknown>): { table: string; row: unknown }[] {
  const out: { table: string; row: unknown }[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (table === 'sessions') continue;
    const a = rowsOf(before[table] ?? []);
    const b = rowsOf(after[table] ?? []);
    for (const [key, row] of a) if (!b.has(key)) out.push({ table, row });
    for (const [key, row] of b) if (!a.has(key)) out.push({ table, row });
  }
  return out;
}

let server: TestServer;
let viewer: { token: string; userId: string };
let outsider: string;
/** Each method and path once (HEAD beside GET answers what GET does). */
let table: AccessRow[];

beforeAll(async () => {
  server = await startServer();
  // A user of tenant 1 whose only role holds every function but only a system no module is in (added
  // here: every one of the five systems has modules).
  await runSqlBatch(server, [
    ["insert into systems (code, name, name_en, icon, sort) values ('kong', '试点系统', 'Pilot system', 'appstore', 9)", []],
    ["insert into tenant_systems (tenant_id, system_code) values ('1', 'kong')", []],
    ["insert into roles (id, tenant_id, code, name, data_scope) values ('r198', '1', 'kong_all', '试点管理员', 'dept')", []],
    ["insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) values ('1', 'r198', null, 'kong', '*')", []],
    ["insert into role_functions (tenant_id, role_id, function_code) values ('1', 'r198', '*')", []],
    [
      "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
        "select '1098', tenant_id, 'kongonly', '钱程', 's1007', 'd107', password_hash, password_changed_at, null, null, 0, status, '13805710008', created_at from users where username = 'admin'",
      [],
    ],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1098', 'r198')", []],
  ]);
  const v = await signIn(server.url, 'viewer', 'Viewer@2026');
  viewer = { token: v.token, userId: v.data.userId };
  outsider = (await signIn(server.url, 'kongonly', 'Admin@2026')).token;
  table = server.routeTable.filter((r) => r.method !== 'HEAD');
}, 120_000);
afterAll(() => server?.close());

describe('the route table', () => {
  it('refuses to start a server with a route that declares nothing', async () => {
    const app = Fastify();
    installRouteAccess(app);
    expect(() => app.post('/cloud/x/save', async () => ({}))).toThrow(/declares no access/);
    expect(() => app.get('/cloud/x/list', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('lists every route of the platform and of every module, each with its declaration', () => {
    const keys = new Set(table.map((r) => `${r.method} ${r.url}`));
    for (const key of [
      'POST /cloud/management/rest/np/constant/update',
      'POST /cloud/devices/rest/device/save',
      'POST /cloud/devices/rest/rule/save',
      'POST /cloud/devices/rest/camera/save',
      'POST /cloud/devices/rest/snapshot/save',
      'POST /cas/login',
      'GET /healthz',
    ]) expect(keys, key).toContain(key);
    expect(table.length).toBeGreaterThan(1000);
    const writers = table.filter((r) => changesData(r.access));
    expect(writers.filter((r) => 'module' in r.access).length).toBeGreaterThan(300);
    expect(writers.filter((r) => 'fn' in r.access).length).toBeGreaterThan(20);
    for (const r of table.filter((x) => 'public' in x.access || 'own' in x.access)) {
      const why = 'public' in r.access ? r.access.public : 'own' in r.access ? r.access.own : '';
      expect(why.length, `${r.method} ${r.url} says why`).toBeGreaterThan(5);
    }
  });

  it('refuses the read-only user every route that needs a function, before reading its fields, and nothing changes', async () => {
    const needing = table.filter((r) => 'fn' in r.access || ('module' in r.access && r.access.need !== null));
    const before = await snapshot(server);
    const wrong: string[] = [];
    for (const row of needing) {
      const answer = await hit(server, row, viewer.token);
      if (answer.status !== 403 || answer.result !== 403 || !answer.msg?.startsWith('无权')) wrong.push(`${row.method} ${row.url}: ${answer.status} ${answer.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  }, 600_000);

  it('names the function it refuses, with the field messages of an invalid body left unsaid', async () => {
    const answer = await call(server.url, '/cloud/management/rest/np/constant/update', { token: viewer.token, json: { name: '<bad name>', value: 1 } });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe(messages.noFunction('sys:param:manage'));
    const device = await call(server.url, '/cloud/devices/rest/device/save', { token: viewer.token, json: {} });
    expect(device.body.msg).toBe(messages.noFunction('sys:device:manage'));
  });

  it('refuses a user without the route’s system every module call and every platform call that names systems, and nothing changes', async () => {
    const bound = table.filter((r) => 'module' in r.access || ('fn' in r.access && r.access.systems?.length));
    const before = await snapshot(server);
    const wrong: string[] = [];
    for (const row of bound) {
      const answer = await hit(server, row, outsider);
      if (answer.status !== 403 || !answer.msg?.startsWith('无权访问')) wrong.push(`${row.method} ${row.url}: ${answer.status} ${answer.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  }, 600_000);

  it('lets the read-only user reach every platform read, without a server error, and reading changes nothing', async () => {
    const reads = table.filter((r) => 'read' in r.access && !r.url.includes('live/stream'));
    const before = await snapshot(server);
    const wrong: string[] = [];
    for (const row of reads) {
      const answer = await hit(server, row, viewer.token);
      if (answer.status === 403 || answer.status >= 500) wrong.push(`${row.method} ${row.url}: ${answer.status} ${answer.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  }, 600_000);

  it('lets a route that changes only the caller’s own things change nothing of anyone else', async () => {
    const own = table.filter((r) => 'own' in r.access);
    expect(own.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const row of own) {
      const token = (await signIn(server.url, 'viewer', 'Viewer@2026')).token;
      // The viewer's own: rows naming the user or one of their sessions.
      const [sessions] = await runSqlBatch(server, [["select id from sessions where user_id = ?", [viewer.userId]]]);
      const mine = new Set([viewer.userId, ...sessions!.map((s) => String(s.id))]);
      const before = await snapshot(server);
      await hit(server, row, token);
      for (const { table: name, row: changed } of changedRows(before, await snapshot(server))) {
        if (!Object.values(changed as Record<string, unknown>).some((v) => mine.has(String(v)))) wrong.push(`${row.method} ${row.url} changed ${name}: ${JSON.stringify(changed).slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
