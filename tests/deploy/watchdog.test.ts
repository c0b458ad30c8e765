// The supervisor's watchdog (issue 22): `npm start` (scripts/start.mjs) restarts a server whose event
// loop is blocked, not only one that exits. The server's loop is held through the test-only hook
// (URBANOPS_TEST_HOOKS=1: a JSON line on the supervisor's stdin goes to the server over IPC): a short
// hold takes the server out of readiness and back, without a restart; a hold past WATCHDOG_SECONDS has
// the supervisor log why, kill the server and start a new one, which answers /healthz.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { dropDatabase, freePort, freshDatabase, onPostgres, testCluster } from '../support/pg';

const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-watchdog-'));
let databaseUrl = '';
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
});

it('restarts a server whose event loop is blocked past WATCHDOG_SECONDS, says why, and the new server answers /healthz', { timeout: 240_000 }, async () => {
  if (onPostgres()) {
    const cluster = await testCluster();
    databaseUrl = await freshDatabase(cluster.url, cluster.template);
  } else if (process.env.URBANOPS_TEST_SQLITE_TEMPLATE) {
    copyFileSync(process.env.URBANOPS_TEST_SQLITE_TEMPLATE, join(dataDir, 'urbanops.db'));
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent',
      MODULES: 'demo', DEMO_DEVICES: 'false', WATCHDOG_SECONDS: '3', READY_MAX_LAG_MS: '400', URBANOPS_TEST_HOOKS: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout.on('data', (c: Buffer) => (output += c.toString()));
  supervisor.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const until = async (test: () => boolean | Promise<boolean>, what = 'a condition') => {
    const deadline = Date.now() + 120_000;
    while (!(await test())) {
      if (supervisor.exitCode !== null) throw new Error(`supervisor exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const running = () => output.split('UrbanOps is running').length - 1;
  const pids = () => [...output.matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  const hold = (ms: number) => supervisor.stdin.write(`${JSON.stringify({ type: 'test:block', ms })}\n`);
  const status = async (path: string) => {
    try {
      const r = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(20_000) });
      return { code: r.status, body: (await r.json()) as { status: string } };
    } catch {
      return { code: 0, body: { status: 'no answer' } };
    }
  };
  try {
    await until(() => running() === 1);
    expect(await status('/readyz')).toEqual({ code: 200, body: { status: 'ready' } });

    // Held for 1 s (beyond the readiness bound of 400 ms, within the watchdog's 3 s): out of rotation for
    // a while, still live, not restarted.
    hold(1000);
    await until(async () => (await status('/readyz')).code === 503, '/readyz 503');
    expect((await status('/readyz')).body.status).toBe('event loop lagging');
    expect((await status('/healthz')).code).toBe(200);
    await until(async () => (await status('/readyz')).code === 200, '/readyz 200 again');
    expect(output).not.toMatch(/event loop blocked/);
    expect(pids()).toHaveLength(1);

    // Held for 10 minutes: the supervisor gives up on it after 3 s without a heartbeat.
    hold(600_000);
    await until(() => running() === 2, 'a second server');
    expect(output).toMatch(/server event loop blocked for \d+\.\d s \(no heartbeat from pid \d+; WATCHDOG_SECONDS=3\); killing it \(SIGKILL\) to restart it/);
    expect(output).toMatch(/server exited \(signal SIGKILL\); restarting in \d+ ms/);
    const [first, second] = pids();
    expect(second).not.toBe(first);
    expect(() => process.kill(first!, 0)).toThrow();
    expect(await status('/healthz')).toMatchObject({ code: 200, body: { status: 'ok' } });
  } finally {
    if (supervisor.exitCode === null) {
      supervisor.kill('SIGTERM');
      await until(() => supervisor.exitCode !== null).catch(() => undefined);
    }
  }
});
