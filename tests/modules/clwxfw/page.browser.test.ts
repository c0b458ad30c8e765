/**
 * The vehicle maintenance service page in Chromium, alone in a window with a token in its address:
 * the costs list the cars of 车辆管理 by plate; a settlement made in the form closes the car's costs
 * of the period, and its row's 撤销结算 reopens them; a refuel written in the form is saved with its
 * amount computed by the server; the departments with their cars open as an expandable tree. Build first: `npx vite build`.
 */
import type { Browser, Locator, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, W, type Client, type Page } from './support';

type Row = Record<string, unknown> & { id: number };

let server: TestServer;
let browser: Browser;
let page: PwPage;
let api: Client;
let token: string;
let plate = '';
let carId = 0;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['clwxfw', 'clgl'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/clwxfw/`);
  if (!built.ok) throw new Error(`the clwxfw page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  api = client(server.url, token);
  const car = (await api.json<Row[]>(W('zhj/car/getCarsByCarCode'), { carCode: '浙A·F2467' })).data[0]!;
  plate = String(car.plateNo);
  carId = Number(car.carId);
  for (const [costDate, amount] of [['2022-05-06', 210], ['2022-05-18', 90.5]] as const) {
    expect((await api.form(W('cost/save'), { carId, costType: 'upkeep', costDate, amount, content: '界面结算测试' })).result).toBe(0);
  }
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
const form = () => page.locator('.ant-modal-content, .ant-drawer-section').last();
const item = (name: string) => form().locator('.ant-form-item').filter({ hasText: name });

async function open(route: string) {
  await page.goto(`${server.url}/modules/clwxfw/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
}

/** Picks `title` in an antd select (typing filters it first). */
async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content', { hasText: title }).first().click();
}

async function typeDate(name: string, value: string) {
  const input = form().getByLabel(name, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

const costsOf = async () => (await api.form<Page<Row>>(W('cost/pageList'), { carId, costDateStart: '2022-05-01', costDateEnd: '2022-05-31', pageSize: 50 })).data.records;

describe('vehicle maintenance service', { timeout: 120_000 }, () => {
  it('lists the costs with the cars of 车辆管理 by plate, then settles a car’s month in the form: the costs are closed with it', async () => {
    await open('/costs');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toMatch(/浙A·[\s\S]*(燃油费|维修费|保养费|配件费|轮胎费)/);
    // A settled cost is closed: no 编辑 or 删除 on its row (lockedWhen), while an open one has both.
    const unsettled = rows(page).filter({ hasText: '未结算' }).first();
    await expect.poll(() => unsettled.getByRole('button', { name: label('编辑') }).count(), { timeout: 10_000 }).toBe(1);
    expect(await unsettled.getByRole('button', { name: label('删除') }).count()).toBe(1);
    const search = page.locator('form[role=search]');
    if (!(await search.locator('.ant-form-item').filter({ hasText: '结算状态' }).isVisible())) await search.getByText(/展\s*开/).click();
    await pick(search.locator('.ant-form-item').filter({ hasText: '结算状态' }).locator('.ant-select').first(), '已结算');
    await page.keyboard.press('Escape'); // the multiple choice's list stays open over the buttons
    await page.getByRole('button', { name: label('查询') }).click();
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((r) => r.includes('已结算')), { timeout: 10_000 }).toBe(true);
    const settled = rows(page).first();
    expect(await settled.getByRole('button', { name: label('详情') }).count()).toBe(1);
    expect(await settled.getByRole('button', { name: /^\s*(编\s*辑|删\s*除)\s*$/ }).count()).toBe(0);
    await open('/settlements');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await pick(item('车牌号').locator('.ant-select').first(), plate);
    await typeDate('结算开始日期', '2022-05-01');
    await typeDate('结算结束日期', '2022-05-31');
    await form().getByRole('button', { name: label('保存') }).click();
    const row = rows(page).filter({ hasText: 'JS202205-' });
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent())?.replace(/\s/g, '') ?? '';
    expect(text).toContain(plate);
    expect(text).toContain('300.5');
    expect(text).toContain('已结算');
    expect((await costsOf()).map((c) => c.settleState)).toEqual(['settled', 'settled']);
  });

  it('revokes the settlement from its row: it stays, marked 已撤销, and its costs are open again', async () => {
    const row = rows(page).filter({ hasText: 'JS202205-' });
    await row.getByRole('button', { name: label('撤销结算') }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm, .ant-popconfirm'), page.locator('.ant-modal-confirm, .ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(async () => (await row.textContent())?.replace(/\s/g, ''), { timeout: 15_000 }).toContain('已撤销');
    expect(await row.getByRole('button', { name: label('撤销结算') }).count()).toBe(0);
    expect((await costsOf()).map((c) => c.settleState)).toEqual(['unsettled', 'unsettled']);
  });

  it('lists the fuel costs without the columns only a repair fills (维修等级, 维修类别, 配件类型, 维修厂)', async () => {
    await open('/oilCosts');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['费用日期', '金额']));
    expect(headers.filter((h) => /维修等级|维护等级|维修类别|配件类型|维修厂/.test(h))).toEqual([]);
  });

  it('saves a refuel written in the form, the amount computed by the server; shows the cars by department as an expandable tree', async () => {
    await open('/refuels');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await pick(item('车牌号').locator('.ant-select').first(), plate);
    await pick(item('加油站').locator('.ant-select').first(), '中石油中河中路加油站');
    await pick(item('油品').locator('.ant-select').first(), '0号柴油');
    await form().getByLabel('加油量', { exact: true }).fill('42.5');
    await form().getByLabel('单价', { exact: true }).fill('7.4');
    await pick(item('支付方式').locator('.ant-select').first(), '现金');
    await form().getByLabel('驾驶员', { exact: true }).fill('界面测试');
    await form().getByRole('button', { name: label('保存') }).click();
    const row = rows(page).filter({ hasText: '界面测试' });
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent())?.replace(/\s/g, '') ?? '';
    expect(text).toContain('中石油中河中路加油站');
    expect(text).toContain('314.5');
    // The service cars' toolbar opens the departments with their cars as an expandable tree.
    await open('/cars');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: label('部门车辆树') }).click();
    const tree = page.getByTestId('action-result');
    await tree.locator('tr.ant-table-row', { hasText: '杭州城市环境集团有限公司' }).waitFor({ timeout: 15_000 });
    expect(await tree.locator('thead').innerText()).not.toMatch(/children/);
    await tree.locator('tr.ant-table-row', { hasText: '杭州城市环境集团有限公司' }).locator('.ant-table-row-expand-icon').click();
    await tree.locator('tr.ant-table-row', { hasText: '车辆管理中心' }).locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => tree.innerText(), { timeout: 10_000 }).toMatch(/浙A·/);
    expect(errors).toEqual([]);
  });
});
