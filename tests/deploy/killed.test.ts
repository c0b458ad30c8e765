// An instance killed mid-request (kill -9 while creates stream in) loses no acknowledged write: every
// create answered with result 0 before the kill is there after `npm start`'s supervisor has restarted
// the server. Runs on SQLite in `npm test` and on PostgreSQL in `npm run test:pg`.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signIn } from '../support/server';
import { dropDatabase, freePort, freshDatabase, onPostgres, testCluster } from '../support/pg';

const S = '/cloud/demo/web/student';
const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-killed-'));
let databaseUrl = '';
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
});

type Answer = { result: number; msg: string; data: { id: number; studentNo?: string; records: Array<{ id: number }> } };

it('keeps every create acknowledged before kill -9, as the restarted server shows', { timeout: 240_000 }, async () => {
  if (onPostgres()) {
    const cluster = await testCluster();
    databaseUrl = await freshDatabase(cluster.url, cluster.template);
  } else if (process.env.URBANOPS_TEST_SQLITE_TEMPLATE) {
    copyFileSync(process.env.URBANOPS_TEST_SQLITE_TEMPLATE, join(dataDir, 'urbanops.db'));
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', MODULES: 'demo', DEMO_DEVICES: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout.on('data', (c: Buffer) => (output += c.toString()));
  supervisor.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const until = async (test: () => boolean) => {
    while (!test()) {
      if (supervisor.exitCode !== null) throw new Error(`supervisor exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const running = () => output.split('UrbanOps is running').length - 1;
  try {
    await until(() => running() === 1);
    const pid = Number(/server started \(pid (\d+)\)/.exec(output)![1]);
    const { token } = await signIn(url, 'admin', 'Admin@2026');
    const post = async (path: string, body: unknown) =>
      (await (await fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Answer;
    const gradeId = (await post('/cloud/demo/web/grade/list', { pageSize: 100 })).data.records[0]!.id;

    // 12 clients create students one after another; the server is killed after the 30th answer.
    const acknowledged: number[] = [];
    let killed = false;
    let next = 0;
    const client = async () => {
      while (!killed) {
        const n = next++;
        try {
          const answer = await post(`${S}/create`, { studentNo: `S8${String(n).padStart(5, '0')}`, name: `断电${n}`, gender: 'female', gradeId, birthday: '2016-04-01' });
          if (answer.result === 0) acknowledged.push(answer.data.id);
        } catch {
          // The connection died with the server: not acknowledged.
        }
        if (acknowledged.length >= 30 && !killed) {
          killed = true;
          process.kill(pid, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, client));
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    await until(() => running() === 2);
    const missing: number[] = [];
    for (const id of acknowledged) if ((await post(`${S}/selectOne`, { id })).data?.id !== id) missing.push(id);
    expect(missing).toEqual([]);
    expect(output).toMatch(/server exited \(signal SIGKILL\)/);
    // What was sent and not acknowledged may or may not be there; nothing else was written.
    const total = (await post(`${S}/page`, { pageNo: 1, pageSize: 1, name: '断电' })) as unknown as { data: { total: number } };
    expect(total.data.total).toBeGreaterThanOrEqual(acknowledged.length);
    expect(total.data.total).toBeLessThanOrEqual(next);
  } finally {
    if (supervisor.exitCode === null) {
      supervisor.kill('SIGTERM');
      await until(() => supervisor.exitCode !== null).catch(() => undefined);
    }
  }
});
