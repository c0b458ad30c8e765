/**
 * The warehouse page in Chromium, alone in a window with a token in its address, through its main
 * flow: a stock-in order with a line (posted on saving), a stock-out above the balance refused with
 * the message naming the material, the storehouse and the balance (nothing written), the same order
 * within the balance, the balance page, the stock-check sheet, and the warnings with a pair's limits
 * set from its row. Build first: `npx vite build`.
 */
import type { Browser, Locator, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, K, type Client, type Page } from './support';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let api: Client;
let token: string;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['kcgl'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/kcgl/`);
  if (!built.ok) throw new Error(`the kcgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  api = client(server.url, token);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: PwPage | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

async function open(route: string) {
  await page.goto(`${server.url}/modules/kcgl/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Picks `title` in an antd select opened from `field` (typing filters it first). */
async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content', { hasText: title }).first().click();
}

/** Narrows the list to one storehouse through the filter form. */
async function onlyStorehouse(name: string) {
  await pick(page.locator('form[role=search] .ant-form-item').filter({ hasText: '仓库' }).locator('.ant-select').first(), name);
  await page.getByRole('button', { name: label('查询') }).click();
}

const drawer = () => page.locator('.ant-drawer-section');
const item = (name: string) => drawer().locator('.ant-form-item').filter({ hasText: name });
const balance = async () =>
  (await api.json<Page<{ quantity: number }>>(K('stockCheck', 'sumStockList'), { materialId: 10, storehouseId: 4 })).data.records[0]?.quantity ?? 0;

async function writeOrder(kind: '入库' | '出库', orderNo: string, quantity: string) {
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  await drawer().getByLabel(`${kind}单号`, { exact: true }).fill(orderNo);
  await pick(item(`${kind}仓库`).locator('.ant-select').first(), '滨江区物资仓');
  const lines = drawer().getByTestId('document-lines');
  await pick(rows(lines).nth(0).locator('.ant-select').first(), '刹车片');
  await rows(lines).nth(0).getByLabel('数量').fill(quantity);
  await rows(lines).nth(0).getByLabel('单价').fill('250');
  await expect.poll(() => lines.getByTestId('line-amount').allTextContents()).toEqual([String(Number(quantity) * 250)]);
  await drawer().getByRole('button', { name: label('保存') }).click();
}

describe('warehouse: stock in → stock out → balance → stock check', { timeout: 180_000 }, () => {
  it('writes a stock-in order with a line; it is posted on saving and the balance rises', async () => {
    await open('/stockIn');
    await writeOrder('入库', 'RK-UI-01', '6');
    const row = rows(page).filter({ hasText: 'RK-UI-01' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent()).toContain('已过账');
    expect(await row.textContent()).toContain('滨江区物资仓');
    expect(await row.getByRole('button', { name: label('编辑') }).count()).toBe(0);
    expect(await balance()).toBe(6);
  });

  it('refuses a stock-out above the balance with the message naming the material, the storehouse and the balance, then takes one within it', async () => {
    await open('/stockOut');
    await writeOrder('出库', 'CK-UI-01', '10');
    await page.getByText('物资「刹车片」、仓库「滨江区物资仓」的结存为6，不足本单的10，不能过账').first().waitFor({ timeout: 15_000 });
    expect((await api.json<Page>(K('storehouseOut', 'pageList'), { orderNo: 'CK-UI-01' })).data.total).toBe(0);
    expect(await balance()).toBe(6);

    const lines = drawer().getByTestId('document-lines');
    await rows(lines).nth(0).getByLabel('数量').fill('4');
    // By its text, not its role: under load the role lookup intermittently missed this button after the
    // refusal while it was visible and enabled (stop 22). Likely the cause found in stop 23 for ssgl: a
    // loading icon left in its leave motion names the button "loading 保存". RecordForm now redraws its
    // buttons per opening, but here the refusal comes within one opening: not shown to be covered.
    await drawer().locator('button', { hasText: label('保存') }).click();
    const row = rows(page).filter({ hasText: 'CK-UI-01' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent()).toContain('已过账');
    expect(await balance()).toBe(2);
  });

  it('shows the balance of the material in the storehouse on the stock-on-hand page', async () => {
    await open('/onHand');
    await onlyStorehouse('滨江区物资仓');
    const row = rows(page).filter({ hasText: '刹车片' }).filter({ hasText: '滨江区物资仓' });
    await row.waitFor({ timeout: 15_000 });
    expect((await row.textContent())?.replace(/\s/g, '')).toContain('刹车片滨江区物资仓2500');
  });

  it('lists it on the stock-check sheet with code, unit and book quantity', async () => {
    await open('/stockCheck');
    await onlyStorehouse('滨江区物资仓');
    const row = rows(page).filter({ hasText: 'WL-010' }).filter({ hasText: '滨江区物资仓' });
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent())?.replace(/\s/g, '') ?? '';
    expect(text).toContain('刹车片');
    expect(text).toContain('套');
    expect(text).toContain('2500');
  });

  it('lists the warnings below the minimum first and sets a pair’s limits from its row', async () => {
    await open('/warnings');
    const first = rows(page).first();
    await expect.poll(() => first.textContent()).toMatch(/上城区物资仓\s*反光背心.*低于下限/);
    const row = rows(page).filter({ hasText: '滨江区物资仓' }).filter({ hasText: '竹扫帚' });
    await row.getByRole('button', { name: '设置上下限' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByLabel('库存下限').fill('40');
    await dialog.getByLabel('库存上限').fill('100');
    await clickUntilGone(dialog, dialog.getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('低于下限');
    const saved = await api.json<Page<{ minQuantity: number; maxQuantity: number; state: string }>>(K('storehouseWarning', 'getList'), { storehouseId: 4, materialId: 5 });
    expect(saved.data.records[0]).toMatchObject({ minQuantity: 40, maxQuantity: 100, state: 'low' });
    expect(errors).toEqual([]);
  });
});
