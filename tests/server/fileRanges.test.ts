// file/download/<id> as a video element and a download manager use it, over real HTTP: a file of
// several 256 KiB pieces served whole and in byte ranges (206 with Content-Range, across piece
// boundaries, open-ended and suffix ranges), 416 with the size for ranges it cannot serve, the whole
// file for a range in another unit or several ranges, If-Range, ETag and 304, HEAD, and another
// tenant's file answering 404 whatever the range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';

const NP = '/cloud/management/rest/np';
const PIECE = 256 * 1024;

let server: TestServer;
let token: string;
let token2: string;
let video: Buffer;
let url: string;

/** An MP4-looking file: an ftyp box, then 2.5 pieces of counting bytes (so every offset is checkable). */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 7 + (i >> 8)) & 0xff;
  Buffer.from('00000018667479706d703432', 'hex').copy(data, 0);
  return data;
}

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  token2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  video = mp4(Math.floor(PIECE * 2.5));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), '巡查录像.mp4');
  const answer = (await (await fetch(`${server.url}${NP}/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as {
    result: number;
    data: { id: string; type: string }[];
  };
  expect(answer.result).toBe(0);
  expect(answer.data[0]!.type).toBe('video/mp4');
  url = `${server.url}${NP}/file/download/${answer.data[0]!.id}`;
});
afterAll(() => server?.close());

const get = (headers: Record<string, string> = {}, who = token, method = 'GET') => fetch(url, { method, headers: { authorization: `Bearer ${who}`, ...headers } });

describe('file/download with byte ranges', () => {
  it('serves the whole file inline, announcing byte ranges, with a strong ETag', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(video.length));
    expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(video);
  });

  it('answers 206 with exactly the bytes asked for, across piece boundaries', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=${PIECE - 10}-${PIECE + 9}`, PIECE - 10, PIECE + 9],
      [`bytes=${PIECE}-${2 * PIECE}`, PIECE, 2 * PIECE],
      [`bytes=${2 * PIECE + 5}-`, 2 * PIECE + 5, video.length - 1],
      ['bytes=-500', video.length - 500, video.length - 1],
      [`bytes=100-${video.length * 2}`, 100, video.length - 1],
      ['bytes=0-', 0, video.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get({ range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range it cannot serve, as an envelope naming the file', async () => {
    for (const range of [`bytes=${video.length}-`, `bytes=${video.length + 10}-${video.length + 20}`, 'bytes=500-100', 'bytes=-0', 'bytes=abc', 'bytes=']) {
      const response = await get({ range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${video.length}`);
      const body = (await response.json()) as { result: number; msg: string };
      expect(body.result).toBe(1);
      expect(body.msg).toBe(`请求的范围无效：文件“巡查录像.mp4”共 ${video.length} 字节`);
    }
  });

  it('sends the whole file for a range in another unit or for several ranges', async () => {
    for (const range of ['items=0-1', 'bytes=0-1,5-9']) {
      const response = await get({ range });
      expect(response.status, range).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(video.length);
    }
  });

  it('honours If-Range: the range for the current ETag, the whole file for another', async () => {
    const etag = (await get({}, token, 'HEAD')).headers.get('etag')!;
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"0000"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(video.length);
  });

  it('answers 304 to If-None-Match with the ETag, and HEAD with the headers only', async () => {
    const etag = (await get()).headers.get('etag')!;
    const again = await get({ 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get({ range: 'bytes=10-19' }, token, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
  });

  it("answers 404 for another tenant's file, whatever the range", async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }, { range: 'bytes=999999999-' }] as Record<string, string>[]) {
      const response = await get(headers, token2);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-range')).toBeNull();
    }
  });
});
