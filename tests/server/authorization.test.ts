/**
 * Authorization, generated from every module's definitions and server: each call the engine serves
 * (every operation of every API generation, the structures' calls, reports, views, lookups, enum
 * loaders and module handlers) is walked as a user without the module's system and as the read-only
 * demo user. The first is refused everywhere; the second is refused every call that changes data
 * (or takes it out) and reaches every call that reads; the database is unchanged afterwards.
 */
import { runSqlBatch } from '../support/pg';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionFunctions,
  callKey,
  callList,
  callsOf,
  enumRegistries,
  everyCall,
  functionOf,
  isComputedReport,
  operationFunction,
  parseCall,
  type ApiCall,
  type ParsedCall,
  type ResourceDef,
} from '../../kit/resource';
import { messages } from '../../server/core/messages';
import { loadModules, type LoadedModule } from '../../server/resources/modules';
import { loadManifests } from '../../server/services/menus';
import { signIn, startServer, type TestServer } from '../support/server';
import { snapshot } from './helpers';

type Walked = { module: string; call: ParsedCall; need: string | null };

/** Every call of a module as the engine serves it, each once, with the function it needs (null: reads). */
function callsOfModule(loaded: LoadedModule): Walked[] {
  const module = loaded.resources.module;
  const out = new Map<string, Walked>();
  const add = (call: ApiCall, need: string | null) => {
    const parsed = parseCall(call);
    if (!out.has(callKey(call))) out.set(callKey(call), { module, call: parsed, need });
  };
  const resourceCalls = (def: ResourceDef) => {
    for (const c of [...callList(def.tree?.api), ...callList(def.document?.api?.lines), ...callList(def.workflow?.api?.log), ...callList(def.workflow?.api?.info)]) add(c, null);
    for (const b of def.ledger?.balance ?? []) add(typeof b === 'object' && 'call' in b ? b.call : (b as ApiCall), null);
    for (const c of [...callList(def.document?.api?.post), ...callList(def.document?.api?.reverse)]) add(c, functionOf(module, def, 'update'));
    for (const [action, c] of Object.entries((def.workflow?.calls ?? {}) as Record<string, ApiCall>)) for (const one of callList(c)) add(one, functionOf(module, def, `flow.${action}`));
    for (const { op, call } of everyCall(def)) add(call, operationFunction(module, def, op, '1'));
  };
  for (const def of loaded.resources.resources) resourceCalls(def);
  for (const def of loaded.resources.reports ?? []) {
    if (!isComputedReport(def)) continue;
    const calls = callsOf(def);
    if (calls.list) add(calls.list, null);
    if (calls.export) add(calls.export, functionOf(module, def, 'export'));
  }
  for (const view of loaded.resources.views ?? []) if (view.view.ownApi) for (const { op, call } of everyCall(view)) add(call, operationFunction(module, view, op, '1'));
  const lookups = loaded.resources.lookups;
  for (const c of [lookups?.tables, lookups?.columns, lookups?.values]) if (c) add(c, null);
  for (const enums of enumRegistries(loaded.resources)) add(enums.api, null);
  const actions = actionFunctions(loaded.resources);
  for (const [key, handler] of Object.entries(loaded.server.handlers ?? {})) add(key, handler.function ?? actions.get(callKey(key)) ?? null);
  return [...out.values()];
}

type Answer = { status: number; result: number | undefined; msg: string | undefined };

