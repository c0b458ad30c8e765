// "A module is complete when every entry of its areas is served at its path and used by a screen"
// (../shared/spec/README.md). For every module whose manifest names its `specAreas`, and for the
// platform's own shell and management areas, this asks the real server for each endpoints.json entry
// and reads the module's browser code for the path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleManifest } from '../../kit/manifest';
import type { ApiCall, ModuleResources } from '../../kit/resource';
import { everyCall, parseCall, structureCalls } from '../../kit/resource';
import { signIn, startServer, type TestServer } from '../support/server';

type Endpoint = { id: number; area: string; method: 'GET' | 'POST' | null; path: string; suffix: string; kind: string };

const repo = resolve(import.meta.dirname, '../..');
const specFile = resolve(process.env.SPEC_DIR ?? resolve(repo, '../shared/spec'), 'endpoints.json');
const specEndpoints: Endpoint[] = JSON.parse(readFileSync(specFile, 'utf8'));

/**
 * The calls we designed where the spec names an area without its calls (issue 27: dispatch, chat, safety,
 * contracts, assessment, party posts): docs/designed/<area>.json, in endpoints.json's shape, checked here
 * like the spec's own (served at their paths, used by a screen). docs/api.md lists them.
 */
const designedDir = resolve(repo, 'docs/designed');
const designed: Endpoint[] = existsSync(designedDir)
  ? readdirSync(designedDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => JSON.parse(readFileSync(join(designedDir, name), 'utf8')) as Endpoint[])
      .map((e, i) => ({ ...e, id: 100_000 + i }))
  : [];
const endpoints: Endpoint[] = [...specEndpoints, ...designed];

/** The platform server's own areas (shell.md §7): served by server/, used by the host. */
const platformAreas = ['shell', 'management', 'ehr'];

const moduleIds = readdirSync(resolve(repo, 'modules')).filter(
  (id) => existsSync(resolve(repo, 'modules', id, 'manifest.ts')),
);
const manifests: ModuleManifest[] = await Promise.all(
  moduleIds.map(async (id) => (await import(`../../modules/${id}/manifest.ts`)).default as ModuleManifest),
);

/** Every source file of a module page except its server-side code (server.ts, server/), which serves, not uses. */
function screenSources(dir: string): string {
  let text = '';
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'server') text += screenSources(path);
    } else if (/\.(ts|tsx)$/.test(name) && !/^server\.ts$|\.test\.tsx?$/.test(name)) {
      text += readFileSync(path, 'utf8');
    }
  }
  return text;
}

/**
 * The paths a module's screens call: every call of its registered definitions, each API generation's
 * too, and of their structures (tree, document, ledger and workflow calls: the kit's pages render
 * them), its enum loader, the paths a module that composes paths lists in `screenCalls.ts`, and any
 * path written literally in its browser code.
 */
async function usedPaths(id: string): Promise<(path: string) => boolean> {
  const dir = resolve(repo, 'modules', id);
  const paths = new Set<string>();
  const add = (call: ApiCall | undefined) => call && paths.add(parseCall(call).path);
  if (existsSync(join(dir, 'resources', 'index.ts'))) {
    const registry = (await import(`../../modules/${id}/resources/index.ts`)).default as ModuleResources;
    for (const def of [...registry.resources, ...(registry.reports ?? [])]) {
      everyCall(def).forEach((c) => paths.add(c.call.path));
      Object.values(def.actions ?? {}).forEach((action) => add(action.api));
      structureCalls(def).forEach(add);
    }
    add(registry.enums?.api);
    // More enum loaders (the kit's selects call each for its names) and views' own calls (a view's tab lists through them).
    (registry.enumLoaders ?? []).forEach((loader) => add(loader.api));
    for (const view of registry.views ?? []) Object.values(view.api ?? {}).forEach((call) => add(call as ApiCall | undefined));
  }
  if (existsSync(join(dir, 'screenCalls.ts'))) {
    const listed = (await import(`../../modules/${id}/screenCalls.ts`)).screenCalls as () => string[];
    listed().forEach((path) => paths.add(path));
  }
  const sources = screenSources(dir);
  return (path) => paths.has(path) || sources.includes(path);
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
});
afterAll(() => server?.close());

/** Whether the server has a route for the entry: anything but the router's 404 counts. */
async function served(e: Endpoint): Promise<boolean> {
  const method = e.method ?? 'POST';
  const url = `${server.url}${e.path}${e.suffix}`;
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(method === 'POST' ? { body: '' } : {}),
  });
  await response.arrayBuffer();
  return response.status !== 404;
}

describe('the designed calls', () => {
  it('name areas the spec has no calls for, each call once, at a path no spec call has', () => {
    const specAreas = new Set(specEndpoints.map((e) => e.area));
    const specPaths = new Set(specEndpoints.map((e) => `${e.path}${e.suffix}`));
    expect(designed.filter((e) => specAreas.has(e.area)).map((e) => e.area)).toEqual([]);
    expect(designed.filter((e) => specPaths.has(`${e.path}${e.suffix}`)).map((e) => e.path)).toEqual([]);
    const keys = designed.map((e) => `${e.method ?? 'POST'} ${e.path}${e.suffix}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const e of designed) expect(e.path, JSON.stringify(e)).toMatch(/^\/cloud\/[a-z]+\/[A-Za-z0-9/]+$/);
  });
});

describe('the platform serves every call of its own areas', () => {
  for (const area of platformAreas) {
    it(`serves all ${area} entries of endpoints.json at their paths`, async () => {
      const missing: string[] = [];
      for (const e of endpoints.filter((x) => x.area === area)) {
        if (!(await served(e))) missing.push(`${e.method ?? 'POST'} ${e.path}${e.suffix}`);
      }
      expect(missing).toEqual([]);
    });
  }
});

describe('every module that names its spec areas is complete', () => {
  for (const manifest of manifests.filter((m) => m.specAreas?.length)) {
    const areas = manifest.specAreas ?? [];
    const entries = endpoints.filter((e) => areas.includes(e.area));

    it(`${manifest.id}: the areas ${areas.join(', ')} exist in endpoints.json or docs/designed`, () => {
      expect(entries.length).toBeGreaterThan(0);
    });

    it(`${manifest.id}: serves all ${entries.length} entries at their paths`, async () => {
      const missing: string[] = [];
      for (const e of entries) if (!(await served(e))) missing.push(`${e.method ?? 'POST'} ${e.path}${e.suffix}`);
      expect(missing).toEqual([]);
    });

    it(`${manifest.id}: uses every entry from a screen`, async () => {
      const used = await usedPaths(manifest.id);
      const unused = entries.map((e) => `${e.path}${e.suffix}`).filter((path) => !used(path));
      expect(unused).toEqual([]);
    });
  }
});
