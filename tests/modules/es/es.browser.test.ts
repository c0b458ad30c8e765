// 应急物资 end to end in Chromium, on the built page (URBANOPS_DIST) and the real server: a register's
// list with its tree, and the map — counts, the chosen register's tree, places drawn on the kit's map
// and the places without valid coordinates listed, not drawn. Build first:
// URBANOPS_DIST=dist-bkdz URBANOPS_PAGES=bkdz,es,welcome npx vite build
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

const dist = resolve(import.meta.dirname, '../../..', process.env.URBANOPS_DIST ?? 'dist');
const built = existsSync(resolve(dist, 'modules/es/index.html'));
if (!built) console.warn(`es browser test skipped: no ${dist}/modules/es/index.html`);

let server: TestServer;
let browser: Browser;
let page: Page;
let query = '';
const errors: string[] = [];

beforeAll(async () => {
  if (!built) return;
  server = await startServer();
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  query = `access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${encodeURIComponent('管理员')}`;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string, ready: string) {
  await page.goto('about:blank');
  await page.goto(`${server.url}/modules/es/?${query}#/${route}`);
  await page.waitForSelector(ready, { timeout: 60_000 });
}

describe.skipIf(!built)('es in Chromium', { timeout: 180_000 }, () => {
  it('lists the emergency vehicles, 垃圾收运’s plates among them, and opens their tree by district', async () => {
    await open('cars', '.ant-table-tbody');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBeGreaterThan(5);
    expect(await page.locator('.ant-table-tbody').textContent()).toContain('浙A·K1234');
    await page.getByRole('button', { name: '分布树' }).click();
    const dialog = page.locator('.ant-modal:visible', { hasText: '分布树' });
    await dialog.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.textContent()).toContain('上城区');
  });

  it('shows the map: counts, a register’s tree, places drawn, and the two without valid coordinates listed', async () => {
    await open('map', '[data-testid="es-counts"]');
    expect(await page.getByTestId('es-counts').textContent()).toContain('无有效坐标');
    await expect.poll(() => page.getByTestId('es-tree').textContent(), { timeout: 30_000 }).toContain('应急停车点');
    await page.getByText('人员', { exact: true }).click();
    await expect.poll(() => page.getByTestId('es-tree').textContent(), { timeout: 30_000 }).toContain('应急抢险队');
    await expect.poll(() => page.locator('[data-testid="es-anomalies"] .ant-list-item').count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByTestId('es-anomalies').textContent()).toContain('坐标待补录');
    await page.locator('.leaflet-container').first().waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });
});
