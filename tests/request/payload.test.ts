// @vitest-environment jsdom
// The request conventions' light entry (kit/request/payload): the one builder of token headers, and the
// host's fetch transport (the login route's client) sending exactly what the kit's request client sends,
// both against a real HTTP server (node:http).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../../kit/request/payload';
import { createRequestClient } from '../../kit/request';
import { fetchTransport } from '../../host/core/transport';
import { json, startApiServer, type ApiServer, type Seen } from './support/apiServer';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
  api.route('/echo', (_req, res) => json(res, 200, { result: 0, data: null }));
});
afterAll(() => api.close());

const last = (): Seen => api.seen[api.seen.length - 1]!;

/** What two clients sent for one call, in the parts the conventions fix. */
function wire(seen: Seen) {
  return {
    method: seen.method,
    query: Object.fromEntries(seen.query),
    contentType: seen.headers['content-type'],
    body: seen.headers['content-type']?.startsWith('application/json') ? JSON.parse(seen.body) : Object.fromEntries(new URLSearchParams(seen.body)),
    authorization: seen.headers.authorization,
    accessToken: seen.headers.access_token,
  };
}

describe('token headers', () => {
  it('are Authorization with the token type (Bearer by default) and access_token, and none without a token', () => {
    expect(authHeaders({ token: 'tk' })).toEqual({ Authorization: 'Bearer tk', access_token: 'tk' });
    expect(authHeaders({ token: 'tk', tokenType: 'Token' })).toEqual({ Authorization: 'Token tk', access_token: 'tk' });
    expect(authHeaders({ token: 'tk' }, { bearer: false })).toEqual({ access_token: 'tk' });
    expect(authHeaders({ token: '' })).toEqual({});
    expect(authHeaders({ token: null })).toEqual({});
    expect(authHeaders({})).toEqual({});
  });
});

describe("the login route's fetch transport", () => {
  const fields = { username: '  admin ', page: 2, filter: { kind: ' bus ' }, empty: '', none: null, missing: undefined };

  it('posts the same form body, content type and token headers as the request client', async () => {
    const client = createRequestClient({ baseURL: api.url, getSession: () => ({ token: 'tk' }) });
    await client.request({ url: '/echo', data: fields });
    const viaClient = wire(last());
    await fetchTransport(() => 'tk').call(`${api.url}/echo`, fields);
    const viaFetch = wire(last());
    expect(viaFetch).toEqual(viaClient);
    expect(viaFetch.body).toEqual({ username: 'admin', page: '2', filter: '{"kind":"bus"}', empty: '' });
    expect(viaFetch.authorization).toBe('Bearer tk');
  });

  it('sends the same JSON body and the same GET parameters as the request client', async () => {
    const client = createRequestClient({ baseURL: api.url });
    await client.request({ url: '/echo', data: fields, json: true });
    const jsonViaClient = wire(last());
    await fetchTransport().call(`${api.url}/echo`, fields, { json: true });
    expect(wire(last())).toEqual(jsonViaClient);

    await client.request({ url: '/echo', data: fields, method: 'GET' });
    const getViaClient = wire(last());
    await fetchTransport().call(`${api.url}/echo`, fields, { method: 'GET' });
    expect(wire(last())).toEqual(getViaClient);
    expect(wire(last()).query).toEqual({ username: 'admin', page: '2', filter: '{"kind":"bus"}' });
  });

  it('sends no token headers on a call made without a token (token: null), even when it has one', async () => {
    await fetchTransport(() => 'tk').call(`${api.url}/echo`, {}, { token: null });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers.access_token).toBeUndefined();
  });
});

describe('the light entry', () => {
  it('imports no package, so the login route can use it without the client', () => {
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
        if (spec!.startsWith('.')) visit(resolve(dirname(file), `${spec}.ts`));
        else packages.push(spec!);
      }
    };
    visit(resolve(import.meta.dirname, '../../kit/request/payload.ts'));
    expect(seen.size).toBeGreaterThan(1);
    expect(packages).toEqual([]);
  });
});
