// `npm run db:copy` (`npm run test:pg`): a SQLite deployment with a new user's data and an upload is
// copied into an empty PostgreSQL database by the script as an operator runs it; a server on the copy
// signs the same users in, shows the same rows and file, and creates new rows after the copied ids.
// Copying into a database that is not empty is refused and writes nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { dropDatabase, freshDatabase, onPostgres, runSql, testCluster } from '../support/pg';
import { PNG } from '../server/helpers';

const run = promisify(execFile);
const NP = '/cloud/management/rest/np';
const S = '/cloud/demo/web/student';

type Answer = { result: number; msg: string; data: { id: number; total: number; records: Array<{ id: number; name: string }> } & Array<{ id: string }> };
const post = async (server: TestServer, token: string, path: string, body: unknown) =>
  (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Answer;

/** The script as an operator runs it (`npm run db:copy -- …` is `tsx scripts/dbCopy.ts …`). */
async function dbCopy(from: string, to: string): Promise<{ code: number; out: string; err: string }> {
  const tsx = resolve('node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/dbCopy.ts', '--from', `sqlite:${from}`, '--to', to], { env: { ...process.env, MODULES: 'demo' }, timeout: 240_000 });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe.skipIf(!onPostgres())('db:copy from SQLite into an empty PostgreSQL database', { timeout: 300_000 }, () => {
  let dataDir: string;
  let target: string;
  let fileId: string;
  let studentId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'urbanops-copy-'));
    // The source: a SQLite deployment (databaseUrl '' keeps it off PostgreSQL) with rows written through the API.
    const source = await startServer({ dataDir, databaseUrl: '', modules: ['demo'], demoDevices: false });
    try {
      const { token } = await signIn(source.url, 'admin', 'Admin@2026');
      const gradeId = (await post(source, token, '/cloud/demo/web/grade/list', { pageSize: 100 })).data.records[0]!.id;
      const created = await post(source, token, `${S}/create`, { studentNo: 'S700001', name: '搬迁前', gender: 'female', gradeId, birthday: '2016-04-01' });
      expect(created.result).toBe(0);
      studentId = created.data.id;
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), '现场.png');
      fileId = ((await (await fetch(`${source.url}${NP}/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as Answer).data[0]!.id;
    } finally {
      await source.close();
    }
    target = await freshDatabase((await testCluster()).url);
  }, 240_000);
  afterAll(async () => {
    if (target) await dropDatabase(target).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table with matching row counts, and a server on the copy works as before', async () => {
    const copy = await dbCopy(join(dataDir, 'urbanops.db'), target);
    expect([copy.code, copy.err]).toEqual([0, '']);
    expect(copy.out).toMatch(/every row count matches/);
    for (const table of ['users', 'files', 'file_chunks', 'r_demo_student']) {
      const n = Number((await runSql({ dataDir, databaseUrl: '' }, `select count(*) as n from ${table}`))[0]!.n);
      expect(n).toBeGreaterThan(0);
      expect(copy.out).toMatch(new RegExp(`^${table}\\s+${n} →\\s+${n}$`, 'm'));
      expect(Number((await runSql({ dataDir, databaseUrl: target }, `select count(*) as n from ${table}`))[0]!.n)).toBe(n);
    }

    const server = await startServer({ databaseUrl: target, modules: ['demo'], demoDevices: false });
    try {
      const { token } = await signIn(server.url, 'admin', 'Admin@2026');
      expect((await post(server, token, `${S}/selectOne`, { id: studentId })).data).toMatchObject({ id: studentId, name: '搬迁前' });
      const file = await fetch(`${server.url}${NP}/file/download/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
      // Auto ids continue after the copied ones: a new row gets a new id, not a duplicate key.
      const gradeId = (await post(server, token, '/cloud/demo/web/grade/list', { pageSize: 100 })).data.records[0]!.id;
      const created = await post(server, token, `${S}/create`, { studentNo: 'S700002', name: '搬迁后', gender: 'male', gradeId, birthday: '2016-05-01' });
      expect(created.result).toBe(0);
      expect(created.data.id).toBeGreaterThan(studentId);
    } finally {
      await server.close();
    }
  });

  it('refuses a target that is not empty, naming a table, and writes nothing', async () => {
    const before = await runSql({ dataDir, databaseUrl: target }, 'select count(*) as n from users');
    const again = await dbCopy(join(dataDir, 'urbanops.db'), target);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/^The target is not empty: \w+ holds \d+ rows\. Copy into an empty database\.$/m);
    expect(await runSql({ dataDir, databaseUrl: target }, 'select count(*) as n from users')).toEqual(before);
  });
});
