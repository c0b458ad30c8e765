// @vitest-environment jsdom
// The request client against a real HTTP server (node:http), through its XMLHttpRequest transport
// (jsdom's XMLHttpRequest): the page is on jsdom's origin, the server on 127.0.0.1 (CORS).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../kit/request/http';
import {
  createNoticeCenter,
  blobText,
  createRequestClient,
  isRequestError,
  requestMessage,
  toRequestError,
  type Notice,
  type NoticeCenter,
  type RequestClientOptions,
  type RequestError,
} from '../../kit/request';
import { json, startApiServer, type ApiServer } from './support/apiServer';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
  api.route('/echo', (_req, res, seen) => json(res, 200, { result: 0, data: { body: seen.body, query: Object.fromEntries(seen.query) } }));
  api.route('/plain', (_req, res) => json(res, 200, [1, 2, 3]));
  api.route('/noresult', (_req, res) => json(res, 200, { data: { a: 1 } }));
  api.route('/failed', (_req, res) => json(res, 200, { result: 1, msg: 'msg text', exception: '车牌号重复' }));
  api.route('/404', (_req, res) => json(res, 404, { result: 1 }));
  api.route('/500', (_req, res) => json(res, 500, { result: 1 }));
  api.route('/403', (_req, res) => json(res, 403, { result: 1 }));
  api.route('/401', (_req, res) => json(res, 401, { result: 1, msg: 'token expired' }));
  api.route('/drop', (req) => req.socket.destroy());
  api.route('/slow', (_req, res) => setTimeout(() => json(res, 200, { result: 0, data: 'late' }), 400));
  api.route('/file', (_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/vnd.ms-excel',
      'content-disposition': "attachment; filename=\"fallback.xls\"; filename*=UTF-8''%E8%BD%A6%E8%BE%86%E6%B8%85%E5%8D%95.xls",
    });
    res.end('file-bytes');
  });
  api.route('/file-percent', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment;filename=%E5%8A%A0%E6%B2%B9%E8%AE%B0%E5%BD%95.xlsx' });
    res.end('x');
  });
  api.route('/file-refused', (_req, res) => json(res, 200, { result: 1, exception: '无导出权限' }));
});
afterAll(() => api.close());
afterEach(() => {
  api.seen.length = 0;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

/** A notice center that records what it is asked to show. */
function recorder(): NoticeCenter & { shown: Notice[] } {
  const shown: Notice[] = [];
  return { shown, open: [], notify: (n) => void shown.push(n), configure: () => undefined };
}

const session = { token: 'tok-1', tenantId: 't1', userId: 'u1', userName: '张三', systemUserId: 'su1' };

function client(extra: RequestClientOptions = {}) {
  const notices = recorder();
  const unauthorized: string[] = [];
  const c = createRequestClient({ baseURL: api.url, getSession: () => session, notices, onUnauthorized: (r) => void unauthorized.push(r), ...extra });
  return { c, notices, unauthorized };
}

const last = () => api.seen[api.seen.length - 1]!;

describe('sending (shell.md §7)', () => {
  it('posts form-encoded fields by default, nested objects as JSON text, strings trimmed', async () => {
    const { c } = client();
    await c.request({ url: '/echo', data: { carCode: '  沪A12345 ', page: 1, filter: { type: ' bus ', ids: [1, 2] }, none: undefined } });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(last().body);
    expect(form.get('carCode')).toBe('沪A12345');
    expect(form.get('page')).toBe('1');
    expect(JSON.parse(form.get('filter')!)).toEqual({ type: 'bus', ids: [1, 2] });
    expect(form.has('none')).toBe(false);
  });

  it('sends a raw JSON body when asked', async () => {
    const { c } = client();
    await c.request({ url: '/echo', json: true, data: { a: { b: ' x ' } } });
    expect(last().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(last().body)).toEqual({ a: { b: 'x' } });
  });

  it('a GET sends only the non-empty parameters', async () => {
    const { c } = client();
    await c.request({ url: '/echo', method: 'GET', data: { a: 'x', empty: '', nothing: null, missing: undefined, zero: 0, no: false } });
    expect(last().method).toBe('GET');
    expect(Object.fromEntries(last().query)).toEqual({ a: 'x', zero: '0', no: 'false' });
  });

  it('sends the optional operation header', async () => {
    const { c } = client();
    await c.request({ url: '/echo', operation: 'export' });
    expect(last().headers.operation).toBe('export');
    await c.request({ url: '/echo' });
    expect(last().headers.operation).toBeUndefined();
  });

  it('sends the bearer Authorization and access_token headers from the cached token', async () => {
    const { c } = client();
    await c.request({ url: '/echo' });
    expect(last().headers.authorization).toBe('Bearer tok-1');
    expect(last().headers.access_token).toBe('tok-1');
    await c.request({ url: '/echo', auth: false });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers.access_token).toBe('tok-1');
  });

  it('sends no token header when there is no token', async () => {
    const c = createRequestClient({ baseURL: api.url });
    await c.request({ url: '/echo' });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers.access_token).toBeUndefined();
  });

  it('sends the XSRF-TOKEN cookie as the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-42';
    const { c } = client({ withXSRFToken: true });
    await c.request({ url: '/echo' });
    expect(last().headers['x-xsrf-token']).toBe('xsrf-42');
  });
});

