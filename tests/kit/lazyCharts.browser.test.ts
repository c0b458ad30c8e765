// What a page downloads (built pages, real server, Chromium): a list page shows its rows without
// ECharts, the date picker, the router, the dialog and message code, or the column settings (each loads
// on demand); a board loads ECharts when it opens and draws.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let auth: string;

beforeAll(async () => {
  server = await startServer();
  const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
  auth = `access_token=${token}&tenantId=${data.tenantId}&userId=${data.userId}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The file names of the scripts the page has loaded. */
const scripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() ?? '').filter((n) => n.endsWith('.js')));

describe('lazy loading of charts and forms', () => {
  it('shows the vehicle list’s rows without downloading ECharts, the date picker, the router, dialogs or column settings, and opens each on demand', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/modules/ljszy/?${auth}#/cars`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
    const loaded = await scripts(page);
    expect(loaded.some((n) => n.startsWith('echartsCore-'))).toBe(false);
    expect(loaded.some((n) => n.startsWith('DateInput-'))).toBe(false);
    // Module pages route with kit/ui/hashRoutes; react-router is the host's.
    expect(loaded.some((n) => n.startsWith('vendor-router-'))).toBe(false);
    expect(loaded.some((n) => n.startsWith('FeedbackHolders-'))).toBe(false);
    expect(loaded.some((n) => n.startsWith('ColumnSettings-'))).toBe(false);
    await page.getByRole('button', { name: '列设置' }).click();
    await page.getByTestId('column-settings').waitFor({ timeout: 60_000 });
    expect((await scripts(page)).some((n) => n.startsWith('ColumnSettings-'))).toBe(true);
    // The first press fetched the message and dialog holders, before anything asked for them.
    await expect.poll(async () => (await scripts(page)).some((n) => n.startsWith('FeedbackHolders-')), { timeout: 30_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '新增' }).click();
    await page.locator('.ant-drawer-section').getByLabel('车牌号', { exact: true }).waitFor({ timeout: 60_000 });
    expect((await scripts(page)).length).toBeGreaterThan(loaded.length);
    await page.close();
  });

  it('loads ECharts when the board opens and draws its charts', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/modules/ljszy/?${auth}#/kanban`);
    await page.locator('[data-chart] canvas').first().waitFor({ timeout: 60_000 });
    expect((await scripts(page)).some((n) => n.startsWith('echartsCore-'))).toBe(true);
    await page.close();
  });
});
