// The attendance module end to end in Chromium, alone in a window with a real token: the daily report
// shows a seeded forgotten punch; a manager records a correction with its reason in 打卡管理; the
// daily report then counts the day normal with the reason; the monthly report exports its rows.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('rykq', { modules: ['rykq'], demoDevices: false, acceptDownloads: true });
const { errors } = m;
const open = (route: string) => m.open(route, '.ant-table-tbody', 30_000);
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});

const dateAgo = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('rykq in Chromium', () => {
  let missing: Record<string, unknown>;

  it('shows the daily report computed from the seeded punches', async () => {
    // The seeded forgotten punch (read through the same call the page uses).
    const any = await api.json<ListPage>('/cloud/rykq/dailyReport/pageList.smvc', { workDateStart: dateAgo(30), workDateEnd: dateAgo(1), status: 'missing', pageSize: 10 });
    expect(any.data.records.length).toBeGreaterThan(0);
    missing = any.data.records[any.data.records.length - 1]!;
    await open('daily');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBeGreaterThan(5);
    expect(await page.locator('.ant-table-thead').textContent()).toContain('考勤结果');
  });

  it('records a correction with its reason in 打卡管理', async () => {
    await open('corrections');
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('人员', { exact: true }).click();
    await page.keyboard.type(String(missing.personName));
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${String(missing.personName)}"]`).click();
    await drawer.getByLabel('考勤日期', { exact: true }).fill(String(missing.workDate));
    await drawer.getByLabel('考勤日期', { exact: true }).press('Enter');
    await drawer.getByLabel('处理方式', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="改为正常（申诉通过）"]').click();
    await drawer.getByLabel('原因', { exact: true }).fill('工牌故障，班长证明正常下班');
    await drawer.getByLabel('处理人', { exact: true }).fill('王芳');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('工牌故障，班长证明正常下班');
  });

  it('counts the corrected day normal in the daily report, the reason kept', async () => {
    await open('daily');
    const search = page.locator('form[role="search"]');
    await search.getByLabel('姓名', { exact: true }).fill(String(missing.personName));
    // The day of the correction in the range picker (start, then end).
    const [from, to] = [search.locator('.ant-picker-range input').nth(0), search.locator('.ant-picker-range input').nth(1)];
    await from.click();
    await from.fill(String(missing.workDate));
    await from.press('Enter');
    await to.fill(String(missing.workDate));
    await to.press('Enter');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBe(1);
    const row = await page.locator('.ant-table-tbody tr.ant-table-row').first().textContent();
    expect(row).toContain('正常');
    expect(row).toContain('工牌故障，班长证明正常下班');
    const r = await api.json<ListPage>('/cloud/rykq/dailyReport/pageList.smvc', { workDateStart: missing.workDate, workDateEnd: missing.workDate, personName: missing.personName });
    expect(r.data.records[0]).toMatchObject({ status: 'normal', corrected: '工牌故障，班长证明正常下班' });
  });

  it('exports the monthly report with payroll\'s columns', async () => {
    await open('monthly');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent(), { timeout: 30_000 }).toMatch(/共 \d+ 条/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const file = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file!) as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['应出勤天数', '实出勤天数', '迟到次数', '缺卡次数', '旷工天数', '病假', '工作日加班', '休息日加班', '节假日加班', '加班折算工时']));
    expect(wb.worksheets[0]!.rowCount - 1).toBe(36);
    expect(errors).toEqual([]);
  });
});
