/**
 * The asset archive page in Chromium, alone in a window with a token in its address: the archive
 * lists the seeded assets, the board draws its two charts from analysis/chart, the history lists the
 * seeded creations, with no page error. Build first: `npx vite build`.
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let token: string;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['zcgl'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/zcgl/`);
  if (!built.ok) throw new Error(`the zcgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const open = (route: string) => page.goto(`${server.url}/modules/zcgl/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);

describe('the asset archive page', () => {
  it('lists the seeded assets with their labels', async () => {
    await open('/assets');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-table-tbody').innerText(), { timeout: 10_000 }).toMatch(/ZC-YS-0001[\s\S]*压缩式垃圾车/);
    // The state's labels come from the module's enum call, which may answer after the type references.
    await expect.poll(() => page.locator('.ant-table-tbody').innerText(), { timeout: 10_000 }).toMatch(/在用/);
  });

  it('draws the board’s two charts from analysis/chart', async () => {
    await open('/board');
    for (const id of ['zcgl-count-chart', 'zcgl-value-chart']) {
      await expect.poll(() => page.locator(`[data-testid="${id}"] canvas, [data-testid="${id}"] svg`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    }
    expect(await page.locator('body').innerText()).toMatch(/各类资产数量/);
  });

  it('lists the operation history', async () => {
    await open('/history');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The operation's label arrives with its enum's values, which may come after the rows.
    // The newest first: status changes and stock-takes of the last weeks (purchases are years old).
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toMatch(/修改|盘点|新增/);
    expect(await page.locator('.ant-table-tbody').innerText()).not.toMatch(/\b(create|update|delete|check)\b/);
    expect(errors).toEqual([]);
  });
});
