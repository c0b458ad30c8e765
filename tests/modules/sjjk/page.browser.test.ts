/**
 * The data monitor page in Chromium, alone in a window with a token in its address: the items list
 * shows the seeded items with their tables' labels, 查看SQL shows the statement the server would run,
 * 立即执行 on a selected item writes a record that the records list shows, and the trend board shows
 * the items' figures and draws its two charts from the records, with no page error. Build first: `npx vite build`.
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';
import { RECORD, type Page } from './support';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let token: string;
let api: Client;
const errors: string[] = [];

beforeAll(async () => {
  // ljszy gives the weighbridge table the items count (the other tables' modules are left out: a quicker start).
  server = await startServer({ modules: ['sjjk', 'ljszy'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/sjjk/`);
  if (!built.ok) throw new Error(`the sjjk page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  api = client(server.url, token);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const open = (route: string) => page.goto(`${server.url}/modules/sjjk/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
const itemRow = (name: string) => page.locator('.ant-table-row', { hasText: name });

describe('the data monitor page', () => {
  it('lists the seeded items with their tables and time columns by name', async () => {
    await open('/items');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => itemRow('地磅称重日增量').innerText()).toMatch(/垃圾收运·地磅毛重记录[\s\S]*称重时间/);
    expect(await itemRow('问题上报日增量').innerText()).toMatch(/问题上报·问题案件/);
  }, 40_000);

  it('shows the count statement of an item (查看SQL), built by the server from the allowlist', async () => {
    await itemRow('地磅称重日增量').getByRole('button', { name: /查看SQL/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '查看SQL' });
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toMatch(/统计语句[\s\S]*select count\(\*\)[\s\S]*r_ljszy_carGrossWeightPrimeval[\s\S]*tenantId/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }, 30_000);

  it('runs a selected item now (立即执行) and lists the new record', async () => {
    const before = (await api.json<Page>(RECORD('page'), { pageSize: 1 })).data.total;
    await itemRow('地磅称重日增量').locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /立即执行/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await clickUntilGone(confirm, confirm.getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(() => page.locator('.ant-message').innerText(), { timeout: 10_000 }).toMatch(/已执行1个监测项/);
    expect((await api.json<Page>(RECORD('page'), { pageSize: 1 })).data.total).toBe(before + 1);
    await open('/records');
    await expect.poll(() => rows().first().innerText(), { timeout: 20_000 }).toMatch(/地磅称重日增量[\s\S]*垃圾收运·地磅毛重记录[\s\S]*admin/);
  }, 40_000);

  it('draws the items at a glance, the increase trend and the results of the last 30 days', async () => {
    await open('/trend');
    await expect.poll(() => page.locator('[data-testid="sjjk-item-figures"]').innerText(), { timeout: 20_000 }).toMatch(/监测项\s*4[\s\S]*已启用\s*3/);
    for (const id of ['sjjk-trend-chart', 'sjjk-status-chart']) {
      await expect.poll(() => page.locator(`[data-testid="${id}"] canvas, [data-testid="${id}"] svg`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    }
    expect(await page.locator('body').innerText()).toMatch(/近30天每日新增行数/);
    expect(errors).toEqual([]);
  }, 40_000);
});
