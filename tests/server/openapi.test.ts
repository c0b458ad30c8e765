/**
 * The OpenAPI document (GET /openapi.json, server/http/openapi.ts) against the server's own route
 * table: every route the server answers is described, nothing is described that is not served, the
 * document validates as OpenAPI 3.1 (@readme/openapi-parser), the engine's calls carry their
 * fields' types, limits and choices in both languages and the function they need, and every platform
 * route that declares its input (config.input, server/http/routes/common.ts) carries its fields.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openapiPath } from '../../server/http/openapi';
import type { AccessRow } from '../../server/http/routeAccess';
import { startServer, type TestServer } from '../support/server';

type Parameter = { name: string; in: string; required?: boolean; schema: Record<string, unknown> };
type Operation = Record<string, unknown> & { security?: unknown[]; 'x-function'?: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } };
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }> };
};

let server: TestServer;
let doc: Doc;

beforeAll(async () => {
  server = await startServer();
  const answer = await fetch(`${server.url}/openapi.json`);
  expect(answer.status).toBe(200);
  doc = (await answer.json()) as Doc;
}, 120_000);
afterAll(() => server?.close());

/** Each served method and path once, as the document names them. */
const served = () => new Set(server.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => `${r.method} ${openapiPath(r.url).path}`));
const described = () => new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)));

/** The input fields the document gives a call: a GET's query parameters, or its body's schema. */
function inputOf(method: string, path: string): { properties: Record<string, Record<string, unknown>>; required: string[] } {
  const operation = doc.paths[path]?.[method.toLowerCase()];
  if (!operation) return { properties: {}, required: [] };
  if (method === 'GET') {
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    return { properties: Object.fromEntries(query.map((p) => [p.name, p.schema])), required: query.filter((p) => p.required).map((p) => p.name) };
  }
  const ref = operation.requestBody?.content['application/json']?.schema.$ref;
  const schema = ref ? doc.components.schemas[ref.split('/').pop()!] : undefined;
  return { properties: schema?.properties ?? {}, required: schema?.required ?? [] };
}

/** The field names a declared schema names itself, when it is a plain object (else null). */
const shapeOf = (row: AccessRow) => (row.input instanceof z.ZodObject ? Object.keys(row.input.shape as Record<string, unknown>) : null);

describe('the OpenAPI document', () => {
  it('is served to anyone, without a token, as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route the server answers', () => {
    const documented = described();
    const missing = [...served()].filter((k) => !documented.has(k));
    expect(missing).toEqual([]);
    expect(served().size).toBeGreaterThan(1000);
  });

  it('describes no call the server does not answer', () => {
    const answered = served();
    const extra = [...described()].filter((k) => !answered.has(k));
    expect(extra).toEqual([]);
  });

  it('validates with an OpenAPI 3.1 validator', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  }, 120_000);

  it('gives an engine call its fields with types, limits and choices in zh-CN and en-US, paging and the envelope', () => {
    const list = doc.paths['/cloud/clgl/v2/web/car/page']!.post!;
    expect(list.tags).toEqual(['clgl']);
    expect(list['x-labels']).toEqual({ 'zh-CN': '车辆档案 · 分页查询', 'en-US': 'Vehicles · list (paged)' });
    const ref = list.requestBody!.content['application/json']!.schema.$ref!;
    const input = doc.components.schemas[ref.split('/').pop()!]!.properties!;
    expect(input.pageNo).toMatchObject({ type: 'integer', minimum: 1 });
    expect(input.plateNo).toMatchObject({ type: 'string', maxLength: 12, 'x-labels': { 'zh-CN': '车牌号', 'en-US': 'Plate number' } });
    expect(input.carType).toMatchObject({ type: 'string', 'x-enum-labels': { sweeper: { 'zh-CN': '扫路车', 'en-US': 'Road sweeper' } } });
    expect(list.requestBody!.content).toHaveProperty(['application/x-www-form-urlencoded']);
    expect(JSON.stringify(list.responses)).toContain('#/components/schemas/PageEnvelope');
  });

  it('names the function a call needs and the sign-in it takes; a public call needs none', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const save = doc.paths['/cloud/management/rest/np/constant/update']!.post!;
    expect(save['x-function']).toBe('sys:param:manage');
    expect(save.security).toEqual([{ bearer: [] }, { accessTokenHeader: [] }]);
    expect(doc.paths['/cas/login']!.post!.security).toEqual([]);
    expect(ops.filter((o) => o['x-function']).length).toBeGreaterThan(300);
    expect(doc.paths['/openapi.json']!.get!.security).toEqual([]);
  });

  it('gives every platform route that declares its input its fields: each field the schema names, with a type', () => {
    const declaring = server.routeTable.filter((r) => r.input && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(declaring.length).toBeGreaterThan(150);
    const bare: string[] = [];
    for (const row of declaring) {
      const { path, params } = openapiPath(row.url);
      const { properties } = inputOf(row.method, path);
      const names = (shapeOf(row) ?? Object.keys(properties)).filter((n) => !params.includes(n));
      if (names.length === 0 && Object.keys(properties).length === 0) bare.push(`${row.method} ${row.url} (no fields)`);
      for (const name of names) if (!properties[name]) bare.push(`${row.method} ${row.url} ${name}`);
    }
    expect(bare).toEqual([]);
  });

  it('describes the sign-in call’s username with its limits, a notice push’s required title and a read’s query', () => {
    const login = inputOf('POST', '/cas/login');
    expect(login.properties.username).toMatchObject({ type: 'string', minLength: 1, maxLength: 64 });
    expect(login.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(login.required).not.toContain('rememberMe');
    const push = inputOf('POST', '/cloud/management/rest/np/notice/push');
    expect(push.required).toContain('title');
    expect(push.properties.title).toMatchObject({ type: 'string', maxLength: 100 });
    expect(push.properties.category).toMatchObject({ enum: ['system', 'workOrder', 'alarm', 'approval'], default: 'system' });
    expect(push.required).not.toContain('category');
    expect(push.properties.userIds).toMatchObject({ type: 'array', maxItems: 500, description: expect.stringContaining('commas') });
    const user = inputOf('GET', '/cloud/management/rest/np/user/getById');
    expect(user.required).toEqual(['id']);
    expect(user.properties.tenantId).toMatchObject({ type: 'string', maxLength: 64 });
    const paged = inputOf('POST', '/cloud/management/rest/np/user/pageList');
    expect(paged.properties.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(paged.properties.status).toMatchObject({ enum: ['active', 'disabled'] });
  });

  it('answers the same document on a second request, built once', async () => {
    const again = await (await fetch(`${server.url}/openapi.json`)).json();
    expect(Object.keys((again as Doc).paths).length).toBe(Object.keys(doc.paths).length);
  });
});
