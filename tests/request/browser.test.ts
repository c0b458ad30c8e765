// The request client in Chromium, on a page served by a real local HTTP server: the XSRF cookie on the
// same origin, a real file download under its UTF-8 content-disposition name, a GET download window,
// and a 401 reaching the host through the bridge (penpal, or the plain message to a legacy parent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { launchBrowser } from '../support/browser';
import { buildFixtures, FIXTURES, serveDir, type FixtureServer } from '../bridge/support/fixtures';
import { frameOf } from '../bridge/support/pages';

let browser: Browser;
let context: BrowserContext;
let built: { dir: string; remove(): void };
let site: FixtureServer;
let hostSite: FixtureServer;
const seen: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

function api(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    if (path === '/api/file') {
      res.writeHead(200, {
        'content-type': 'application/vnd.ms-excel',
        'content-disposition': "attachment; filename=\"export.xls\"; filename*=UTF-8''%E8%BD%A6%E8%BE%86%E6%B8%85%E5%8D%95.xls",
      });
      res.end('车辆,数量\n沪A1,1\n');
    } else if (path === '/api/401') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"result":1,"msg":"token expired"}');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: 0, data: 'ok' }));
    }
  });
  return true;
}

beforeAll(async () => {
  built = await buildFixtures();
  hostSite = await serveDir(built.dir, '127.0.0.1', { api });
  site = await serveDir(built.dir, 'localhost', { api });
  browser = await launchBrowser();
  context = await browser.newContext({ acceptDownloads: true });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), hostSite?.close()]);
  built?.remove();
});

async function standalonePage(query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url(`${FIXTURES}/request.html?access_token=tok-b${query}`));
  await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
  return page;
}

type Client = { request(o: unknown): Promise<unknown>; download(o: unknown): Promise<unknown>; openDownload(u: string, p: unknown): string; load(o: unknown): Promise<unknown> };
type W = { __request: Client };

describe('the request client in Chromium', () => {
  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on its own origin, with the bearer token', async () => {
    const page = await standalonePage();
    await page.evaluate(() => {
      document.cookie = 'XSRF-TOKEN=xsrf-77; path=/';
      return (window as unknown as W).__request.request({ url: '/api/echo', data: { a: ' 1 ' } });
    });
    const last = seen[seen.length - 1]!;
    expect(last.headers['x-xsrf-token']).toBe('xsrf-77');
    expect(last.headers.authorization).toBe('Bearer tok-b');
    expect(last.body).toBe('a=1');
    await page.close();
  });

  it('saves a POST download under its UTF-8 content-disposition name', async () => {
    const page = await standalonePage();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate(() => (window as unknown as W).__request.download({ url: '/api/file', data: { month: '2024-05' } })),
    ]);
    expect(download.suggestedFilename()).toBe('车辆清单.xls');
    expect(readFileSync(await download.path(), 'utf8')).toBe('车辆,数量\n沪A1,1\n');
    expect(seen[seen.length - 1]!.body).toBe('month=2024-05');
    await page.close();
  });

  it('opens a GET download in a new window with flattened parameters and the token', async () => {
    const page = await standalonePage();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => (window as unknown as W).__request.openDownload('/api/export', { filter: { month: '2024-05' }, ids: [1, 2] })),
    ]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.pathname).toBe('/api/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2024-05', ids: '1,2', access_token: 'tok-b' });
    await popup.close();
    await page.close();
  });

  it('a 401 in a module framed by a host tells the host tokenInvalid through the bridge', async () => {
    const page = await context.newPage();
    const moduleUrl = site.url(`${FIXTURES}/request.html?hosts=${encodeURIComponent(hostSite.origin)}`);
    await page.goto(hostSite.url(`${FIXTURES}/host.html?origins=${encodeURIComponent(site.origin)}&module=${encodeURIComponent(moduleUrl)}`));
    const frame = await frameOf(page, site.origin);
    await frame.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    expect(await frame.evaluate(() => (window as unknown as { __mode: string }).__mode)).toBe('embedded');
    const error = await frame.evaluate(() => (window as unknown as W).__request.load({ url: '/api/401' }).catch((e: { code: string; message: string }) => [e.code, e.message]));
    expect(error).toEqual(['UNAUTHORIZED', '登录超时，请重新登录']);
    expect(seen[seen.length - 1]!.headers.authorization).toBe('Bearer tok-123');
    await page.waitForFunction(() => (window as unknown as { __host: { events: unknown[][] } }).__host.events.some((e) => e[0] === 'tokenInvalid'));
    expect(await page.evaluate(() => (window as unknown as { __host: { events: unknown[][] } }).__host.events.find((e) => e[0] === 'tokenInvalid'))).toEqual([
      'tokenInvalid',
      '401 from /api/401',
    ]);
    await page.close();
  });

  it('a 401 in a module framed by a parent that did not connect posts the plain tokenInvalid message to it', async () => {
    const page = await context.newPage();
    const moduleUrl = site.url(`${FIXTURES}/request.html?hosts=${encodeURIComponent(hostSite.origin)}&token=legacy-token`);
    await page.goto(hostSite.url(`${FIXTURES}/legacy-parent.html?module=${encodeURIComponent(moduleUrl)}`));
    const frame = await frameOf(page, site.origin);
    await frame.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    expect(await frame.evaluate(() => (window as unknown as { __mode: string }).__mode)).toBe('plain');
    await frame.evaluate(() => (window as unknown as W).__request.load({ url: '/api/401' }).catch(() => undefined));
    expect(seen[seen.length - 1]!.headers.authorization).toBe('Bearer legacy-token');
    await page.waitForFunction(() => (window as unknown as { __received: unknown[] }).__received.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __received: unknown[] }).__received)).toEqual([
      { origin: site.origin, data: { type: 'tokenInvalid', reason: '401 from /api/401' } },
    ]);
    await page.close();
  });
});
