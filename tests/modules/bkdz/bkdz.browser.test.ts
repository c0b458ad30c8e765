// 分类准确率 end to end in Chromium, on the built page (URBANOPS_DIST) and the real server, alone in a
// window with a real token: the rates with their definition beside them, a month recalculated from the
// toolbar, a facility banded to an estate from its form and released, and the board drawn with its
// month, figures, bands and trend. Build first: URBANOPS_DIST=dist-bkdz URBANOPS_PAGES=bkdz,es,welcome npx vite build
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

const dist = resolve(import.meta.dirname, '../../..', process.env.URBANOPS_DIST ?? 'dist');
const built = existsSync(resolve(dist, 'modules/bkdz/index.html'));
if (!built) console.warn(`bkdz browser test skipped: no ${dist}/modules/bkdz/index.html`);

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

async function open(route: string, ready = '.ant-table-tbody') {
  await page.goto('about:blank');
  await page.goto(`${server.url}/modules/bkdz/?${query}#/${route}`);
  await page.waitForSelector(ready, { timeout: 60_000 });
}

const modalOk = async () => {
  const dialog = page.locator('.ant-modal-confirm:visible, .ant-modal:visible').last();
  await dialog.locator('.ant-btn-primary').last().click();
};

describe.skipIf(!built)('bkdz in Chromium', { timeout: 180_000 }, () => {
  it('lists the rates with their source and band, the formula one click away', async () => {
    await open('rates');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const text = await page.locator('.ant-table-tbody').textContent();
    expect(text).toContain('督导员逐次评分');
    expect(text).toMatch(/绿（优）|蓝（良）|黄（差）|红（很差）/);
    await page.getByTestId('accuracy-formula-link').click();
    await expect.poll(() => page.getByTestId('accuracy-formula').textContent()).toContain('正确投放次数 ÷ 评分次数');
    expect(await page.getByTestId('accuracy-formula').textContent()).toContain('≥80绿');
  });

  it('recalculates a month from the toolbar and shows how many regions it rated', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '计算准确率' }).click();
    await page.getByLabel('月份（如 2026-11，留空为本月）').fill('2025-12');
    await modalOk();
    const answer = page.locator('.ant-modal:visible', { hasText: '区（镇）数' });
    await answer.waitFor({ timeout: 30_000 });
    expect(await answer.textContent()).toContain('2025-12');
    expect(await answer.textContent()).toContain('18');
  });

  it('bands a new bin station to an estate from its form, then releases it', async () => {
    await open('facilities');
    await page.locator('form[role="search"]').getByLabel('设施编号', { exact: true }).fill('HZ-B001');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section');
    const field = drawer.locator('.ant-form-item', { hasText: '绑定小区' }).locator('.ant-select');
    await field.click();
    await field.locator('input').first().fill('文晖小区');
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '文晖小区' }).first().click();
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('文晖小区');
    await row.getByRole('button', { name: '解除绑定' }).click();
    await modalOk();
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).not.toContain('文晖小区');
  });

  it('is reached from the 垃圾分类 menu: 分类质量 leads to the rates, 基础数据 holds the banding beside 应急物资’s registers', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    const shell = await context.newPage();
    await shell.goto(`${server.url}/#/`);
    await shell.getByLabel('用户名').fill('admin');
    await shell.getByLabel('密码', { exact: true }).fill('Admin@2026');
    await shell.getByRole('button', { name: '登录', exact: true }).click();
    await shell.getByRole('button', { name: '进入 垃圾分类' }).click();
    await shell.getByTestId('layout').waitFor({ timeout: 60_000 });
    const side = shell.locator('.uo-side');
    const open = async (group: string, entry: string) => {
      const item = side.getByText(entry, { exact: true }).first();
      if (!(await item.isVisible())) await side.getByText(group, { exact: true }).first().click();
      await item.waitFor({ state: 'visible', timeout: 30_000 });
      return item;
    };
    await (await open('分类质量', '分类准确率')).click();
    const frame = shell.frameLocator('iframe').last();
    await expect.poll(() => frame.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await open('基础数据', '设施绑定小区');
    await side.getByText('应急人员', { exact: true }).first().waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('draws the board: the month and time it was calculated, the figures, the bands and the trend', async () => {
    await open('accuracyBoard', '[data-testid="accuracy-summary"]');
    expect(await page.getByTestId('accuracy-asof').textContent()).toMatch(/\d{4}-\d{2}，计算于 \d{4}-\d{2}-\d{2}/);
    expect(await page.getByTestId('accuracy-summary').textContent()).toContain('整体准确率');
    expect(await page.getByTestId('accuracy-formula').textContent()).toContain('无有效数据为未知（--）');
    await page.getByTestId('panel-levels').locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('panel-trend').locator('canvas').first().waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });
});
