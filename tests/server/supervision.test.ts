// Process supervision (issue 9): `npm start` (scripts/start.mjs) starts the server again after it
// dies without being asked, says so in its log, and stops the server with itself on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-supervision-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it('restarts the server after a crash (kill -9) and logs it; SIGTERM stops both', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODULES: 'demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout.on('data', (c: Buffer) => (output += c.toString()));
  supervisor.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const until = async (test: () => boolean) => {
    while (!test()) {
      if (supervisor.exitCode !== null) throw new Error(`supervisor exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const running = () => output.split('UrbanOps is running').length - 1;
  try {
    await until(() => running() === 1);
    const first = Number(/server started \(pid (\d+)\)/.exec(output)![1]);
    expect((await fetch(`http://127.0.0.1:${port}/cas/publicKey`)).status).toBe(200);
    process.kill(first, 'SIGKILL');
    await until(() => running() === 2);
    expect(output).toMatch(/server exited \(signal SIGKILL\); restarting in \d+ ms/);
    const second = Number([...output.matchAll(/server started \(pid (\d+)\)/g)][1]![1]);
    expect(second).not.toBe(first);
    expect((await fetch(`http://127.0.0.1:${port}/cas/publicKey`)).status).toBe(200);
    supervisor.kill('SIGTERM');
    await until(() => supervisor.exitCode !== null).catch(() => undefined);
    expect(supervisor.exitCode).toBe(0);
    expect(() => process.kill(second, 0)).toThrow();
  } finally {
    if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
  }
});
