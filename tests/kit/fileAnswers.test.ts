// Files in the resource engine over real HTTP, with a fixture module (tests/kit/fixtures/fileModules):
// handler answers of any type, streamed or at once; a stored file with byte ranges; a streamed zip of
// stored files; files saved in a handler's transaction; the file ids a row stores checked on every
// write; seed files; and the sweep of files no row refers to.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { PNG_BASE64 } from './fixtures/fileModules/docs/server';

const NP = '/cloud/management/rest/np';
const PNG = Buffer.from(PNG_BASE64, 'base64');
type Envelope<T = unknown> = { result: number; msg: string; data: T };
type Doc = { id: number; title: string; cover: string | null; attachments: string[] | null };

let server: TestServer;
let token: string;
let token2: string;

beforeAll(async () => {
  server = await startServer({ modulesDir: resolve(import.meta.dirname, 'fixtures/fileModules') });
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  token2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(() => server?.close());

const post = (path: string, body: Record<string, unknown> | FormData, who = token) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
const json = async <T>(path: string, body: Record<string, unknown> | FormData, who = token) => (await (await post(path, body, who)).json()) as Envelope<T>;

async function upload(name: string, type: string, data: Buffer | string, who = token): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  const answer = await json<{ id: string }[]>(`${NP}/file/upload`, form, who);
  expect(answer.result).toBe(0);
  return answer.data[0]!.id;
}

function unzip(archive: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'urbanops-answers-'));
  writeFileSync(join(dir, 'a.zip'), archive);
  execFileSync('unzip', ['-q', join(dir, 'a.zip'), '-d', join(dir, 'out')]);
  return join(dir, 'out');
}

function table(sql: string, ...params: unknown[]): unknown[] {
  const db = new Database(join(server.dataDir, 'urbanops.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

describe('handler file answers', () => {
  it('answers text of any type as a download, with nosniff and a sandbox so it never runs as a page', async () => {
    const response = await post('/cloud/docs/report/csv', {});
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('报表.csv')}`);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe('\ufeff编号,名称\n1,<b>总则</b>\n');
  });

  it('streams bytes a handler makes piece by piece, all of them in order', async () => {
    const response = await post('/cloud/docs/report/pdf', {});
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(9 + 48 * 64 * 1024);
    expect(body.subarray(0, 9).toString()).toBe('%PDF-1.4\n');
    expect(body[9 + 47 * 64 * 1024]).toBe(48 + 7);
  });

  it('serves a stored file from a handler with byte ranges, and refuses one of another tenant', async () => {
    const [doc] = (await json<{ records: Doc[] }>('/cloud/docs/doc/pageList', {})).data.records;
    const url = `${server.url}/cloud/docs/doc/cover?id=${doc!.id}`;
    const whole = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline; filename="cover.png"/);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(PNG);
    const part = await fetch(url, { headers: { authorization: `Bearer ${token}`, range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${PNG.length}`);
    expect(await part.text()).toBe('PNG');
    const foreign = await fetch(url, { headers: { authorization: `Bearer ${token2}` } });
    expect(((await foreign.json()) as Envelope).msg).toBe('文档不存在');
  });

  it('streams a zip of stored files with unique, safe names, readable by unzip', async () => {
    const a = await upload('a.txt', 'text/plain', 'first');
    const b = await upload('b.txt', 'text/plain', 'second');
    const saved = await json<Doc>('/cloud/docs/doc/save', { title: '../两份', attachments: [a, b] });
    expect(saved.result).toBe(0);
    const again = await json<Doc>('/cloud/docs/doc/save', { title: '../两份', attachments: [a] });
    const response = await post('/cloud/docs/doc/archive', { ids: `${saved.data.id},${again.data.id}` });
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('文档.zip'));
    const out = unzip(Buffer.from(await response.arrayBuffer()));
    try {
      expect(readFileSync(join(out, '目录.txt'), 'utf8')).toBe('../两份\n../两份');
      expect(readFileSync(join(out, '两份', a), 'utf8')).toBe('first');
      expect(readFileSync(join(out, '两份', b), 'utf8')).toBe('second');
      expect(readFileSync(join(out, '两份', `${a} (2)`), 'utf8')).toBe('first');
    } finally {
      rmSync(resolve(out, '..'), { recursive: true, force: true });
    }
  });

  it('refuses, as an envelope, a zip whose first stored file is another tenant’s', async () => {
    const theirs = await upload('t.txt', 'text/plain', 'theirs', token2);
    const [doc] = (await json<{ records: Doc[] }>('/cloud/docs/doc/pageList', {})).data.records;
    const refused = await json('/cloud/docs/doc/archive', { ids: String(doc!.id), first: theirs });
    expect(refused).toMatchObject({ result: 1, msg: `文件不存在或不属于本单位：${theirs}` });
    expect((await json('/cloud/docs/doc/archive', { ids: '999999' })).msg).toBe('没有可下载的文档');
  });
});

