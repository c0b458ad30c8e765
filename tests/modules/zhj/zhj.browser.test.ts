// 垃圾监管 end to end in Chromium: the transfer supervision report with its stations' figures; a type
// column renamed in 列管理 shows under its new title in the daily report; a figure titled in 字段配置
// shows under that title.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../support/axe';
import { modulePage } from '../../support/modulePage';

const m = modulePage('zhj');
const { errors } = m;
let page: Page;
beforeAll(() => {
  page = m.page;
});
const open = (route: string) => m.open(route, '.ant-table-tbody tr.ant-table-row', 30_000);

describe('zhj in Chromium', () => {
  it('shows each station’s received and transferred tonnes', async () => {
    await open('transferSupervision');
    const body = await page.locator('.ant-table-tbody').textContent();
    expect(body).toContain('拱墅区石祥路垃圾转运站');
    expect(await page.locator('.ant-table-thead').textContent()).toContain('转运量');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('renames the kitchen column in 列管理 and the daily report shows the new title', async () => {
    await open('columns');
    await page.locator('form[role="search"]').getByLabel('列名称', { exact: true }).fill('厨余');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBe(2);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '分类日报' });
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('列名称', { exact: true }).fill('易腐垃圾');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await open('typeReports');
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('易腐垃圾');
  });

  it('gives 进站量 the title set in 字段配置 on the transfer report', async () => {
    await open('fieldConfigs');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '进站量' });
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('显示名称', { exact: true }).fill('进站吨数');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await open('transferSupervision');
    await expect.poll(() => page.locator('.ant-table-thead').textContent(), { timeout: 20_000 }).toContain('进站吨数');
    expect(errors).toEqual([]);
  });
});