describe('payload packings (shell.md §7)', () => {
  const body = () => Object.fromEntries(new URLSearchParams(last().body));

  it('tenant: adds tenantId, userId, access_token and token', async () => {
    const { c } = client();
    await c.request({ url: '/echo', data: { a: 1 }, pack: 'tenant' });
    expect(body()).toEqual({ a: '1', tenantId: 't1', userId: 'u1', access_token: 'tok-1', token: 'tok-1' });
  });

  it('parameters: wraps the JSON in a parameters field; userId beside it', async () => {
    const { c } = client();
    await c.request({ url: '/echo', data: { a: 1 }, pack: ['parameters', 'userId'] });
    expect(body()).toEqual({ parameters: '{"a":1}', userId: 'u1' });
  });

  it('param + authParam with the cross-domain flag 1 or 0', async () => {
    const { c } = client();
    await c.request({ url: '/echo', data: { a: 1 }, pack: 'param', crossDomain: true });
    expect(JSON.parse(body().param!)).toEqual({ a: 1 });
    expect(JSON.parse(body().authParam!)).toEqual({ tenantId: 't1', userId: 'u1', token: 'tok-1', access_token: 'tok-1', crossDomain: 1 });
    await c.request({ url: '/echo', data: { a: 1 }, pack: 'param' });
    expect(JSON.parse(body().authParam!).crossDomain).toBe(0);
  });

  it('userName and systemUserId', async () => {
    const { c } = client();
    await c.request({ url: '/echo', data: { a: 1 }, pack: ['userName', 'systemUserId'] });
    expect(body()).toEqual({ a: '1', userName: '张三', systemUserId: 'su1' });
  });

  it('carDataJson wraps the payload', async () => {
    const { c } = client();
    await c.request({ url: '/echo', data: { carCode: 'A1' }, pack: 'carDataJson' });
    expect(body()).toEqual({ carDataJson: '{"carCode":"A1"}' });
  });
});

describe('results', () => {
  it('a response without a numeric result is success with result 0', async () => {
    const { c } = client();
    expect(await c.request({ url: '/noresult' })).toMatchObject({ result: 0, data: { a: 1 } });
    expect(await c.request({ url: '/plain' })).toEqual({ result: 0, data: [1, 2, 3] });
  });

  it('the loader resolves data when result is 0', async () => {
    const { c } = client();
    expect(await c.load({ url: '/echo', data: { a: 1 } })).toMatchObject({ body: 'a=1' });
  });

  it('the loader rejects when result is not 0 and shows the exception field as an error toast', async () => {
    const { c, notices } = client();
    const error = await c.load({ url: '/failed' }).catch((e: unknown) => e);
    expect(isRequestError(error, 'RESULT_ERROR')).toBe(true);
    expect((error as RequestError).message).toBe('车牌号重复');
    expect(notices.shown).toEqual([{ level: 'error', text: '车牌号重复', tone: 'error' }]);
  });

  it('the loader shows the chosen message field', async () => {
    const { c, notices } = client();
    await c.load({ url: '/failed', messageField: 'msg' }).catch(() => undefined);
    expect(notices.shown[0]?.text).toBe('msg text');
  });
});

