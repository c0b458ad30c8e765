// `npm start` (scripts/start.mjs) builds the pages before serving when a source folder changed after
// the last build: host/, modules/, bridge/ and kit/ (every module page bundles the kit), and
// vite.config.ts. Run in a scratch folder with a stand-in `npx` that records the build and stops the
// start there, so no real build or server runs.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve('scripts/start.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'urbanops-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const BUILD_EXIT = 7;

/** A project folder whose pages were built an hour ago from sources two hours old, with `changed` (a path) touched now. */
function project(name: string, changed: string | null): { dir: string; marker: string; bin: string } {
  const dir = join(scratch, name);
  const bin = join(dir, '.bin');
  const marker = join(dir, 'built.txt');
  const old = new Date(Date.now() - 2 * 3600_000);
  const lastBuild = new Date(Date.now() - 3600_000);
  for (const folder of ['host', 'modules/demo', 'bridge', 'kit/ui', 'dist/host', '.bin']) mkdirSync(join(dir, folder), { recursive: true });
  for (const file of ['host/main.tsx', 'modules/demo/main.tsx', 'bridge/index.ts', 'kit/ui/Page.tsx', 'vite.config.ts']) {
    writeFileSync(join(dir, file), '');
    utimesSync(join(dir, file), old, old);
  }
  writeFileSync(join(dir, 'dist/host/index.html'), '');
  utimesSync(join(dir, 'dist/host/index.html'), lastBuild, lastBuild);
  if (changed) writeFileSync(join(dir, changed), 'changed');
  // The stand-in for `npx vite build`: notes that it ran and fails, which ends the start.
  writeFileSync(join(bin, 'npx'), `#!/bin/sh\necho "$@" > "${marker}"\nexit ${BUILD_EXIT}\n`);
  chmodSync(join(bin, 'npx'), 0o755);
  return { dir, marker, bin };
}

/** Runs the start in `dir`; answers its exit code, or null when it was still running after `ms` (then it is stopped). */
async function start(p: { dir: string; bin: string }, ms: number): Promise<number | null> {
  const child = spawn(process.execPath, [script], {
    cwd: p.dir,
    env: { ...process.env, PATH: `${p.bin}:${process.env.PATH ?? ''}`, SKIP_BUILD: '', LOG_LEVEL: 'silent', WATCHDOG_SECONDS: '0' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const timer = new Promise<null>((done) => setTimeout(() => done(null), ms));
  const code = await Promise.race([exited, timer]);
  if (code === null && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
  return code;
}

describe('npm start', () => {
  it('rebuilds the pages when a file of kit/ changed after the last build', { timeout: 30_000 }, async () => {
    const p = project('kit', 'kit/ui/Page.tsx');
    expect(await start(p, 15_000)).toBe(BUILD_EXIT);
    expect(existsSync(p.marker)).toBe(true);
  });

  it('rebuilds them when a module changed, and not when nothing changed since the build', { timeout: 30_000 }, async () => {
    const changed = project('module', 'modules/demo/main.tsx');
    expect(await start(changed, 15_000)).toBe(BUILD_EXIT);
    const same = project('same', null);
    await start(same, 2_000);
    expect(existsSync(same.marker)).toBe(false);
  });
});
