/**
 * The facility ledgers page in Chromium, alone in a window with a token in its address: the account
 * lists the seeded equipment with the facilities of 垃圾收运 by name; a water record written in the
 * form (facility picked from the other module's list) is saved with its usage and amount computed by
 * the server; a car of 车辆管理 is shown by its plate on the vehicle sites; the station summary and
 * the depreciation chart are drawn from the server's figures, with no page error; the shell's menu
 * of 综合管理 opens a ledger two levels down. Build first:
 * `npx vite build`.
 */
import type { Browser, Locator, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { activeFrame, openShell } from '../../support/shell';
import { client, S, type Client, type Page } from './support';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let api: Client;
let token: string;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['ssgl', 'clgl', 'ljszy'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/ssgl/`);
  if (!built.ok) throw new Error(`the ssgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
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

const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: PwPage | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const table = () => page.locator('.ant-table-tbody');

async function open(route: string) {
  await page.goto(`${server.url}/modules/ssgl/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
}

/** Picks `title` in an antd select opened from `field` (typing filters it first). */
async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content', { hasText: title }).first().click();
}

const drawer = () => page.locator('.ant-drawer-section');
const item = (name: string) => drawer().locator('.ant-form-item').filter({ hasText: name });

describe('facility ledgers', { timeout: 120_000 }, () => {
  it('lists the equipment account with the facilities of 垃圾收运 by name and the states by label', async () => {
    await open('/accounts');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => table().innerText()).toMatch(/HZ-SB-101[\s\S]*石祥路转运站水平压缩机[\s\S]*拱墅区石祥路垃圾转运站/);
    expect(await table().innerText()).toMatch(/在用/);
  });

  it('saves a water record written in the form, the usage and amount computed by the server', async () => {
    await open('/water');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await drawer().getByLabel('责任人', { exact: true }).fill('界面测试');
    await pick(item('设施').locator('.ant-select').first(), '上城区艮山门垃圾中转站');
    await drawer().getByLabel('月份', { exact: true }).fill('2026-01');
    await drawer().getByLabel('上期读数', { exact: true }).fill('1200');
    await drawer().getByLabel('本期读数', { exact: true }).fill('1325.5');
    await drawer().getByLabel('单价', { exact: true }).fill('4');
    await drawer().getByRole('button', { name: label('保存') }).click();
    const row = rows(page).filter({ hasText: '界面测试' });
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent())?.replace(/\s/g, '') ?? '';
    expect(text).toContain('上城区艮山门垃圾中转站');
    expect(text).toContain('125.5');
    expect(text).toContain('502');
    const saved = await api.json<Page>(S('waterUsage', 'pageList'), { person: '界面测试' });
    expect(saved.data.records[0]).toMatchObject({ usage: 125.5, amount: 502 });
  });

  it('refuses an end reading below the start in the form, with the server’s message, and writes nothing', async () => {
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await drawer().getByLabel('责任人', { exact: true }).fill('倒拨测试');
    await pick(item('设施').locator('.ant-select').first(), '上城区艮山门垃圾中转站');
    await drawer().getByLabel('月份', { exact: true }).fill('2026-02');
    await drawer().getByLabel('上期读数', { exact: true }).fill('500');
    await drawer().getByLabel('本期读数', { exact: true }).fill('400');
    await drawer().getByLabel('单价', { exact: true }).fill('4');
    await drawer().getByRole('button', { name: label('保存') }).click();
    await page.getByText('本期读数400不能小于上期读数500').first().waitFor({ timeout: 15_000 });
    expect((await api.json<Page>(S('waterUsage', 'pageList'), { person: '倒拨测试' })).data.total).toBe(0);
  });

  it('shows the garbage cars of 车辆管理 by plate on the vehicle sites, and the station summary', async () => {
    await open('/cars');
    await expect.poll(() => table().innerText(), { timeout: 20_000 }).toMatch(/浙A·B1645[\s\S]*石祥路转运站/);
    await open('/summary');
    await expect.poll(() => table().innerText(), { timeout: 20_000 }).toMatch(/石祥路转运站/);
  });

  it('draws the depreciation chart from the server’s schedule', async () => {
    await open('/depreciationChart');
    await expect.poll(() => page.locator('[data-testid="ssgl-depreciation-chart"] canvas, [data-testid="ssgl-depreciation-chart"] svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).toMatch(/折旧趋势/);
    expect(errors).toEqual([]);
  });

  it('opens from the menu of 综合管理 in a shell tab: 设施台账 → 站点台账 → 站点信息', async () => {
    const shell = await openShell(browser, server.url, '综合管理');
    // Opens a group unless the tenant's expand setting has opened it already.
    const expand = async (name: string) => {
      const title = shell.page.locator('.ant-menu-submenu-title').filter({ hasText: name }).first();
      await title.waitFor({ timeout: 20_000 });
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
      await expect.poll(() => title.getAttribute('aria-expanded')).toBe('true');
    };
    await expand('设施台账');
    await expand('站点台账');
    await shell.page.getByRole('menuitem', { name: /站点信息/ }).click();
    const frame = activeFrame(shell.page);
    await expect.poll(() => frame.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await frame.locator('.ant-table-tbody').textContent()).toContain('石祥路转运站');
    await shell.close();
  });
});