describe('errors (shell.md §8)', () => {
  async function failure(url: string, extra: Parameters<ReturnType<typeof client>['c']['request']>[0] = { url }) {
    const ctx = client();
    const error = (await ctx.c.request({ ...extra, url }).catch((e: unknown) => e)) as RequestError;
    return { error, ...ctx };
  }

  it("404: 'interface request does not exist, error code 404'", async () => {
    const { error, notices } = await failure('/404');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('接口请求不存在，错误代码404');
    expect(notices.shown).toEqual([{ level: 'error', text: '接口请求不存在，错误代码404', tone: 'error' }]);
  });

  it("500: 'server application interface error, error code 500'", async () => {
    const { error } = await failure('/500');
    expect([error.code, error.status, error.message]).toEqual(['SERVER_ERROR', 500, '服务器应用接口错误，错误代码500']);
  });

  it("other statuses: 'request error, please check or refresh and retry'", async () => {
    const { error } = await failure('/403');
    expect([error.code, error.status, error.message]).toEqual(['HTTP_ERROR', 403, '请求错误，请检查或刷新重试']);
  });

  it("no response: 'service unavailable', with the client-side 'Network Error'", async () => {
    const { error } = await failure('/drop');
    expect([error.code, error.message, error.detail]).toEqual(['NETWORK_ERROR', '服务不可用', 'Network Error']);
  });

  it("a timeout: 'service unavailable', with 'timeout of Nms exceeded'", async () => {
    const { error } = await failure('/slow', { url: '/slow', timeout: 50 });
    expect([error.code, error.message, error.detail]).toEqual(['TIMEOUT', '服务不可用', 'timeout of 50ms exceeded']);
  });

  it("an aborted request: 'Request aborted'", () => {
    const error = toRequestError(new HttpError('Request aborted', 'ECONNABORTED'), '/x', 'zh-CN');
    expect([error.code, error.message, error.detail]).toEqual(['ABORTED', '服务不可用', 'Request aborted']);
  });

  it('401: login timed out for 3 s, and the bridge is told tokenInvalid', async () => {
    const { error, notices, unauthorized } = await failure('/401');
    expect([error.code, error.message]).toEqual(['UNAUTHORIZED', '登录超时，请重新登录']);
    expect(notices.shown).toEqual([{ level: 'warning', text: '登录超时，请重新登录', duration: 3, tone: 'warning' }]);
    expect(unauthorized).toEqual(['401 from /401']);
  });

  it('status 0 from a user call reads login timed out', async () => {
    const { error, unauthorized } = await failure('/drop', { url: '/drop', userCall: true });
    expect(error.message).toBe('登录超时，请重新登录');
    expect(unauthorized).toEqual([]);
  });

  it('messages come from the en-US catalogue when the locale is en-US', async () => {
    const c = createRequestClient({ baseURL: api.url, locale: 'en-US' });
    const error = (await c.request({ url: '/404' }).catch((e: unknown) => e)) as RequestError;
    expect(error.message).toBe('Interface request does not exist, error code 404');
    expect(requestMessage('timeoutExceeded', 'en-US', { ms: 5 })).toBe('timeout of 5ms exceeded');
  });

  it("the request wrapper: any HTTP failure is result 1 'server exception', aborted '504', failed promise '404'", async () => {
    const { c, notices } = client();
    expect(await c.wrap({ url: '/500' })).toEqual({ data: undefined, result: 1, msg: '服务器异常' });
    expect(await c.wrap({ url: '/slow', timeout: 30 })).toEqual({ data: undefined, result: '504', msg: '服务器异常' });
    expect(await c.wrap({ url: '/drop' })).toEqual({ data: undefined, result: '404', msg: '服务器异常' });
    expect(await c.wrap({ url: '/noresult' })).toMatchObject({ result: 0, data: { a: 1 } });
    expect(notices.shown).toEqual([]);
  });

  it('the legacy ajax helper: a network or ajax error gives an empty result, 30 000 ms timeout', async () => {
    const { c } = client();
    const timeouts: number[] = [];
    c.onRequest((call) => void timeouts.push(call.timeout ?? -1));
    expect(await c.ajax({ url: '/drop' })).toEqual({});
    expect(await c.ajax({ url: '/500' })).toEqual({});
    expect(timeouts).toEqual([30_000, 30_000]);
  });
});

