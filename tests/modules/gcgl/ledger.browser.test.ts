/**
 * The public toilets' ledger in Chromium, alone in a window with a token in its address: the toilets
 * list, the equipment tree from a toilet down to its gateway and sub-devices, the gateways and
 * sub-devices pages, and a sensor's history drawn as a chart from the demo toilet's readings, with no
 * page error. Build first: `npx vite build`.
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
  // The demo toilets' devices (T-101…) post readings: the sensors and the chart read them.
  server = await startServer({ modules: ['gcgl'] });
  const built = await fetch(`${server.url}/modules/gcgl/`);
  if (!built.ok) throw new Error(`the gcgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const row = (text: string) => page.locator('.ant-table-row', { hasText: text });
const open = (route: string) => page.goto(`${server.url}/modules/gcgl/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);

describe('the toilet ledger page', () => {
  it('lists the seeded toilets with their region and class', async () => {
    await open('/toilets');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(7);
    await expect.poll(() => row('GC-0001').innerText(), { timeout: 10_000 }).toMatch(/武林广场公厕[\s\S]*拱墅区[\s\S]*一类/);
  }, 40_000);

  it('walks from a toilet to its gateway and sub-devices: the equipment tree, then the gateways and sub-devices pages', async () => {
    await page.getByRole('button', { name: '设备树' }).click();
    const tree = page.getByTestId('action-result');
    await tree.locator('tr.ant-table-row', { hasText: '拱墅区' }).waitFor({ timeout: 15_000 });
    await tree.locator('tr.ant-table-row', { hasText: '拱墅区' }).locator('.ant-table-row-expand-icon').click();
    await tree.locator('tr.ant-table-row', { hasText: '武林广场公厕' }).first().locator('.ant-table-row-expand-icon').click();
    await tree.locator('tr.ant-table-row', { hasText: 'T-101' }).locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => tree.innerText(), { timeout: 10_000 }).toMatch(/武林广场公厕网关（T-101）[\s\S]*在线[\s\S]*客流计数器（T-101-PF）/);
    await page.keyboard.press('Escape');
    await open('/gateways');
    await expect.poll(() => row('T-101').innerText(), { timeout: 20_000 }).toMatch(/武林广场公厕网关[\s\S]*武林广场公厕/);
    await open('/subDevices');
    await expect.poll(() => row('T-101-SX').innerText(), { timeout: 20_000 }).toMatch(/水箱液位计[\s\S]*T-101[\s\S]*设备间/);
  }, 40_000);

  it("draws a sensor's history (getHistoryData) as a chart from its gateway's readings", async () => {
    await open('/sensors');
    await expect.poll(() => row('T-101-PF').innerText(), { timeout: 20_000 }).toMatch(/武林广场公厕[\s\S]*在线/);
    await row('T-101-PF').getByRole('button', { name: /历史曲线/ }).click();
    const chart = page.getByTestId('action-result');
    await expect.poll(() => chart.locator('canvas, svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // A chart of readings, not the empty state (whose picture is an svg too).
    expect(await page.locator('.ant-modal .ant-empty').count()).toBe(0);
    expect(await page.locator('.ant-modal').innerText()).toMatch(/历史曲线/);
    expect(errors).toEqual([]);
  }, 40_000);
});
