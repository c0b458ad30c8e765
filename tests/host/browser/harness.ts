/**
 * What the shell's browser tests share: the real server (on the pages of URBANOPS_DIST, with the
 * richer test menu, and the bridge test page of fixtures/ in place of the welcome module's home),
 * Debian Chromium, sign-in through the login form, and an axe-core check.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { startServer, type TestServer } from '../../support/server';
import { buildTestPage } from '../../support/testPage';
import type { ServerConfig } from '../../../server/config';

export const fixtureModules = resolve(import.meta.dirname, '../fixtures/modules');

/**
 * The built pages (URBANOPS_DIST, default dist) with modules/welcome replaced by the bridge test page of
 * tests/host/fixtures/modules/welcome, in a new temporary folder; `remove` deletes it.
 */
export async function distWithTestPage(): Promise<{ dir: string; remove(): void }> {
  const dist = resolve(process.env.URBANOPS_DIST ?? 'dist');
  const dir = await buildTestPage(resolve(fixtureModules, '..'), 'welcome');
  const home = join(dist, 'modules', 'welcome');
  cpSync(dist, dir, { recursive: true, force: false, filter: (src) => src !== home && !src.startsWith(home + sep) });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type Harness = { server: TestServer; browser: Browser; url: string; close(): Promise<void> };

export async function startHarness(overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  const pages = await distWithTestPage();
  const server = await startServer({ modulesDir: fixtureModules, distDir: pages.dir, ...overrides });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    url: server.url,
    async close() {
      await browser.close();
      await server.close();
      pages.remove();
    },
  };
}

export async function newPage(h: Harness): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** Fills and submits the login form. */
export async function submitLogin(page: Page, username: string, password: string, options: { autoLogin?: boolean; rememberMe?: boolean } = {}) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('记住我').check();
  if (options.autoLogin) await page.getByLabel('自动登录').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Opens the login page and signs in; resolves once the address left the login route. */
export async function login(page: Page, url: string, username: string, password: string, options: { autoLogin?: boolean } = {}) {
  await page.goto(`${url}/#/`);
  await submitLogin(page, username, password, options);
  await page.waitForURL((u) => u.hash !== '#/' && u.hash !== '');
}

/** The layout after signing in as ops (one system). */
export async function enterLayout(page: Page, url: string, username = 'ops', password = 'Ops@2026') {
  await login(page, url, username, password);
  if (!page.url().includes('#/layout')) await page.goto(`${url}/#/layout`);
  await page.getByTestId('layout').waitFor();
}

export { expectNoSeriousViolations, seriousViolations } from '../../support/axe';

/** The frame of the tab with that key. */
export function tabFrame(page: Page, key: string) {
  return page.frameLocator(`.uo-frame[data-tab-key="${key}"] iframe`);
}

/** The tab-bar node of a tab, by key. */
export const tab = (page: Page, key: string) => page.locator(`.uo-tabbar [data-node-key="${key}"]`);
export const tabKeys = (page: Page) => page.locator('.uo-tabbar [data-node-key]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.nodeKey));

export async function openFromMenu(page: Page, group: string, item: string) {
  const entry = page.locator('.uo-side').getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.locator('.uo-side').getByRole('menuitem', { name: group }).click();
  await entry.click();
}