describe('timeouts, cancelling and caching', () => {
  it('uses 120 000 ms for normal calls and 600 000 ms for downloads', async () => {
    const { c } = client({ saveFile: () => undefined });
    const timeouts: number[] = [];
    c.onRequest((call) => void timeouts.push(call.timeout ?? -1));
    await c.request({ url: '/echo' });
    await c.download({ url: '/file' });
    expect(timeouts).toEqual([120_000, 600_000]);
  });

  it('cancels an earlier in-flight call to the same URL when asked, silently', async () => {
    const { c, notices } = client();
    const first = c.request({ url: '/slow', cancelPrevious: true }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    const second = c.request({ url: '/slow', cancelPrevious: true });
    expect(isRequestError(await first, 'CANCELED')).toBe(true);
    expect((await second).data).toBe('late');
    expect(notices.shown).toEqual([]);
  });

  it('keeps calls to the same URL when not asked to cancel', async () => {
    const { c } = client();
    const [a, b] = await Promise.all([c.request({ url: '/slow' }), c.request({ url: '/slow' })]);
    expect([a.data, b.data]).toEqual(['late', 'late']);
  });

  it('caches a GET answer for the 60 000 ms time-to-live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { c } = client();
      await c.request({ url: '/echo', method: 'GET', data: { q: 1 }, cache: true });
      await c.request({ url: '/echo', method: 'GET', data: { q: 1 }, cache: true });
      expect(api.seen.length).toBe(1);
      vi.setSystemTime(Date.now() + 60_001);
      await c.request({ url: '/echo', method: 'GET', data: { q: 1 }, cache: true });
      expect(api.seen.length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('downloads', () => {
  it('saves a POST download under the UTF-8 content-disposition name, sending the form body', async () => {
    const saved: { name: string; text: string }[] = [];
    const { c } = client({ saveFile: (blob, name) => void blobText(blob).then((text) => saved.push({ name, text })) });
    const result = await c.download({ url: '/file', data: { month: '2024-05' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(result).toEqual({ fileName: '车辆清单.xls', size: 10 });
    expect(saved).toEqual([{ name: '车辆清单.xls', text: 'file-bytes' }]);
    expect(last().body).toBe('month=2024-05');
  });

  it('saves under the given name, and sends JSON when asked', async () => {
    const names: string[] = [];
    const { c } = client({ saveFile: (_b, name) => void names.push(name) });
    await c.download({ url: '/file', json: true, data: { ids: [1] }, fileName: '导出.xls' });
    expect(names).toEqual(['导出.xls']);
    expect(JSON.parse(last().body)).toEqual({ ids: [1] });
  });

  it('reads a percent-encoded file name', async () => {
    const names: string[] = [];
    const { c } = client({ saveFile: (_b, name) => void names.push(name) });
    await c.download({ url: '/file-percent' });
    expect(names).toEqual(['加油记录.xlsx']);
  });

  it('a JSON refusal instead of a file is shown and rejected', async () => {
    const names: string[] = [];
    const { c, notices } = client({ saveFile: (_b, name) => void names.push(name) });
    const error = await c.download({ url: '/file-refused' }).catch((e: unknown) => e);
    expect(isRequestError(error, 'RESULT_ERROR')).toBe(true);
    expect(notices.shown[0]?.text).toBe('无导出权限');
    expect(names).toEqual([]);
  });

  it('a GET download opens a new window with flattened parameters and the token', () => {
    const opened: string[] = [];
    const { c } = client({ openWindow: (url) => void opened.push(url) });
    c.openDownload('/export.xls', { filter: { month: '2024-05', type: ' bus ' }, ids: [1, 2], empty: '' });
    const url = new URL(opened[0]!);
    expect(url.pathname).toBe('/export.xls');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2024-05', type: 'bus', ids: '1,2', access_token: 'tok-1' });
  });
});

describe('notice levels (operations.md §8)', () => {
  type Shown = [string, ...unknown[]];
  function fakeNotifier() {
    const calls: Shown[] = [];
    return {
      calls,
      notifier: {
        message: (tone: string, content: string, o: { key: string; duration: number }) => void calls.push(['message', tone, content, o.duration]),
        notification: (tone: string, c: { title: string; description: string }, o: { key: string; duration: number }) =>
          void calls.push(['notification', tone, c.description, o.duration]),
        close: (key: string) => void calls.push(['close', key]),
        redirect: (reason: string) => void calls.push(['redirect', reason]),
      },
    };
  }

  it('silent shows nothing; warning and error show a 1.5 s message; notification a notification; redirect goes to login', async () => {
    const { calls, notifier } = fakeNotifier();
    const c = createRequestClient({ baseURL: api.url, notices: notifier });
    for (const notice of ['silent', 'warning', 'error', 'notification', 'redirect'] as const) {
      await c.request({ url: '/404', notice }).catch(() => undefined);
    }
    const text = '接口请求不存在，错误代码404';
    expect(calls).toEqual([
      ['message', 'warning', text, 1.5],
      ['message', 'error', text, 1.5],
      ['notification', 'error', text, 1.5],
      ['redirect', text],
    ]);
  });

  it('stacks at most the configured number of notices, closing the oldest', () => {
    const { calls, notifier } = fakeNotifier();
    const center = createNoticeCenter(notifier, { maxCount: 2 });
    center.notify({ level: 'error', text: 'a' });
    center.notify({ level: 'error', text: 'b' });
    center.notify({ level: 'error', text: 'c' });
    expect(calls.filter((c) => c[0] === 'close')).toEqual([['close', 'error::a']]);
    expect(center.open).toEqual(['error::b', 'error::c']);
  });

  it('the same text twice at once is one notice', () => {
    const { notifier } = fakeNotifier();
    const center = createNoticeCenter(notifier, { maxCount: 3 });
    center.notify({ level: 'error', text: 'a' });
    center.notify({ level: 'error', text: 'a' });
    expect(center.open).toEqual(['error::a']);
  });

  it('a notice leaves the stack after its duration', async () => {
    vi.useFakeTimers();
    try {
      const { notifier } = fakeNotifier();
      const center = createNoticeCenter(notifier);
      center.notify({ level: 'warning', text: 'w' });
      vi.advanceTimersByTime(1_499);
      expect(center.open).toEqual(['warning::w']);
      vi.advanceTimersByTime(2);
      expect(center.open).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the transport (kit/request/http.ts)', () => {
  it('sends a multipart body through the raw call, with the base URL, and resolves any status when asked', async () => {
    api.route('/upload', (_req, res, seen) => json(res, 200, { result: 0, data: { type: seen.headers['content-type'], bytes: seen.body.length, hasName: seen.body.includes('a.txt') } }));
    const { c } = client();
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const seenCalls: string[] = [];
    const stop = c.onRequest((call) => void seenCalls.push(`${call.method} ${call.url}`));
    const answer = await c.http<{ result: number; data: { type: string; hasName: boolean } }>({ url: '/upload', method: 'POST', body: form });
    expect(answer.status).toBe(200);
    expect(answer.data.data.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.data.data.hasName).toBe(true);
    const refused = await c.http<{ result: number }>({ url: '/403', method: 'POST', anyStatus: true });
    expect([refused.status, refused.data.result]).toEqual([403, 1]);
    stop();
    await c.http({ url: '/echo', method: 'POST' });
    expect(seenCalls).toEqual(['POST /upload', 'POST /403']);
  });

  it('rejects a status outside 200–299 with the answer, a non-JSON answer as text, and a cancel as canceled', async () => {
    api.route('/text', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('not json'));
    const { c } = client();
    const failed = (await c.http({ url: '/404', method: 'GET' }).catch((e: unknown) => e)) as HttpError;
    expect([failed.code, failed.response?.status, (failed.response?.data as { result: number }).result]).toEqual(['ERR_BAD_RESPONSE', 404, 1]);
    expect((await c.http({ url: '/text', method: 'GET' })).data).toBe('not json');
    const controller = new AbortController();
    const pending = c.http({ url: '/slow', method: 'GET', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as HttpError).code).toBe('ERR_CANCELED');
  });
});
