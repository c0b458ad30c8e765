// Several server instances on one PostgreSQL database (`npm run test:pg`): what one instance writes or
// decides, the other sees: the key pair, tokens and their revocation, the captcha counter, stored
// files, and concurrent creates through both. Skipped on SQLite (one file, one instance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer, type TestServer } from '../support/server';
import { freshDatabase, onPostgres, testCluster } from '../support/pg';
import { call } from '../server/helpers';

const NP = '/cloud/management/rest/np';
const S = '/cloud/demo/web/student';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!onPostgres())('two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const cluster = await testCluster();
    const url = await freshDatabase(cluster.url, cluster.template);
    [a, b] = await Promise.all([startServer({ databaseUrl: url }), startServer({ databaseUrl: url })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const login = async (server: TestServer, password: string) =>
    call(server.url, '/cas/login', { json: { username: 'admin2', password: await encryptPassword(server.url, password), ip: '10.9.8.7', loginWeb: 'web' } });

  it('hands out one public key from both, made once by whichever started first', async () => {
    const [ka, kb] = await Promise.all([call(a.url, '/cas/publicKey'), call(b.url, '/cas/publicKey')]);
    expect(ka.body.data).toContain('PUBLIC KEY');
    expect(kb.body.data).toBe(ka.body.data);
  });

  it('accepts on B a token signed in on A, and refuses it on B after a logout on A', async () => {
    const { token } = await signIn(a.url, 'admin', 'Admin@2026');
    expect((await call(b.url, `${NP}/user/pageList`, { token })).body.result).toBe(0);
    expect((await call(a.url, '/cas/logout', { token, json: {} })).body.result).toBe(0);
    expect((await call(b.url, `${NP}/user/pageList`, { token })).status).toBe(401);
  });

  it('downloads through B a file uploaded through A', async () => {
    const { token } = await signIn(a.url, 'admin', 'Admin@2026');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'site.png');
    const up = (await (await fetch(`${a.url}${NP}/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as { data: { id: string }[] };
    const download = await fetch(`${b.url}${NP}/file/download/${up.data[0]!.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('loses no create when 40 arrive at once through both', async () => {
    const { token } = await signIn(a.url, 'admin', 'Admin@2026');
    const post = async (server: TestServer, path: string, body: unknown) =>
      (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as {
        result: number;
        msg: string;
        data: { total: number; id: number; records: { id: number }[] };
      };
    const gradeId = (await post(a, '/cloud/demo/web/grade/list', { pageSize: 100 })).data.records[0]!.id;
    const before = (await post(a, `${S}/page`, { pageSize: 1 })).data.total;
    const tag = `9${String(Date.now()).slice(-3)}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(i % 2 ? b : a, `${S}/create`, { studentNo: `S${tag}${String(i).padStart(2, '0')}`, name: `并发${i}`, gender: 'female', gradeId, birthday: '2016-04-01' })),
    );
    expect(answers.filter((r) => r.result !== 0).map((r) => r.msg)).toEqual([]);
    expect(new Set(answers.map((r) => r.data.id)).size).toBe(40);
    expect((await post(b, `${S}/page`, { pageSize: 1 })).data.total).toBe(before + 40);
  });

  // Last: the failures from this address make every later sign-in here ask for a captcha.
  it('shares the failure count: after 3 wrong passwords spread over A and B, both ask for a captcha', async () => {
    await login(a, 'Wrong@2026');
    await login(b, 'Wrong@2026');
    expect((await login(a, 'Wrong@2026')).body).toMatchObject({ result: 1, data: { captchaRequired: true } });
    expect((await login(b, 'Admin@2026')).body.result).toBe(2);
  });
});
