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

describe('import boundaries', () => {
  it('refuses a host file importing a business module, and allows the kit and the bridge', async () => {
    expect(await crossings('host/x.ts', "import a from '../modules/welcome/manifest';\nexport { a };")).toHaveLength(1);
    expect(await crossings('host/x.ts', "import a from '../modules/kit/manifest';\nexport { a };")).toHaveLength(0);
    expect(await crossings('host/deep/x.ts', "import a from '../../bridge/index';\nexport { a };")).toHaveLength(0);
  });

  it('refuses a module importing the host or another module, and allows its own files, kit and bridge', async () => {
    const file = 'modules/alpha/pages/x.ts';
    expect(await crossings(file, "import a from '../../../host/main';\nexport { a };")).toHaveLength(1);
    expect(await crossings(file, "import a from '../../welcome/manifest';\nexport { a };")).toHaveLength(1);
    expect(await crossings(file, "import a from '../resources/car';\nexport { a };")).toHaveLength(0);
    expect(await crossings(file, "import a from '../../kit/manifest';\nexport { a };")).toHaveLength(0);
  });

  it('refuses the bridge importing app code or React', async () => {
    expect(await crossings('bridge/x.ts', "import a from '../modules/kit/manifest';\nexport { a };")).toHaveLength(1);
    expect(await crossings('bridge/x.ts', "import React from 'react';\nexport { React };")).toHaveLength(1);
    expect(await crossings('bridge/x.ts', "import { connect } from 'penpal';\nexport { connect };")).toHaveLength(0);
  });

  it('refuses browser code importing the server, and lets the server read module manifests', async () => {
    expect(await crossings('modules/kit/x.ts', "import a from '../../server/main';\nexport { a };")).toHaveLength(1);
    expect(await crossings('server/x.ts', "import a from '../modules/welcome/manifest';\nexport { a };")).toHaveLength(0);
    expect(await crossings('server/x.ts', "import a from '../host/main';\nexport { a };")).toHaveLength(1);
  });
});
