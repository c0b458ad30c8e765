// 园林绿化 in Chromium, alone in a window with a real token: a tree is planted from the kit's form on the
// trees page, shows on the map's current layer, gets its care with a photo and an open alert, and is
// removed from its row (the date and reason asked first); it then leaves the map's current layer, stays
// in the layer with removed trees and in the list (no 编辑 on its row), and the stock page shows the demo.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client } from '../clgl/support';
import { N } from './support';

const m = modulePage('nursery', { modules: ['nursery'], demoDevices: false });
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const TREE = 'BT-0001';
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const drawer = () => page.locator('.ant-drawer-section').filter({ has: page.getByRole('button', { name: '保存' }) });
const countOnMap = async () => Number((await page.getByTestId('nursery-tree-count').textContent())?.match(/\d+/)?.[0] ?? -1);
const treesOf = async (status?: string) => (await api.json<unknown[]>(N('tree', 'getList'), status ? { status } : {})).data.length;

/** Picks an option of a select in the form, typed first (the list is virtual: an option far down is not drawn). */
async function pick(label: string, option: string) {
  const input = drawer().getByLabel(label, { exact: true });
  await input.click();
  await input.fill(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click({ timeout: 20_000 });
}
async function day(label: string, value: string) {
  const input = drawer().getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

describe('nursery in Chromium: plant → care → remove', () => {
  it('plants a tree from the trees page', async () => {
    await m.open('trees', '.ant-table-tbody tr.ant-table-row', 40_000);
    await page.getByRole('button', { name: '新增' }).click();
    const form = drawer();
    await form.getByLabel('树木编号', { exact: true }).fill(TREE);
    await pick('树种', '银杏');
    await form.getByLabel('所在道路', { exact: true }).fill('延安路');
    await expect.poll(() => form.getByLabel('位置 经度', { exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await form.getByLabel('位置 经度', { exact: true }).fill('120.165123');
    await form.getByLabel('位置 纬度', { exact: true }).fill('30.262456');
    await form.getByLabel('胸径', { exact: true }).fill('16');
    await day('种植日期', '2020-04-01');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.locator('form[role="search"]').getByLabel('树木编号', { exact: true }).fill(TREE);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => rows().first().textContent(), { timeout: 20_000 }).toContain('银杏');
    expect(await rows().first().textContent()).toContain('现存');
  });

  it('shows the new tree on the map’s current layer', async () => {
    await m.open('treeMap', '[data-testid="nursery-tree-map"] .leaflet-container', 40_000);
    const standing = await treesOf('standing');
    await expect.poll(countOnMap, { timeout: 20_000 }).toBe(standing);
  });

  it('records its care with a photo and an alert that stays open', async () => {
    await m.open('care', '.ant-table-tbody tr.ant-table-row', 40_000);
    await page.getByRole('button', { name: '新增' }).click();
    const form = drawer();
    await pick('树木', TREE);
    await pick('养护类型', '修剪');
    await day('养护日期', '2026-11-01');
    await form.getByLabel('养护内容', { exact: true }).fill('修剪遮挡路灯的枝条');
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 24, height: 24 } });
    await form.locator('input[type=file]').setInputFiles({ name: '修剪.png', mimeType: 'image/png', buffer: photo });
    await form.locator('.ant-upload-list-item-done img').waitFor({ timeout: 20_000 });
    await form.getByLabel('待处理事项', { exact: true }).fill('树体倾斜需扶正');
    await day('发现日期', '2026-11-01');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByRole('tab', { name: /待处理/ }).click();
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain(TREE);
    const row = rows().filter({ hasText: TREE });
    expect(await row.textContent()).toContain('树体倾斜需扶正');
  });

  it('removes the tree from its row: it leaves the current layer and stays in the history', async () => {
    await m.open('trees', '.ant-table-tbody tr.ant-table-row', 40_000);
    await page.locator('form[role="search"]').getByLabel('树木编号', { exact: true }).fill(TREE);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await rows().first().getByRole('button', { name: /移\s?除/ }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByLabel('移除日期').fill('2026-11-02');
    await dialog.getByLabel('移除原因').fill('台风倒伏');
    await dialog.locator('.ant-btn-primary').click();
    await expect.poll(() => rows().first().textContent(), { timeout: 20_000 }).toContain('已移除');
    expect(await rows().first().textContent()).toContain('2026-11-02');
    expect(await rows().first().getByRole('button', { name: /编\s?辑/ }).count()).toBe(0);

    await m.open('treeMap', '[data-testid="nursery-tree-map"] .leaflet-container', 40_000);
    const standing = await treesOf('standing');
    await expect.poll(countOnMap, { timeout: 20_000 }).toBe(standing);
    await page.getByText('含已移除', { exact: true }).click();
    await expect.poll(countOnMap, { timeout: 20_000 }).toBe(await treesOf());
    expect(await treesOf()).toBe(standing + (await treesOf('removed')));
  });

  it('shows the stock the demo journal makes, with its value', async () => {
    await m.open('stock', '.ant-table-tbody tr.ant-table-row', 40_000);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator('.ant-table-thead').textContent()).toContain('库存价值');
    expect(m.errors).toEqual([]);
  });
});
