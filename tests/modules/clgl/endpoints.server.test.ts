/**
 * Every call of the spec's areas clgl and clgl-v2 (endpoints.json) is served at its exact path and
 * method (no 404), and used by a screen of the module page.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifest from '../../../modules/clgl/manifest';
import { screenCalls } from '../../../modules/clgl/screens/views';
import { fixture, type Fixture } from './support';


type Endpoint = { id: number; area: string; method: string | null; path: string; suffix: string; kind: 'call' | 'download' | 'upload'; vague: boolean };

const endpoints = (JSON.parse(readFileSync(new URL('../../../../shared/spec/endpoints.json', import.meta.url), 'utf8')) as Endpoint[]).filter((e) =>
  ['clgl', 'clgl-v2'].includes(e.area),
);

describe('vehicle management covers its spec areas', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  }, 60_000);
  afterAll(() => f.server.close());

  it('names both areas in its manifest and the spec holds 296 calls for them', () => {
    expect(manifest.specAreas).toEqual(['clgl', 'clgl-v2']);
    expect(endpoints).toHaveLength(296);
  });

  it('answers every call at its path and method (never 404), as JSON or a workbook', async () => {
    const missing: string[] = [];
    for (const e of endpoints) {
      const url = f.server.url + e.path + e.suffix;
      const method = e.method ?? 'POST';
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${f.admin.token}`, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ pageSize: 2 }) : undefined,
      });
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 404 || !(type.includes('json') || type.includes('spreadsheetml'))) missing.push(`${method} ${e.path}${e.suffix} → ${response.status}`);
      else if (e.kind === 'download' && !type.includes('spreadsheetml')) missing.push(`${e.path}: a download answered ${type}`);
      else await response.arrayBuffer();
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('refuses every call without a token (401), so nothing is open', async () => {
    const sample = endpoints.filter((_, i) => i % 10 === 0);
    for (const e of sample) {
      const r = await fetch(f.server.url + e.path + e.suffix, { method: e.method ?? 'POST' });
      expect(r.status, e.path).toBe(401);
    }
  });

  it('uses every call from a screen of the page', () => {
    const used = new Set(screenCalls());
    const unused = endpoints.map((e) => e.path + e.suffix).filter((p) => !used.has(p));
    expect(unused).toEqual([]);
  });
});
