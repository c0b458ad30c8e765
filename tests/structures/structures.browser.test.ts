// The kit's structure screens in Chromium against the real server, on the fixture modules' pages
// (tests/structures/modules/*/main.tsx, built here with Vite): the tree table (a child added under a
// node, a move under its own branch not offered, a node with children refused), the tree-and-list page
// (a department picks its branch's cars), a document form with lines (another module's car and
// department tree, live totals, post, the locked row, the balance, a refused post beyond the stock)
// and a workflow (actions, an audit rejected with a reason, the timeline).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';
import { post } from '../modules/wtsb/helpers';
import { fixtureModules } from './support';

const root = resolve(import.meta.dirname);
let distDir: string;
let server: TestServer;
let browser: Browser;
let token: string;
const errors: string[] = [];

beforeAll(async () => {
  distDir = await buildTestPage(root, 'orgfx', 'depotfx');
  server = await startServer({ distDir, modulesDir: fixtureModules });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

async function open(module: string, route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/modules/${module}/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
  return page;
}

/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const cellTexts = async (scope: Page | Locator) => (await rows(scope).allTextContents()).map((t) => t.trim());

/** Picks `title` in an antd select or tree select opened from `field` (typing filters it first). */
async function pick(page: Page, field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content, .ant-select-tree-title', { hasText: title }).first().click();
}

const api = <T,>(path: string, fields: Record<string, unknown>) => post<T>(server.url, path, token, fields).then((r) => r.body.data);

// Chromium on a busy 2-core machine is slow: each test may take a few minutes.
describe('the kit’s structure screens in Chromium', { timeout: 180_000 }, () => {
  it('shows a tree table, adds a child under a node, keeps a node out of its own branch, and shows the refusal of a node with children', async () => {
    const page = await open('orgfx', '/depts');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(5);
    expect((await cellTexts(page)).map((t) => t.split(/详情|新增下级/)[0]!.trim()).slice(0, 5)).toEqual(['城市环境集团0', '一分公司1', '清运一队1', '清运二队2', '二分公司2']);

    const company = rows(page).filter({ hasText: '一分公司' });
    await company.getByRole('button', { name: '新增下级' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await expect.poll(() => drawer.locator('.ant-form-item').filter({ hasText: '上级部门' }).locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toContain('一分公司');
    await drawer.getByLabel('部门名称', { exact: true }).fill('清运三队');
    await drawer.getByRole('button', { name: label('保存') }).click();
    await expect.poll(() => rows(page).count()).toBe(6);
    // Under 一分公司, first among its children (siblings by 排序, the new one's is 0).
    expect((await cellTexts(page)).map((t) => t.replace(/\d.*$/, ''))).toEqual(['城市环境集团', '一分公司', '清运三队', '清运一队', '清运二队', '二分公司']);

    // Editing 一分公司: its own branch is not offered as its parent.
    await company.getByRole('button', { name: label('编辑') }).click();
    await drawer.locator('.ant-form-item').filter({ hasText: '上级部门' }).locator('.ant-select').click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect.poll(() => dropdown.locator('.ant-select-tree-treenode-disabled').allTextContents()).toEqual(['一分公司', '清运三队', '清运一队', '清运二队']);
    await page.keyboard.press('Escape'); // closes the dropdown, then the untouched form
    await drawer.waitFor({ state: 'detached' });

    await company.getByRole('button', { name: label('删除') }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: label('删除') }));
    await page.getByText('「一分公司」下还有3个下级部门，不能删除').waitFor();
    expect(await rows(page).count()).toBe(6);
    await page.close();
  });

  it('lists the cars of the department picked in the tree, with its whole branch, and starts a new car in it', async () => {
    const page = await open('orgfx', '/cars');
    const tree = page.getByTestId('tree-panel');
    await tree.locator('.ant-tree-title', { hasText: '城市环境集团' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => rows(page).count()).toBe(3);
    await tree.locator('.ant-tree-title', { hasText: /^一分公司$/ }).click();
    await expect.poll(async () => (await cellTexts(page)).map((t) => t.slice(0, 8)).sort()).toEqual(['浙A·D1001', '浙A·D1002']);
    await tree.locator('.ant-tree-title', { hasText: '清运二队' }).click();
    await expect.poll(async () => (await cellTexts(page)).map((t) => t.slice(0, 8))).toEqual(['浙A·D1002']);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    const drawer = page.locator('.ant-drawer-section');
    await expect.poll(() => drawer.locator('.ant-form-item').filter({ hasText: '所属部门' }).locator('.ant-select').textContent()).toContain('清运二队');
    await page.close();
  });

  it('writes a stock-out with lines (another module’s car and department), totals live, posts it and locks it; refuses a post beyond the stock', async () => {
    await api('/cloud/depotfx/storehouseIn/create', { orderNo: 'RK-UI-1', storehouseId: 1, lines: JSON.stringify([{ materialId: 1, quantity: 50, price: 0.4 }, { materialId: 2, quantity: 10, price: 45 }]) });
    const page = await open('depotfx', '/stockOut');
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    const drawer = page.locator('.ant-drawer-section');
    const item = (name: string) => drawer.locator('.ant-form-item').filter({ hasText: name });
    await drawer.getByLabel('出库单号', { exact: true }).fill('CK-UI-1');
    await pick(page, item('仓库').locator('.ant-select').first(), '一号仓');
    await pick(page, item('领用车辆').locator('.ant-select').first(), '浙A·D1002');
    await pick(page, item('领用部门').locator('.ant-select').first(), '清运一队');

    const lines = drawer.getByTestId('document-lines');
    await pick(page, lines.locator('tr.ant-table-row').nth(0).locator('.ant-select').first(), '螺丝M8');
    await lines.locator('tr.ant-table-row').nth(0).getByLabel('数量').fill('12');
    await lines.locator('tr.ant-table-row').nth(0).getByLabel('单价').fill('0.4');
    await lines.getByRole('button', { name: '添加明细' }).click();
    await pick(page, lines.locator('tr.ant-table-row').nth(1).locator('.ant-select').first(), '机油5W-30');
    await lines.locator('tr.ant-table-row').nth(1).getByLabel('数量').fill('2');
    await lines.locator('tr.ant-table-row').nth(1).getByLabel('单价').fill('45');
    await expect.poll(() => lines.getByTestId('line-amount').allTextContents()).toEqual(['4.8', '90']);
    await expect.poll(() => drawer.getByTestId('document-totals').textContent()).toBe('合计：总金额 94.8');
    await drawer.getByRole('button', { name: label('保存') }).click();

    const row = rows(page).filter({ hasText: 'CK-UI-1' });
    await row.waitFor();
    expect(await row.textContent()).toContain('浙A·D1002');
    expect(await row.textContent()).toContain('清运一队');
    expect(await row.textContent()).toContain('草稿');
    await row.getByRole('button', { name: label('过账') }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(() => row.textContent()).toContain('已过账');
    expect(await row.getByRole('button', { name: label('编辑') }).count()).toBe(0);
    expect(await row.getByRole('button', { name: label('删除') }).count()).toBe(0);
    expect(await row.getByRole('button', { name: label('冲销') }).count()).toBe(1);

    // A second order beyond what is left: the server's refusal names the material, storehouse and balance.
    const id = (await api<{ id: number }>('/cloud/depotfx/storehouseOut/create', { orderNo: 'CK-UI-2', storehouseId: 1, lines: JSON.stringify([{ materialId: 2, quantity: 9, price: 45 }]) })).id;
    await page.getByRole('button', { name: '刷新' }).click();
    const second = rows(page).filter({ hasText: 'CK-UI-2' });
    await second.getByRole('button', { name: label('过账') }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
    await page.getByText('物资「机油5W-30」、仓库「一号仓」的结存为8，不足本单的9，不能过账').waitFor();
    expect(id).toBeGreaterThan(0);

    await page.goto(`${server.url}/modules/depotfx/?access_token=${token}&tenantId=1&userId=1001#/balance`);
    await expect.poll(async () => (await cellTexts(page)).map((t) => t.replace(/详情.*$/, ''))).toEqual(['螺丝M8一号仓3815.20', '机油5W-30一号仓8360.00']);
    await page.close();
  });

  it('takes a repair order through its workflow: submit, an audit rejected without a reason refused, rejected with one, the timeline', async () => {
    const order = await api<{ id: number }>('/cloud/orgfx/repair/save', { orderNo: 'WX-UI-1', carId: 1, description: '液压管渗漏' });
    expect(order.id).toBeGreaterThan(0);
    const page = await open('orgfx', '/repairs');
    await rows(page).filter({ hasText: 'WX-UI-1' }).getByRole('button', { name: label('流程') }).click();
    const panel = page.getByTestId('workflow-panel');
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 15_000 }).toBe('草稿');

    await panel.getByTestId('act-submit').click();
    let dialog = page.locator('.ant-modal').filter({ hasText: 'WX-UI-1' });
    await dialog.getByLabel('预计费用').fill('1200');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => panel.getByTestId('workflow-state').textContent()).toBe('待审核');

    await panel.getByTestId('act-audit').click();
    dialog = page.locator('.ant-modal').filter({ hasText: 'WX-UI-1' });
    await dialog.getByText('驳回', { exact: true }).click();
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog.getByText('请填写审核意见').waitFor();
    await dialog.locator('textarea').fill('费用超出标准，请重新报价');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => panel.getByTestId('workflow-state').textContent()).toBe('已驳回');
    const timeline = await panel.getByTestId('timeline-item').allTextContents();
    expect(timeline.map((x) => x.split('·')[0]!.trim())).toEqual(['创建', '提交', '审核（驳回）']);
    expect(timeline[2]).toContain('费用超出标准，请重新报价');
    expect(await panel.getByTestId('act-submit').count()).toBe(1);
    await page.close();
    expect(errors).toEqual([]);
  });
});
