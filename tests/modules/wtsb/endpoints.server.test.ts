// Every call of the problem-reporting area in endpoints.json answers at its exact path and method
// (anything but the router's 404), signed in, with an empty body.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';


type Endpoint = { area: string; method: 'GET' | 'POST' | null; path: string; suffix: string; kind: string };
const repo = resolve(import.meta.dirname, '../../..');
const spec = resolve(process.env.SPEC_DIR ?? resolve(repo, '../shared/spec'), 'endpoints.json');
const endpoints = (JSON.parse(readFileSync(spec, 'utf8')) as Endpoint[]).filter((e) => e.area === 'wtsb');

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ modules: ['wtsb'] });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
});
afterAll(() => server?.close());

describe('every wtsb call of endpoints.json', () => {
  it('names 69 calls', () => expect(endpoints).toHaveLength(69));

  it('answers each at its path and method, never 404 or 500', async () => {
    const failures: string[] = [];
    for (const e of endpoints) {
      const method = e.method ?? 'POST';
      const response = await fetch(`${server.url}${e.path}${e.suffix}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status >= 500) failures.push(`${method} ${e.path}${e.suffix} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses each without a token', async () => {
    const e = endpoints[5]!;
    const response = await fetch(`${server.url}${e.path}${e.suffix}`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('uses each from the module’s page code (not its server code)', async () => {
    const { readdirSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const read = (dir: string): string =>
      readdirSync(dir)
        .map((n) => join(dir, n))
        .map((p) => (statSync(p).isDirectory() ? (p.endsWith('/server') ? '' : read(p)) : /\.(ts|tsx)$/.test(p) && !p.endsWith('/server.ts') ? readFileSync(p, 'utf8') : ''))
        .join('\n');
    const sources = read(resolve(repo, 'modules/wtsb'));
    expect(endpoints.filter((e) => !sources.includes(`${e.path}${e.suffix}`)).map((e) => e.path)).toEqual([]);
  });
});