describe('store.files in a handler', () => {
  it('saves an uploaded file and the row that refers to it together', async () => {
    const form = new FormData();
    form.append('title', '带封面');
    form.append('file', new Blob([PNG], { type: 'image/png' }), '封面.png');
    const answer = await json<Doc & { coverInfo: { id: string; name: string; type: string; size: number; url: string } }>('/cloud/docs/doc/withCover', form);
    expect(answer.result).toBe(0);
    expect(answer.data.coverInfo).toMatchObject({ id: answer.data.cover, name: '封面.png', type: 'image/png', size: PNG.length, url: `${NP}/file/download/${answer.data.cover}` });
    const download = await fetch(`${server.url}${answer.data.coverInfo.url}?access_token=${token}`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
  });

  it('keeps neither the file nor the row when the handler refuses after saving them', async () => {
    const files = table('select count(*) as n from files');
    const form = new FormData();
    form.append('title', '失败');
    form.append('fail', '1');
    form.append('file', new Blob([PNG], { type: 'image/png' }), '封面.png');
    expect((await json('/cloud/docs/doc/withCover', form)).msg).toBe('按要求失败');
    expect(table('select count(*) as n from files')).toEqual(files);
    expect(table("select count(*) as n from r_docs_doc where title = '失败'")).toEqual([{ n: 0 }]);
  });

  it('applies the handler’s narrower rules with a message naming the file', async () => {
    const form = new FormData();
    form.append('title', '类型不对');
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), '说明.pdf');
    expect((await json('/cloud/docs/doc/withCover', form)).msg).toBe('file：不支持文件“说明.pdf”的类型（只支持PNG）');
    const big = new FormData();
    big.append('title', '太大');
    big.append('file', new Blob([Buffer.concat([PNG, Buffer.alloc(2048)])], { type: 'image/png' }), '大图.png');
    expect((await json('/cloud/docs/doc/withCover', big)).msg).toBe('file：文件“大图.png”过大，不能超过 1 KB');
  });
});

describe('file ids stored in rows', () => {
  it('accepts the caller’s own files and answers them on read', async () => {
    const cover = await upload('c.png', 'image/png', PNG);
    const doc = await json<Doc>('/cloud/docs/doc/save', { title: '有封面', cover });
    expect(doc).toMatchObject({ result: 0, data: { cover } });
  });

  it('refuses an id that does not exist, another tenant’s file or a malformed id, naming the field, and writes nothing', async () => {
    const theirs = await upload('t.png', 'image/png', PNG, token2);
    const before = table('select count(*) as n from r_docs_doc');
    for (const cover of ['AAAAAAAAAAAAAAAAAAAAAAAA', theirs, '../../etc/passwd']) {
      const refused = await json('/cloud/docs/doc/save', { title: '坏封面', cover });
      expect(refused.result).toBe(1);
      expect(refused.msg).toBe('封面：有1个文件不存在或不属于本单位，请重新上传');
    }
    const mine = await upload('m.txt', 'text/plain', 'mine');
    const list = await json('/cloud/docs/doc/save', { title: '坏附件', attachments: [mine, theirs, 'BBBBBBBBBBBBBBBBBBBBBBBB'] });
    expect(list.msg).toBe('附件：有2个文件不存在或不属于本单位，请重新上传');
    expect(table('select count(*) as n from r_docs_doc')).toEqual(before);
  });

  it('checks the ids on update too', async () => {
    const [doc] = (await json<{ records: Doc[] }>('/cloud/docs/doc/pageList', {})).data.records;
    const refused = await json('/cloud/docs/doc/update', { id: doc!.id, title: doc!.title, cover: 'CCCCCCCCCCCCCCCCCCCCCCCC' });
    expect(refused.msg).toBe('封面：有1个文件不存在或不属于本单位，请重新上传');
    expect((await json<Doc>('/cloud/docs/doc/getById', { id: doc!.id })).data.cover).toBe(doc!.cover);
  });

  it('stores seed files for each tenant, as that tenant’s files', async () => {
    const mine = (await json<{ records: Doc[] }>('/cloud/docs/doc/pageList', { title: '总则' })).data.records[0]!;
    const theirs = (await json<{ records: Doc[] }>('/cloud/docs/doc/pageList', { title: '西湖区说明' }, token2)).data.records[0]!;
    expect(mine.cover).not.toBe(theirs.cover);
    const info = await json<{ id: string; name: string }[]>(`${NP}/file/info`, { ids: [mine.cover, theirs.cover] });
    expect(info.data.map((f) => f.id)).toEqual([mine.cover]);
    expect(info.data[0]!.name).toBe('封面.png');
  });
});

