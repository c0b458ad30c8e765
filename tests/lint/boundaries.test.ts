// The import boundaries of GUIDE.md are enforced by lint: these cases run the real ESLint config over
// virtual files placed in each area and check which imports it refuses.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '../..', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

const imports = (spec: string) => `import a from '${spec}';\nexport { a };`;

describe('import boundaries', () => {
  it('refuses a host file importing a business module, and allows the kit and the bridge', async () => {
    expect(await crossings('host/x.ts', imports('../modules/welcome/manifest'))).toHaveLength(1);
    expect(await crossings('host/x.ts', imports('../kit/manifest'))).toHaveLength(0);
    expect(await crossings('host/x.ts', imports('../kit/ui/ResourcePage'))).toHaveLength(0);
    expect(await crossings('host/deep/x.ts', imports('../../bridge/index'))).toHaveLength(0);
  });

  it('refuses a module importing the host or another module, and allows its own files, kit and bridge', async () => {
    const file = 'modules/alpha/pages/x.ts';
    expect(await crossings(file, imports('../../../host/main'))).toHaveLength(1);
    expect(await crossings(file, imports('../../welcome/manifest'))).toHaveLength(1);
    expect(await crossings(file, imports('../resources/car'))).toHaveLength(0);
    expect(await crossings(file, imports('../../../kit/manifest'))).toHaveLength(0);
    expect(await crossings(file, imports('../../../kit/ui/ResourcePage'))).toHaveLength(0);
  });

  it('refuses the kit importing the host, a module or the server, and allows the bridge', async () => {
    expect(await crossings('kit/resource/x.ts', imports('../../host/main'))).toHaveLength(1);
    expect(await crossings('kit/ui/x.ts', imports('../../modules/wtsb/manifest'))).toHaveLength(1);
    expect(await crossings('kit/ui/x.ts', imports('../../server/main'))).toHaveLength(1);
    expect(await crossings('kit/bridge/x.ts', imports('../../bridge/index'))).toHaveLength(0);
  });

  it('refuses the bridge importing app code or React', async () => {
    expect(await crossings('bridge/x.ts', imports('../kit/manifest'))).toHaveLength(1);
    expect(await crossings('bridge/x.ts', "import React from 'react';\nexport { React };")).toHaveLength(1);
    expect(await crossings('bridge/x.ts', "import { connect } from 'penpal';\nexport { connect };")).toHaveLength(0);
  });

  it("lets the server use the kit's plain parts only, and never the host or a module", async () => {
    expect(await crossings('server/x.ts', imports('../kit/resource/index'))).toHaveLength(0);
    expect(await crossings('server/x.ts', imports('../kit/manifest'))).toHaveLength(0);
    expect(await crossings('server/x.ts', imports('../kit/ui/ResourcePage'))).toHaveLength(1);
    expect(await crossings('server/x.ts', imports('../kit/charts/index'))).toHaveLength(1);
    expect(await crossings('server/x.ts', imports('../modules/welcome/manifest'))).toHaveLength(1);
    expect(await crossings('server/x.ts', imports('../host/main'))).toHaveLength(1);
  });

  it('refuses browser code importing the server', async () => {
    expect(await crossings('kit/request/x.ts', imports('../../server/main'))).toHaveLength(1);
    expect(await crossings('modules/alpha/x.ts', imports('../../server/main'))).toHaveLength(1);
  });

  it('keeps the server layers pointing one way: http → services, resources → db → core', async () => {
    // http may use every layer below it.
    for (const below of ['../services/auth', '../resources/store', '../db/index', '../core/errors', '../config']) {
      expect(await crossings('server/http/x.ts', imports(below))).toHaveLength(0);
    }
    // Services and the resource engine never reach up into http, nor across to each other.
    expect(await crossings('server/services/x.ts', imports('../http/envelope'))).toEqual([
      'server/services may not import server/http: server layers point one way, http → services, resources → db → core (GUIDE.md).',
    ]);
    expect(await crossings('server/resources/x.ts', imports('../http/auth'))).toHaveLength(1);
    expect(await crossings('server/services/x.ts', imports('../resources/store'))).toHaveLength(1);
    expect(await crossings('server/resources/x.ts', imports('../services/files'))).toHaveLength(1);
    expect(await crossings('server/services/x.ts', imports('../db/index'))).toHaveLength(0);
    expect(await crossings('server/resources/x.ts', imports('../core/messages'))).toHaveLength(0);
  });

  it('lets the database layer import only server/core, and server/core nothing of the server', async () => {
    expect(await crossings('server/db/x.ts', imports('../services/secrets'))).toHaveLength(1);
    expect(await crossings('server/db/x.ts', imports('../http/envelope'))).toHaveLength(1);
    expect(await crossings('server/db/x.ts', imports('../core/errors'))).toHaveLength(0);
    expect(await crossings('server/db/x.ts', imports('../config'))).toHaveLength(0);
    expect(await crossings('server/core/x.ts', imports('../db/index'))).toHaveLength(1);
    expect(await crossings('server/core/x.ts', imports('../http/envelope'))).toHaveLength(1);
    expect(await crossings('server/config.ts', imports('./services/index'))).toHaveLength(1);
    expect(await crossings('server/core/x.ts', imports('./messages'))).toHaveLength(0);
  });

  it('lets the composition root (server/app.ts) wire every layer, and judges a type-only import like any other', async () => {
    expect(await crossings('server/app.ts', imports('./http/envelope'))).toHaveLength(0);
    expect(await crossings('server/app.ts', imports('./db/seed'))).toHaveLength(0);
    expect(await crossings('server/services/x.ts', "import type { A } from '../http/auth';\nexport type { A };")).toHaveLength(1);
    expect(await crossings('server/http/x.ts', imports('../app'))).toHaveLength(1);
    expect(await crossings('server/services/x.ts', imports('../resources'))).toHaveLength(1);
    expect(await crossings('server/http/routes/x.ts', imports('../../resources'))).toHaveLength(0);
  });
});