async function hit(url: string, w: Walked, token: string): Promise<Answer> {
  const fields = new URLSearchParams({ id: '1', ids: '1' });
  const response = await fetch(`${url}${w.call.path}${w.call.method === 'GET' ? `?${fields}` : ''}`, {
    method: w.call.method,
    headers: { authorization: `Bearer ${token}`, ...(w.call.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(w.call.method === 'POST' ? { body: fields } : {}),
  });
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { result: number; msg: string };
    return { status: response.status, result: body.result, msg: body.msg };
  } catch {
    return { status: response.status, result: undefined, msg: undefined };
  }
}

let server: TestServer;
let walked: Walked[];
let systems: Map<string, string[]>;
const tokens: Record<'outsider' | 'viewer' | 'admin', string> = { outsider: '', viewer: '', admin: '' };

beforeAll(async () => {
  server = await startServer();
  // A user of tenant 1 whose only role is granted a system no business module is in (added here: every
  // one of the five systems has modules).
  await runSqlBatch(server, [
    ["insert into systems (code, name, name_en, icon, sort) values ('kong', '试点系统', 'Pilot system', 'appstore', 9)", []],
    ["insert into tenant_systems (tenant_id, system_code) values ('1', 'kong')", []],
    ["insert into roles (id, tenant_id, code, name, data_scope) values ('r199', '1', 'kong_only', '试点督导', 'dept')", []],
    ["insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) values ('1', 'r199', null, 'kong', '*')", []],
    ["insert into role_functions (tenant_id, role_id, function_code) values ('1', 'r199', '*')", []],
    [
      "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
        "select '1099', tenant_id, 'outsider', '吴婷', 's1007', 'd107', password_hash, password_changed_at, null, null, 0, status, '13805710007', created_at from users where username = 'admin'",
      [],
    ],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1099', 'r199')", []],
  ]);
  tokens.outsider = (await signIn(server.url, 'outsider', 'Admin@2026')).token;
  tokens.viewer = (await signIn(server.url, 'viewer', 'Viewer@2026')).token;
  tokens.admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  walked = (await loadModules()).flatMap(callsOfModule);
  systems = new Map((await loadManifests(join(import.meta.dirname, '../../modules'))).map((m) => [m.id, m.systems]));
}, 120_000);
afterAll(() => server?.close());

describe('authorization of every module call', () => {
  it('walks the calls of every module, those that change data among them', () => {
    const modules = new Set(walked.map((w) => w.module));
    expect([...modules].sort()).toEqual(['aqsc', 'bkdz', 'boards', 'clgl', 'cljk', 'clwxfw', 'ddzh', 'demo', 'djgw', 'dlbj', 'es', 'facility', 'gcgl', 'gfgj', 'ht', 'htxm', 'jlzs', 'jxbjnew', 'jxkh', 'kcgl', 'ljcz', 'ljfl', 'ljsy', 'ljszy', 'ljszydd', 'nursery', 'recycle', 'rykq', 'ryxj', 'sbbj', 'sjjk', 'spjg', 'ssgl', 'staff', 'wtsb', 'zcgl', 'zhj', 'zszy', 'zybb', 'zyry']);
    for (const m of modules) expect(systems.get(m), `${m} has a manifest naming its systems`).toBeDefined();
    // boards (wall screens) and ljcz (treatment boards and ledgers) only read: their calls are open to every user of their system.
    const readOnly = new Set(['boards', 'ljcz']);
    for (const m of [...modules].filter((x) => !readOnly.has(x))) expect(walked.filter((w) => w.module === m && w.need).length, `${m} has calls that need a function`).toBeGreaterThan(0);
  });

  it('refuses every call of every module to a user without the module’s system, naming the systems, and changes nothing', async () => {
    const before = await snapshot(server);
    const wrong: string[] = [];
    for (const w of walked) {
      const answer = await hit(server.url, w, tokens.outsider);
      const expected = messages.noSystem(systems.get(w.module)!.join('、'));
      if (answer.status !== 403 || answer.result !== 403 || answer.msg !== expected) wrong.push(`${w.call.method} ${w.call.path}: ${answer.status} ${answer.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  }, 300_000);

  it('refuses the read-only user every call that changes or exports data, naming the function, and changes nothing', async () => {
    const before = await snapshot(server);
    const wrong: string[] = [];
    for (const w of walked.filter((x) => x.need)) {
      const answer = await hit(server.url, w, tokens.viewer);
      if (answer.status !== 403 || answer.msg !== messages.noFunction(w.need!)) wrong.push(`${w.call.method} ${w.call.path}: ${answer.status} ${answer.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  }, 300_000);

  it('lets the read-only user reach every call that reads (no refusal, no server error), and reading changes nothing', async () => {
    const before = await snapshot(server);
    const wrong: string[] = [];
    for (const w of walked.filter((x) => !x.need)) {
      const answer = await hit(server.url, w, tokens.viewer);
      if (answer.status === 403 || answer.status >= 500) wrong.push(`${w.call.method} ${w.call.path}: ${answer.status} ${answer.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  }, 300_000);

  it('answers hasFunctions from the same grants: the admin holds every function, the read-only user none, the dispatcher the workflow actions', async () => {
    const codes = [...new Set(walked.filter((w) => w.need).map((w) => w.need!))];
    const ask = async (token: string, functionCodes: string[]) => {
      const response = await fetch(`${server.url}/cloud/management/rest/np/user/hasFunctions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ functionCodes }),
      });
      return ((await response.json()) as { data: Record<string, boolean> }).data;
    };
    expect(Object.values(await ask(tokens.admin, codes)).every(Boolean)).toBe(true);
    expect(Object.values(await ask(tokens.viewer, codes)).some(Boolean)).toBe(false);
    const ops = (await signIn(server.url, 'ops', 'Ops@2026')).token;
    expect(await ask(ops, ['wtsb.problem.flow.dispatch', 'ljszy.carInfo.export', 'ljszy.carInfo.create', 'ljszy.carInfo.delete'])).toEqual({
      'wtsb.problem.flow.dispatch': true,
      'ljszy.carInfo.export': true,
      'ljszy.carInfo.create': false,
      'ljszy.carInfo.delete': false,
    });
  });
});
