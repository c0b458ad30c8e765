/**
 * The tenant-scoped file service over real HTTP: upload, info and download round trip, the size limit,
 * content sniffing of images, tenant isolation, the token (header or `access_token` query), UTF-8
 * names, and bad input answered as envelopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call, snapshot, type Envelope, PNG } from './helpers';

const NP = '/cloud/management/rest/np';
const LIMIT = 64 * 1024;

type Uploaded = { id: string; name: string; size: number; type: string; url: string };

let server: TestServer;
let admin: string;
let admin2: string;

beforeAll(async () => {
  server = await startServer({ fileMaxBytes: LIMIT });
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(async () => server.close());

async function upload(token: string | undefined, files: Array<{ data: Buffer<ArrayBuffer> | string; type: string; name: string }>): Promise<{ status: number; body: Envelope<Uploaded[]> }> {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([f.data], { type: f.type }), f.name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${server.url}${NP}/file/upload`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Envelope<Uploaded[]> };
}

describe('file/upload, file/info and file/download', () => {
  it('stores several files and serves them back byte for byte, images inline and others as attachments', async () => {
    const answer = await upload(admin, [
      { data: PNG, type: 'image/png', name: 'site.png' },
      { data: 'a,b\n1,2\n', type: 'text/csv', name: 'table.csv' },
    ]);
    expect(answer.body.result).toBe(0);
    const [image, table] = answer.body.data;
    expect(image).toMatchObject({ name: 'site.png', size: PNG.length, type: 'image/png', url: `${NP}/file/download/${image!.id}` });
    expect(image!.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(table).toMatchObject({ name: 'table.csv', size: 8, type: 'text/csv' });

    const viaQuery = await fetch(`${server.url}${image!.url}?access_token=${encodeURIComponent(admin)}`);
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.headers.get('content-type')).toBe('image/png');
    expect(viaQuery.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(viaQuery.headers.get('x-content-type-options')).toBe('nosniff');
    expect(viaQuery.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await viaQuery.arrayBuffer())).toEqual(PNG);

    const viaHeader = await fetch(`${server.url}${table!.url}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(viaHeader.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await viaHeader.text()).toBe('a,b\n1,2\n');

    const info = await call(server.url, `${NP}/file/info`, { token: admin, json: { ids: [table!.id, image!.id] } });
    expect(info.body.data).toMatchObject([
      { id: table!.id, name: 'table.csv', size: 8, type: 'text/csv', uploaderName: expect.any(String) },
      { id: image!.id, name: 'site.png', type: 'image/png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect((await call(server.url, `${NP}/file/info?ids=${image!.id}`, { token: admin })).body.data).toHaveLength(1);
  });

  it('keeps a UTF-8 file name and sends it as filename* (with an ASCII fallback)', async () => {
    const name = '现场 照片(1).png';
    const [saved] = (await upload(admin, [{ data: PNG, type: 'image/png', name }])).body.data;
    expect(saved!.name).toBe(name);
    const response = await fetch(`${server.url}${saved!.url}?access_token=${encodeURIComponent(admin)}`);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name).replace('(', '%28').replace(')', '%29')}`);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+"/);
    expect((await call(server.url, `${NP}/file/info`, { token: admin, json: { ids: [saved!.id] } })).body.data).toMatchObject([{ name }]);
  });

  it('refuses a file over the size limit, an empty one and a type outside the allowlist', async () => {
    const big = await upload(admin, [{ data: Buffer.alloc(LIMIT + 1, 1), type: 'text/plain', name: 'big.txt' }]);
    expect(big.body.result).toBe(1);
    expect(big.body.msg).toContain('过大');
    expect((await upload(admin, [{ data: Buffer.alloc(LIMIT, 1), type: 'text/plain', name: 'ok.txt' }])).body.result).toBe(0);
    const empty = await upload(admin, [{ data: '', type: 'text/plain', name: 'empty.txt' }]);
    expect(empty.body).toMatchObject({ result: 1, msg: expect.stringContaining('为空') });
    const html = await upload(admin, [{ data: '<script>alert(1)</script>', type: 'text/html', name: 'x.html' }]);
    expect(html.body).toMatchObject({ result: 1, msg: expect.stringContaining('不支持') });
    const svg = await upload(admin, [{ data: '<svg/>', type: 'image/svg+xml', name: 'x.svg' }]);
    expect(svg.body.result).toBe(1);
  });

  it('refuses an image whose content is not that image, and stores nothing of the batch', async () => {
    const before = await snapshot(server);
    const disguised = await upload(admin, [
      { data: PNG, type: 'image/png', name: 'real.png' },
      { data: '<html><script>alert(1)</script></html>', type: 'image/png', name: 'fake.png' },
    ]);
    expect(disguised.status).toBe(200);
    expect(disguised.body).toMatchObject({ result: 1, msg: expect.stringContaining('fake.png') });
    expect(disguised.body.msg).toContain('内容与其类型不符');
    expect((await snapshot(server)).files).toEqual(before.files);
    expect((await upload(admin, [{ data: PNG, type: 'image/jpeg', name: 'png-as.jpg' }])).body.result).toBe(1);
  });

  it('answers 404 to another tenant, as for a file that does not exist, and leaves it out of info', async () => {
    const [saved] = (await upload(admin, [{ data: PNG, type: 'image/png', name: 'mine.png' }])).body.data;
    const foreign = await call(server.url, `${saved!.url}?access_token=${encodeURIComponent(admin2)}`);
    const missing = await call(server.url, `${NP}/file/download/${'A'.repeat(24)}?access_token=${encodeURIComponent(admin2)}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ result: 404, msg: '文件不存在' });
    expect(missing.body.msg).toBe(foreign.body.msg);
    expect((await call(server.url, `${NP}/file/info`, { token: admin2, json: { ids: [saved!.id] } })).body).toMatchObject({ result: 0, data: [] });
    expect((await call(server.url, `${NP}/file/info`, { token: admin2, json: { ids: [saved!.id], tenantId: '1' } })).status).toBe(403);
  });

  it('answers 401 without a valid token, on every call', async () => {
    const [saved] = (await upload(admin, [{ data: PNG, type: 'image/png', name: 'a.png' }])).body.data;
    expect((await call(server.url, saved!.url)).status).toBe(401);
    expect((await call(server.url, `${saved!.url}?access_token=nonsense`)).body.result).toBe(401);
    expect((await upload(undefined, [{ data: PNG, type: 'image/png', name: 'a.png' }])).status).toBe(401);
    expect((await call(server.url, `${NP}/file/info`, { json: { ids: [saved!.id] } })).status).toBe(401);
  });

  it('answers bad input with envelope errors, never a 500', async () => {
    const noFile = await call(server.url, `${NP}/file/upload`, { token: admin, json: {} });
    expect(noFile.body).toMatchObject({ result: 1, msg: expect.stringContaining('file：不能为空') });
    const fieldsOnly = new FormData();
    fieldsOnly.append('note', 'x');
    const onlyFields = await fetch(`${server.url}${NP}/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: fieldsOnly });
    expect(((await onlyFields.json()) as Envelope).result).toBe(1);
    const broken = await call(server.url, `${NP}/file/upload`, { token: admin, raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n', contentType: 'multipart/form-data; boundary=x' });
    expect(broken.status).toBeLessThan(500);
    expect(broken.body.result).not.toBe(0);
    for (const ids of [undefined, [], ['../../etc/passwd'], 'short', [1]]) {
      const answer = await call(server.url, `${NP}/file/info`, { token: admin, json: ids === undefined ? {} : { ids } });
      expect(answer.body).toMatchObject({ result: 1, msg: expect.stringMatching(/^ids/) });
    }
    for (const bad of ['x', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(25), '%E4%B8%AD'.repeat(8)]) {
      const answer = await call(server.url, `${NP}/file/download/${bad}?access_token=${encodeURIComponent(admin)}`);
      expect(answer.status).toBe(404);
      expect(answer.body.result).toBe(404);
    }
    expect((await call(server.url, `${NP}/file/download/${'A'.repeat(24)}`, { method: 'POST', token: admin, json: {} })).status).toBeLessThan(500);
  });

  it('keeps the photo calls working beside it', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const answer = await fetch(`${server.url}${NP}/file/uploadPhoto`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const body = (await answer.json()) as Envelope<{ id: string; url: string }>;
    expect(body.result).toBe(0);
    expect((await fetch(`${server.url}${body.data.url}`)).status).toBe(200);
  });
});
