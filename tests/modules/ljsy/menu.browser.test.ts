// 运输数据大屏 as a user reaches it: signed in through the shell at 1366×768, 垃圾分类 → 大屏 → 运输数据大屏
// opens alone in a new window (openMode window) on the kit's wall display, fitted without scrolling,
// with the moment of its figures shown; the transport pages sit in the office's groups.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let shell: Page;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  context.on('page', (p) => p.on('pageerror', (e) => errors.push(e.message)));
  shell = await context.newPage();
  await shell.goto(`${server.url}/#/`);
  await shell.getByLabel('用户名').fill('admin');
  await shell.getByLabel('密码', { exact: true }).fill('Admin@2026');
  await shell.getByRole('button', { name: '登录', exact: true }).click();
  await shell.getByRole('button', { name: '进入 垃圾分类' }).click();
  await shell.getByTestId('layout').waitFor({ timeout: 60_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('运输数据大屏 from the menu', () => {
  it('opens alone in a window from 大屏, fitted at 1366×768 with its asOf shown, nothing scrolling', async () => {
    const side = shell.locator('.uo-side');
    const item = side.getByText('运输数据大屏', { exact: true });
    if (!(await item.isVisible())) await side.getByText('大屏', { exact: true }).first().click();
    await item.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await side.locator('.uo-menu-window', { hasText: '运输数据大屏' }).getByRole('img', { name: '在新窗口打开' }).count()).toBe(1);
    const [wall] = await Promise.all([context.waitForEvent('page', { timeout: 60_000 }), item.click()]);
    await wall.getByTestId('wall-screen').waitFor({ timeout: 60_000 });
    await expect.poll(() => wall.getByTestId('screen-as-of').getAttribute('data-as-of'), { timeout: 60_000 }).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect.poll(() => wall.getByTestId('screen-anomalies').getAttribute('data-count'), { timeout: 30_000 }).toBe('2');
    const scroll = await wall.evaluate(() => ({ x: document.documentElement.scrollWidth - window.innerWidth, y: document.documentElement.scrollHeight - window.innerHeight }));
    expect(scroll.x).toBeLessThanOrEqual(0);
    expect(scroll.y).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
