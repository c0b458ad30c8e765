/**
 * 再生资源监管 in Chromium, alone in a window with a token in its address, through its main flow:
 * record a handover (customer, site, a line of sub-category × weight × price; the amount and totals
 * computed as typed), see it in the records, then in the statistics — the site's stock and its stock
 * per sub-category — and the sites on the map. Build first:
 * `URBANOPS_DIST=dist-recycle URBANOPS_PAGES=recycle,welcome npx vite build`.
 */
import type { Browser, Locator, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, workdayClock, type TestServer } from '../../support/server';
import { client, R, type Client, type Page } from './support';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let api: Client;
let token: string;
const errors: string[] = [];
const SITE = '界面测试回收站';

beforeAll(async () => {
  server = await startServer({ modules: ['recycle'], demoDevices: false, now: workdayClock() });
  const built = await fetch(`${server.url}/modules/recycle/`);
  if (!built.ok) throw new Error(`the recycle page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run the build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  api = client(server.url, token);
  const made = await api.json(R('site', 'saveOrUpdate'), { siteName: SITE, siteType: 'station', district: 'xihu', location: JSON.stringify({ lng: 120.14, lat: 30.28 }) });
  expect(made.result, made.msg).toBe(0);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  // The browser on the server's clock: a form's default time is the browser's now, and before 15:00
  // China time the workday clock is yesterday's (a record saved "today" fell outside the statistics).
  await page.clock.install({ time: server.now() });
  page.on('pageerror', (e) => errors.push(e.message));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: PwPage | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const drawer = () => page.locator('.ant-drawer-section');
const item = (name: string) => drawer().locator('.ant-form-item').filter({ hasText: name });

async function open(route: string, ready: () => Locator) {
  await page.goto(`${server.url}/modules/recycle/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
  await ready().first().waitFor({ timeout: 30_000 });
}

async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content, .ant-select-tree-title', { hasText: title }).first().click();
}

describe('recycling supervision: record a handover → site stock and statistics', { timeout: 240_000 }, () => {
  it('records a handover with a line whose amount and totals are computed as typed', async () => {
    await open('/records', () => rows(page));
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await drawer().getByLabel('记录编号', { exact: true }).fill('HS-UI-001');
    await pick(item('回收客户').locator('.ant-select').first(), '朝晖新村物业服务中心');
    await pick(item('交投站点').locator('.ant-select').first(), SITE);
    const lines = drawer().getByTestId('document-lines');
    await pick(rows(lines).nth(0).locator('.ant-select').first(), '黄板纸');
    await rows(lines).nth(0).getByLabel('重量').fill('12.5');
    await rows(lines).nth(0).getByLabel('单价（元）').fill('1.2');
    await expect.poll(() => lines.getByTestId('line-amount').allTextContents(), { timeout: 15_000 }).toEqual(['15']);
    await drawer().locator('button', { hasText: label('保存') }).click();
    const row = rows(page).filter({ hasText: 'HS-UI-001' });
    await row.waitFor({ timeout: 20_000 });
    const text = (await row.textContent())?.replace(/\s/g, '') ?? '';
    expect(text).toContain('朝晖新村物业服务中心');
    expect(text).toContain(SITE);
    const saved = await api.json<Page<{ totalWeight: number; totalAmount: number }>>(R('customerRecord', 'pageList'), { recordNo: 'HS-UI-001' });
    expect(saved.data.records[0]).toMatchObject({ totalWeight: 12.5, totalAmount: 15 });
  });

  it('shows the handover in the site’s stock and its stock per sub-category on the statistics page', async () => {
    await open('/statistics', () => page.getByTestId('recycle-sites').locator('tr.ant-table-row'));
    const site = page.getByTestId('recycle-sites').locator('tr.ant-table-row').filter({ hasText: SITE });
    await site.waitFor({ timeout: 20_000 });
    // 记录数 1, received 12.5, nothing sorted or handled ("--": no such records), stock 12.5.
    await expect.poll(async () => (await site.locator('td').allTextContents()).slice(2)).toEqual(['1', '12.5', '--', '--', '12.5']);
    await site.click();
    const stock = page.getByTestId('recycle-site-stock').locator('tr.ant-table-row').filter({ hasText: '黄板纸' });
    await stock.waitFor({ timeout: 20_000 });
    expect(await stock.locator('td').allTextContents()).toEqual(['黄板纸', '12.5', '--', '--', '12.5']);
    expect(Number(await page.getByTestId('count-records').textContent())).toBeGreaterThan(900);
  });

  it('places the sites on the offline map with their stock in the list beside it', async () => {
    await open('/siteMap', () => page.getByTestId('recycle-site-map').locator('tr.ant-table-row'));
    const row = page.getByTestId('recycle-site-map').locator('tr.ant-table-row').filter({ hasText: SITE });
    await expect.poll(async () => (await row.textContent())?.replace(/\s/g, '')).toContain('12.5');
    await page.locator('.leaflet-container').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