describe('the sweep of files no row refers to', () => {
  it('deletes uploads older than the grace period that no row refers to, and keeps the rest', async () => {
    const referred = await upload('keep.txt', 'text/plain', 'kept');
    await json('/cloud/docs/doc/save', { title: '引用', attachments: [referred] });
    const orphan = await upload('orphan.txt', 'text/plain', 'orphan');
    const theirs = await upload('theirs.txt', 'text/plain', 'theirs', token2);
    const dropped = await upload('dropped.png', 'image/png', PNG);
    const row = await json<Doc>('/cloud/docs/doc/save', { title: '将删除', cover: dropped });
    expect((await json('/cloud/docs/doc/delete', { ids: String(row.data.id) })).result).toBe(0);

    expect(await server.sweepFiles()).toEqual([]); // all younger than a day

    server.advance(25 * 3600_000);
    const later = (await signIn(server.url, 'admin', 'Admin@2026')).token;
    const fresh = await upload('fresh.txt', 'text/plain', 'fresh', later);
    const deleted = await server.sweepFiles();
    server.advance(-25 * 3600_000);
    expect(deleted).toEqual(expect.arrayContaining([orphan, theirs, dropped]));
    expect(deleted).not.toContain(referred);
    expect(deleted).not.toContain(fresh);
    const seedCover = (await json<{ records: Doc[] }>('/cloud/docs/doc/pageList', { title: '总则' })).data.records[0]!.cover!;
    expect(deleted).not.toContain(seedCover);
    expect(table(`select file_id from file_chunks where file_id in (${deleted.map(() => '?').join(',')})`, ...deleted)).toEqual([]);
    const gone = await fetch(`${server.url}${NP}/file/download/${orphan}?access_token=${token}`);
    expect(gone.status).toBe(404);
    const kept = await fetch(`${server.url}${NP}/file/download/${referred}?access_token=${token}`);
    expect(await kept.text()).toBe('kept');
  });
});

describe('the sweep on a server that serves some modules only', () => {
  it('keeps the files of a module it does not serve (MODULES), whose rows still refer to them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-sweep-'));
    try {
      const full = await startServer({ dataDir });
      const admin = (await signIn(full.url, 'admin', 'Admin@2026')).token;
      const students = (await (await fetch(`${full.url}/cloud/demo/web/student/page`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: '{"pageSize":100}' })).json()) as Envelope<{ records: { photo: string | null }[] }>;
      const photos = students.data.records.map((s) => s.photo).filter((p): p is string => Boolean(p));
      expect(photos.length).toBe(3);
      await full.close();

      const some = await startServer({ dataDir, modules: ['wtsb'] });
      some.advance(25 * 3600_000);
      const deleted = await some.sweepFiles();
      const later = (await signIn(some.url, 'admin', 'Admin@2026')).token;
      for (const id of photos) {
        expect(deleted).not.toContain(id);
        expect((await fetch(`${some.url}${NP}/file/download/${id}?access_token=${later}`)).status).toBe(200);
      }
      await some.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
