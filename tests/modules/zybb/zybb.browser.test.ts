// The field reports end to end in Chromium, alone in a window with a real token: the operations daily
// report shows a seeded day's figures and drills from its totals to the vehicles of that day; the
// person monthly report shows the crew; a supervisor reports a work area by hand in 作业区域 and the
// list shows its size computed from length × width.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client, type Page as ListPage } from '../clgl/support';
import { day } from './support';

const m = modulePage('zybb', { modules: ['zybb'], demoDevices: false });
const { errors } = m;
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const open = (route: string) => m.open(route, '.ant-table-tbody tr.ant-table-row', 30_000);

/** Clicks a row's action by its label, in the row or in its 更多 menu. */
async function rowAction(text: string, label: string) {
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text }).first();
  const button = row.getByRole('button', { name: label });
  if (await button.count()) return button.click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: label }).click();
}

describe('zybb in Chromium', () => {
  it('shows the operations daily report of a month and drills from yesterday\'s totals to its vehicles', async () => {
    const y = day(-1);
    const report = (await api.json<ListPage>('/cloud/ljzy/operateDailyReportNew/pageList', { reportDateStart: y, reportDateEnd: y })).data.records[0]!;
    await open('daily');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent(), { timeout: 30_000 }).toMatch(/共 30 条/);
    expect(await page.locator('.ant-table-thead').textContent()).toContain('出车数');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: y }).first();
    expect(await row.textContent()).toContain(String(report.tonnes));
    await rowAction(y, '出车明细');
    const dialog = page.locator('.ant-modal:visible');
    const cars = (await api.json<{ carCode: string; driverName: string }[]>('/cloud/ljzy/operateDailyReportNew/carList', { id: report.id })).data;
    expect(cars).toHaveLength(Number(report.carsOut));
    // The dialog's table shows ten rows a page: the first vehicles with their drivers.
    await expect.poll(() => dialog.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBe(Math.min(10, cars.length));
    expect(await dialog.textContent()).toContain(cars[0]!.carCode);
    expect(await dialog.textContent()).toContain(cars[0]!.driverName);
  });

  it('shows the person monthly report of the crew and the organisation tree with each branch\'s people', async () => {
    await open('people');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent(), { timeout: 30_000 }).toMatch(/共 \d+ 条/);
    expect(await page.locator('.ant-table-thead').textContent()).toContain('出勤天数');
    expect(await page.locator('.ant-table-tbody').textContent()).toContain('道路保洁一队');
    await page.getByRole('button', { name: '组织树' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain('杭州城市环境集团有限公司');
    await page.keyboard.press('Escape');
  });

  it('draws the people at work by hour of a department\'s day in the cleaning daily report', async () => {
    await open('cleaning');
    await rowAction('道路保洁一队', '分时在岗');
    const chart = page.getByTestId('action-result');
    await expect.poll(() => chart.locator('canvas, svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // A chart of people, not the empty state (whose picture is an svg too).
    expect(await page.locator('.ant-modal .ant-empty').count()).toBe(0);
    expect(await page.locator('.ant-modal').innerText()).toMatch(/分时在岗/);
    await page.keyboard.press('Escape');
  });

  it('reports a work area by hand; the list shows its size from length × width', async () => {
    await open('areas');
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('区域名称', { exact: true }).fill('凤起路东段');
    await drawer.getByLabel('区域类型', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="道路"]').click();
    await drawer.getByLabel('所在道路', { exact: true }).fill('凤起路');
    await drawer.getByLabel('责任部门', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '道路保洁一队' }).first().click();
    await drawer.getByLabel('保洁等级', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="一级"]').click();
    await drawer.getByLabel('长度', { exact: true }).fill('800');
    await drawer.getByLabel('宽度', { exact: true }).fill('25');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('凤起路东段');
    const row = await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '凤起路东段' }).textContent();
    expect(row).toMatch(/20,?000/);
    expect(errors).toEqual([]);
  });
});
