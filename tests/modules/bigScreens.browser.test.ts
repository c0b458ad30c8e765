// The big screens as a user reaches them (issue 23, items 6 and 7), on the built pages and the real
// server: from the shell's menu at 1366×768, 收运平台大屏 and 公厕一张图 open alone in a new window (for a
// wall display) at a scale that keeps every text at 12 px or more, scrolling down rather than
// shrinking. The platform screen names what it shows (the latest collection day, not 今日), says that
// today's bucket of its trend is still in progress, and draws its facilities on the map.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

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
  await shell.getByRole('button', { name: '进入 环卫运营' }).click();
  await shell.getByTestId('layout').waitFor();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Clicks a menu entry (opening its group first when it is folded) and answers the window it opens. */
async function openFromMenu(group: string, entry: string): Promise<Page> {
  const side = shell.locator('.uo-side');
  const item = side.getByText(entry, { exact: true });
  if (!(await item.isVisible())) await side.getByText(group, { exact: true }).first().click();
  // The group's opening motion ends before the entry takes a click (under load it may not have).
  await item.waitFor({ state: 'visible', timeout: 30_000 });
  // The entry says it opens a window before it is clicked.
  expect(await side.locator('.uo-menu-window', { hasText: entry }).getByRole('img', { name: '在新窗口打开' }).count()).toBe(1);
  const [window] = await Promise.all([context.waitForEvent('page', { timeout: 60_000 }), item.click()]);
  await window.getByTestId('screen-board').waitFor({ timeout: 60_000 });
  return window;
}

/** The smallest text of the screen as the user sees it (its size × the screen's scale). */
async function smallestText(page: Page): Promise<{ size: number; text: string; scale: number }> {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="screen-board"]')!;
    const design = board.querySelector<HTMLElement>('[style*="scale("]')!;
    const scale = new DOMMatrix(getComputedStyle(design).transform).a;
    let size = Infinity;
    let text = '';
    const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent?.trim() || !el || !el.getClientRects().length) continue;
      const px = parseFloat(getComputedStyle(el).fontSize) * scale;
      if (px < size) [size, text] = [px, n.textContent.trim()];
    }
    return { size, text, scale };
  });
}

const overflow = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('.kit-screen')!;
    return { x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight };
  });

describe('the big screens from the menu at 1366×768', () => {
  it('opens 收运平台大屏 alone in a window, its text 12 px or more, scrolling down instead of shrinking', async () => {
    const page = await openFromMenu('收运看板', '收运平台大屏');
    expect(page.url()).toMatch(/\/modules\/ljszy\/\?.*#\/platform$/);
    await page.locator('[data-testid="panel-trend"] canvas').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="panel-map"] .uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    const small = await smallestText(page);
    expect(small.size, small.text).toBeGreaterThanOrEqual(11.99);
    expect(small.scale).toBeGreaterThan(0.85);
    expect(await overflow(page)).toMatchObject({ x: 0 });
    expect((await overflow(page)).y).toBeGreaterThan(0);
    await page.close();
  }, 180_000);

  it('names the day its figures are for, marks today’s trend bucket as in progress and puts the facilities on the map', async () => {
    const page = await openFromMenu('收运看板', '收运平台大屏');
    const text = await page.getByTestId('screen-board').innerText();
    expect(text).toContain('最近收运日');
    expect(text).not.toContain('今日收运');
    await expect.poll(() => page.getByTestId('panel-trend-note').innerText().catch(() => ''), { timeout: 30_000 }).toMatch(/^\d{2}-\d{2}尚未结束/);
    const map = page.getByTestId('panel-map');
    await map.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(Number(await map.getAttribute('data-points'))).toBeGreaterThan(10);
    expect(await map.locator('[data-chart]').count()).toBe(0);
    expect(await map.innerText()).not.toMatch(/经度|纬度/);
    await page.close();
  }, 180_000);

  it('opens 公厕一张图 alone in a window, its text 12 px or more, the toilets on the map', async () => {
    const page = await openFromMenu('公厕管理', '公厕一张图');
    expect(page.url()).toMatch(/\/modules\/gcgl\/\?.*#\/yzt$/);
    await page.locator('[data-testid="panel-visitors"] canvas').waitFor({ timeout: 30_000 });
    const map = page.getByTestId('gcgl-yzt-map');
    await map.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(Number(await map.getAttribute('data-points'))).toBeGreaterThan(3);
    const small = await smallestText(page);
    expect(small.size, small.text).toBeGreaterThanOrEqual(11.99);
    expect(await overflow(page)).toMatchObject({ x: 0 });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

