// The road-work module end to end in Chromium, alone in a window with a real token: the board shows
// the day's and the month's figures with their definitions; a planner adds a vehicle plan through the
// form; the work report of today then lists the plan's roads, measured (or unknown: the vehicle has
// no device), and exports them with every column.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';

const m = modulePage('jxbjnew', { modules: ['jxbjnew', 'clgl'], demoDevices: false, acceptDownloads: true });
const { errors } = m;
let page: Page;
beforeAll(() => {
  page = m.page;
});
const open = (route: string, ready = '.ant-table-tbody') => m.open(route, ready, 30_000);

const today = () => new Date(m.server.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function choose(drawer: ReturnType<Page['locator']>, label: string, option: string, typed?: string) {
  await drawer.getByLabel(label, { exact: true }).click();
  if (typed) await page.keyboard.type(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

describe('jxbjnew in Chromium', () => {
  it('shows the board: the day\'s and the month\'s figures, each defined', async () => {
    await open('mechBoard', '[data-testid="mech-day"]');
    await expect.poll(() => page.locator('[data-testid="mech-month"]').textContent(), { timeout: 30_000 }).toContain('平均完成率');
    const month = await page.locator('[data-testid="mech-month"]').textContent();
    expect(month).toContain('空驶率');
    expect(month).toMatch(/平均完成率\s*[\d.]+\s*%/);
    expect(await page.locator('[data-testid="mech-definitions"]').textContent()).toContain('空驶率 =（总里程 − 作业里程）÷ 总里程');
  });

  it('adds a vehicle plan through the form', async () => {
    await open('mechPlans');
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await choose(drawer, '车辆', '浙A·G2056', '浙A·G2056');
    await choose(drawer, '作业线路', '江南大道机扫线');
    await choose(drawer, '作业类型', '机扫');
    await choose(drawer, '班次', '早班 05:00–13:00');
    await drawer.getByLabel('开始日期', { exact: true }).fill(today());
    await drawer.getByLabel('开始日期', { exact: true }).press('Enter');
    await drawer.getByLabel('驾驶员', { exact: true }).fill('测试司机');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('测试司机');
  });

  it('lists the plan\'s roads in today\'s work report, unknown without a device, and exports them', async () => {
    await open('mechReport');
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 30_000 }).toContain('浙A·G2056');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '浙A·G2056' }).first();
    expect(await row.textContent()).toMatch(/无定位设备|未开始/);
    expect(await row.textContent()).toContain('--');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const file = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file!) as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['作业日期', '车牌号', '道路', '覆盖率', '完成率', '车辆本班总里程', '空驶率', '偏差', '作业结果']));
    expect(wb.worksheets[0]!.rowCount - 1).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
  });
});
