// The placeholder host and the welcome module talk through the bridge in Chromium: first with the
// module served by a static server (allowed hosts from its /app-config.json), then end to end with the
// module page served by the real reference server, given a real token through the bridge by a portal
// on another origin — and refused to a portal the server does not name (frame-ancestors).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildFixtures, FIXTURES, serveDir, type FixtureServer } from './support/fixtures';
import { frameOf } from './support/pages';

let browser: Browser;
let built: { dir: string; remove(): void };
let hostSite: FixtureServer;
let moduleSite: FixtureServer;

beforeAll(async () => {
  built = await buildFixtures();
  hostSite = await serveDir(built.dir, '127.0.0.1');
  moduleSite = await serveDir(built.dir, 'localhost', {
    appConfig: { loginUrl: '', allowedOrigins: { hosts: [hostSite.origin], modules: [] }, menuClearCache: false, maxTabs: 10 },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([hostSite?.close(), moduleSite?.close()]);
  built?.remove();
});

type HostWindow = { __host: { events: unknown[][]; handle: { status: string; module: Record<string, () => Promise<unknown>> } } };
const callModule = (page: Page, method: string) => page.evaluate((m) => (window as unknown as HostWindow).__host.handle.module[m]!(), method);
const text = (frame: Frame, testId: string) => frame.locator(`[data-testid="${testId}"]`).textContent({ timeout: 10_000 });

async function openWelcome(host: FixtureServer, moduleOrigin: string, moduleUrl: string, context: Record<string, string> = {}) {
  const page = await browser.newPage();
  const query = new URLSearchParams({ origins: moduleOrigin, module: moduleUrl, ...context });
  await page.goto(host.url(`${FIXTURES}/host.html?${query}`));
  return { page, frame: await frameOf(page, moduleOrigin) };
}

describe('the welcome module in the placeholder host', () => {
  it('shows the user name and system it received, and answers canClose, refresh and overlay', async () => {
    const { page, frame } = await openWelcome(hostSite, moduleSite.origin, moduleSite.url('/modules/welcome/'));
    expect(await text(frame, 'user-name')).toBe('张三');
    expect(await text(frame, 'system')).toBe('环卫运营 (hwyy)');
    expect(await frame.locator('[data-testid="welcome"]').getAttribute('data-mode')).toBe('embedded');
    await page.waitForFunction(() => (window as unknown as HostWindow).__host.handle.status === 'connected');

    expect(await callModule(page, 'canClose')).toBe(true);
    await frame.locator('[data-testid="note"]').fill('未保存的便签');
    expect(await callModule(page, 'canClose')).toBe(false);

    await callModule(page, 'refresh');
    expect(await text(frame, 'refreshed')).toBe('已刷新 1 次');

    await frame.getByRole('button', { name: '打开对话框' }).click();
    await page.waitForFunction(() => document.body.dataset.overlay === 'true');
    await frame.getByRole('button', { name: '关闭' }).click();
    await page.waitForFunction(() => document.body.dataset.overlay === 'false');
    await page.close();
  });

  it('alone in a window reads the token from its address and hides it', async () => {
    // With tenant and user in the address the page does not ask the server who it is (this static site has no server).
    const page = await browser.newPage();
    await page.goto(moduleSite.url('/modules/welcome/?systemCode=clgl&title=%E8%BD%A6%E8%BE%86%E7%AE%A1%E7%90%86&name=%E6%9D%8E%E5%9B%9B&tenantId=1&userId=u1&access_token=t-1'));
    expect(await text(page.mainFrame(), 'user-name')).toBe('李四');
    expect(await page.locator('[data-testid="welcome"]').getAttribute('data-mode')).toBe('standalone');
    expect(new URL(page.url()).searchParams.has('access_token')).toBe(false);
    await page.close();
  });
});

describe('end to end with the reference server', () => {
  let server: TestServer;
  let portal: FixtureServer;
  let stranger: FixtureServer;

  beforeAll(async () => {
    portal = await serveDir(built.dir, 'localhost');
    stranger = await serveDir(built.dir, 'localhost');
    server = await startServer({ distDir: built.dir, portalOrigins: [portal.origin] });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([portal?.close(), stranger?.close()]);
  });

  it('a portal named in PORTAL_ORIGINS embeds the welcome page, gives it a token, and the server accepts it', async () => {
    const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
    const { page, frame } = await openWelcome(portal, server.url, `${server.url}/modules/welcome/`, {
      token,
      tenantId: data.tenantId,
      userId: data.userId,
      name: 'admin',
    });
    expect(await text(frame, 'user-name')).toBe('admin');
    // The module called /casServer/user with the token it got through the bridge.
    expect(await text(frame, 'server-user')).toBe('张建国');
    await page.close();
  });

  it('a portal the server does not name cannot frame the module page (frame-ancestors)', async () => {
    const page = await browser.newPage();
    try {
      const query = new URLSearchParams({ origins: server.url, module: `${server.url}/modules/welcome/` });
      await page.goto(stranger.url(`${FIXTURES}/host.html?${query}`));
      await page.waitForTimeout(1_500);
      const child = page.frames().find((f) => f !== page.mainFrame());
      expect(child?.url()).toMatch(/^chrome-error:/);
      expect(await page.evaluate(() => (window as unknown as HostWindow).__host.handle.status)).toBe('connecting');
      expect(await page.evaluate(() => (window as unknown as HostWindow).__host.events)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
