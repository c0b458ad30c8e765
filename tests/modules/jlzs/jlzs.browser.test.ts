// 分类数据 end to end in Chromium, alone in a window with a real token: a weighing entered in the
// drawer gets its net weight by the rule, 计算重量 weighs the chosen loads, the statistics board draws
// its panels and narrows to a district, and a data source shows its columns and a column's values.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';

const m = modulePage('jlzs');
const { errors } = m;
let page: Page;
beforeAll(() => {
  page = m.page;
});
const open = (route: string, ready = '.ant-table-tbody') => m.open(route, ready, 60_000);

async function pick(label: string, option: string) {
  const drawer = page.locator('.ant-drawer-section');
  await drawer.getByLabel(label, { exact: true }).click();
  // The option list is virtual: typing narrows it to the option.
  await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first().click({ timeout: 30_000 });
}

const weighNo = `WB${String(Date.now()).slice(-8)}`;

describe('jlzs in Chromium', () => {
  it('enters a weighing in the drawer and shows the net weight the rule gives', async () => {
    await open('weighings');
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('称重单号', { exact: true }).fill(weighNo);
    await pick('车牌号', '浙A·K1234');
    await pick('称重设施', '九峰环境能源焚烧厂');
    await pick('收集区域', '上城区');
    await pick('垃圾类别', '其他垃圾');
    await drawer.getByLabel('毛重', { exact: true }).fill('18.5');
    await drawer.getByLabel('皮重', { exact: true }).fill('10.25');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.locator('form[role="search"]').getByLabel('称重单号', { exact: true }).fill(weighNo);
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBe(1);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('8.25');
  });

  it('calculates the weight of the chosen loads (计算重量)', async () => {
    await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check({ timeout: 30_000 });
    await page.getByRole('button', { name: /计算重量/ }).click();
    await expect.poll(async () => (await page.locator('.ant-modal').allTextContents()).join(' '), { timeout: 30_000 }).toContain('计入车次1');
    expect((await page.locator('.ant-modal').allTextContents()).join(' ')).toContain('8.25');
  }, 90_000);

  it('draws the statistics board and narrows it to one district', async () => {
    await open('sortingStats', '[data-testid="sorting-stats"]');
    await expect.poll(() => page.locator('[data-testid="sorting-stats"] canvas').count(), { timeout: 60_000 }).toBeGreaterThan(4);
    await expect.poll(() => page.locator('[data-testid="sorting-stats"]').textContent(), { timeout: 30_000 }).toContain('朝晖新村收集点');
    await page.locator('[data-testid="sorting-stats"] .ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').getByText('滨江区', { exact: true }).click({ timeout: 30_000 });
    await expect.poll(() => page.locator('[data-testid="sorting-stats"]').textContent(), { timeout: 30_000 }).toContain('金色海岸收集点');
    expect(await page.locator('[data-testid="sorting-stats"]').textContent()).not.toContain('朝晖新村收集点');
  });

  it('shows a data source’s columns and a column’s values', async () => {
    await open('datasources');
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '每日收集量' }).getByRole('button', { name: '详情' }).click();
    await page.getByTestId('ds-columns').waitFor({ timeout: 30_000 });
    await page.getByTestId('ds-columns').getByText('district', { exact: true }).click();
    await expect.poll(() => page.getByTestId('ds-values').textContent(), { timeout: 30_000 }).toContain('上城区');
    expect(errors).toEqual([]);
  });
});
