// The kit's list page in Chromium against the real server, on the test module
// tests/kit/listPage/modules/kitlist (built here with Vite, served with MODULES_DIR pointing at it):
// tabs over a resource's views with their counts (views with calls of their own and one without),
// a form that presets and locks the tab's fixed value, a cascading province → city choice (the city
// waits for the province, lists only its cities, is cleared when the province changes) and a select
// filled from another resource's rows; a date range typed into the filter from the keyboard.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';

const pageRoot = resolve(import.meta.dirname, 'listPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitlist');
  server = await startServer({ distDir, modulesDir: join(pageRoot, 'modules') });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/modules/kitlist/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${encodeURIComponent('管理员')}#/devices`);
  await page.getByTestId('tab-all').waitFor({ timeout: 20_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const codes = async () => (await rows().allTextContents()).map((t) => /[GC]-\d{3}/.exec(t)?.[0] ?? t).sort();
const count = (tab: string) => page.getByTestId(`tab-${tab}`).locator('sup').getAttribute('title');
/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

function item(scope: Locator, text: string): Locator {
  return scope.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${text}$`) }) });
}
/** Waits until no dropdown is open (a closing one would answer for the next select). */
const closed = () => expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
async function choose(select: Locator, option: string) {
  await select.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
  await closed();
}
/**
 * Opens the select and expects exactly these options (sorted). Polled: the popup can be hidden for a
 * moment while it aligns after its first option shows, and a read then would see none.
 */
async function expectOptions(select: Locator, expected: string[]) {
  await select.locator('.ant-select').click();
  const list = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect.poll(async () => (await list.allTextContents()).sort()).toEqual(expected);
  await page.keyboard.press('Escape');
  await closed();
}

describe('the kit list page in Chromium', { timeout: 120_000 }, () => {
  it('asks for the view tabs’ code only once the first rows have arrived, showing the tabs’ labels meanwhile', async () => {
    const s = await signIn(server.url, 'admin', 'Admin@2026');
    const context = await browser.newContext({ viewport: { width: 1500, height: 950 } });
    const cold = await context.newPage();
    // The order the browser saw: the list's rows answered, then (only then) the tabs' code asked for.
    const events: string[] = [];
    cold.on('response', (r) => {
      if (/\/pageList/.test(r.url()) && !events.includes('rows')) events.push('rows');
    });
    cold.on('request', (r) => {
      if (/\/tabs-[^/]*\.js$/.test(r.url())) events.push('tabs');
    });
    await cold.addInitScript(`(() => {
      const check = () => {
        const bar = document.querySelector('[role="tablist"][aria-busy="true"]');
        if (bar && bar.textContent) window.__standIn = bar.textContent;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })()`);
    await cold.goto(`${server.url}/modules/kitlist/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}#/devices`);
    await cold.getByTestId('tab-all').waitFor({ timeout: 20_000 });
    expect(events.slice(0, 2)).toEqual(['rows', 'tabs']);
    expect(await cold.evaluate(() => (window as unknown as { __standIn?: string }).__standIn)).toBeTruthy();
    await context.close();
  });

  it('shows an unknown number as "--" and a known one with its unit', async () => {
    await page.getByTestId('tab-all').click();
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    const column = headers.findIndex((h) => h.trim() === '电量');
    expect(column).toBeGreaterThan(0);
    const cellOf = (code: string) => rows().filter({ hasText: code }).locator('td').nth(column);
    await expect.poll(() => cellOf('G-001').innerText(), { timeout: 10_000 }).toMatch(/^87\s*%$/);
    expect(await cellOf('G-002').innerText()).toBe('--');
  });

  it('shows a tab per view with its count, and lists each tab’s rows only', async () => {
    await expect.poll(() => count('all')).toBe('8');
    expect(await Promise.all(['gps', 'gpsOffline', 'camera', 'care', 'online'].map(count))).toEqual(['4', '2', '4', '3', '4']);
    await expect.poll(codes).toEqual(['C-001', 'C-002', 'C-003', 'C-004', 'G-001', 'G-002', 'G-003', 'G-004']);

    await page.getByTestId('tab-gpsOffline').click();
    await expect.poll(codes).toEqual(['G-002', 'G-003']);
    await page.getByTestId('tab-care').click();
    await expect.poll(codes).toEqual(['C-002', 'G-002', 'G-004']);
    // A view without calls of its own: the page narrows the device list itself.
    await page.getByTestId('tab-online').click();
    await expect.poll(codes).toEqual(['C-001', 'C-003', 'G-001', 'G-004']);
    // The user's filter stays across tabs and narrows each of them (province is behind "expand").
    await page.getByRole('button', { name: /展\s*开/ }).click();
    await choose(item(page.getByRole('search'), '所在省份'), '浙江省');
    await page.getByRole('button', { name: label('查询') }).click();
    await expect.poll(codes).toEqual(['C-001', 'G-001']);
    await page.getByTestId('tab-gps').click();
    await expect.poll(codes).toEqual(['G-001', 'G-002']);
    await page.getByRole('button', { name: label('重置') }).click();
    await expect.poll(codes).toEqual(['G-001', 'G-002', 'G-003', 'G-004']);
  });

  it('creates through a tab with its kind preset and locked, a city of the chosen province and a vendor from the vendor list', async () => {
    await page.getByTestId('tab-gps').click();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    const kind = item(drawer, '设备类型');
    await expect.poll(() => kind.locator('.ant-select-disabled').count()).toBe(1);
    expect(await kind.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toContain('GPS');

    const province = item(drawer, '所在省份');
    const city = item(drawer, '所在城市');
    // The city waits for its province.
    expect(await city.locator('.ant-select-disabled').count()).toBe(1);
    expect(await city.textContent()).toContain('请先选择所在省份');
    await choose(province, '浙江省');
    await expect.poll(() => city.locator('.ant-select-disabled').count()).toBe(0);
    await expectOptions(city, ['宁波市', '杭州市']);
    await choose(city, '宁波市');
    // Another province clears the city and lists its own cities.
    await choose(province, '江苏省');
    await expect.poll(() => city.textContent()).not.toContain('宁波市');
    await expectOptions(city, ['南京市', '苏州市']);
    await choose(city, '苏州市');
    await expectOptions(item(drawer, '厂商'), ['大华股份', '海康威视']);
    await choose(item(drawer, '厂商'), '大华股份');
    await drawer.getByLabel('设备编号', { exact: true }).fill('G-201');
    await drawer.getByRole('button', { name: label('保存') }).click();
    await drawer.waitFor({ state: 'detached' });

    await expect.poll(codes).toEqual(['G-001', 'G-002', 'G-003', 'G-004', 'G-201']);
    const created = rows().filter({ hasText: 'G-201' });
    expect(await created.textContent()).toMatch(/GPS.*江苏省.*苏州市.*大华股份/);
    await expect.poll(() => count('gps')).toBe('5');
    await expect.poll(() => count('all')).toBe('9');
  });

  it('clears the city when the province is cleared, in the filter form too', async () => {
    const search = page.getByRole('search');
    await choose(item(search, '所在省份'), '江苏省');
    await expectOptions(item(search, '所在城市'), ['南京市', '苏州市']);
    await choose(item(search, '所在城市'), '南京市');
    await item(search, '所在省份').locator('.ant-select').hover();
    await item(search, '所在省份').locator('.ant-select-clear').click();
    await expect.poll(() => item(search, '所在城市').textContent()).not.toContain('南京市');
    // Without a province the filter lists every city.
    await expectOptions(item(search, '所在城市'), ['南京市', '宁波市', '杭州市', '苏州市']);
    expect(errors).toEqual([]);
  });

  it('searches a date range typed from the keyboard: Enter in the start box keeps the start and moves on, Enter in the end box searches', async () => {
    await page.getByTestId('tab-all').click();
    const search = page.getByRole('search');
    const expand = search.getByText('展开');
    if (await expand.isVisible()) await expand.click();
    const range = item(search, '安装日期');
    const asked: string[] = [];
    const listen = (r: { url(): string; postData(): string | null }) => {
      if (r.url().includes('/device/pageList')) asked.push(`${r.url()} ${r.postData() ?? ''}`);
    };
    page.on('request', listen);
    await range.getByPlaceholder('开始日期').click();
    await range.getByPlaceholder('开始日期').fill('2026-02-01');
    await page.keyboard.press('Enter');
    // The start is kept (it was cleared, and a search without it sent, before the fix).
    await expect.poll(() => range.getByPlaceholder('开始日期').inputValue()).toBe('2026-02-01');
    await range.getByPlaceholder('结束日期').fill('2026-03-15');
    await page.keyboard.press('Enter');
    await expect.poll(codes).toEqual(['C-002', 'C-003', 'G-002']);
    page.off('request', listen);
    expect(asked.every((a) => !/installedOn/.test(a) || /installedOnStart=2026-02-01/.test(a)), asked.join('\n')).toBe(true);
    expect(errors).toEqual([]);
  });
});
