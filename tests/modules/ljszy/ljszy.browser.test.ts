// The landfill and sanitation module end to end in Chromium, alone in a window with a real token:
// create a vehicle, filter, edit, export (the file read back), import containers with a bad row
// refused, delete, and the platform board drawn with data.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { seriousViolations } from '../../support/axe';
import { signIn, startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
let tenantId: string;
let userId: string;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  token = s.token;
  tenantId = s.data.tenantId;
  userId = s.data.userId;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string) {
  await page.goto('about:blank');
  await page.goto(`${server.url}/modules/ljszy/?access_token=${token}&tenantId=${tenantId}&userId=${userId}&name=${encodeURIComponent('管理员')}#/${route}`);
  await page.waitForSelector('.ant-table-tbody, [data-testid="screen-board"]', { timeout: 20_000 });
}

async function pick(label: string, option: string, scope = page.locator('.ant-drawer-section')) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

const plate = `浙A·K${String(Date.now()).slice(-4)}`;

describe('ljszy in Chromium', () => {
  it('creates a vehicle from the drawer, with the definition’s validation message first', async () => {
    await open('cars');
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('车牌号', { exact: true }).fill('AB123');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toContain('车牌号应为车牌号格式，如 浙A·D1234');
    await drawer.getByLabel('车牌号', { exact: true }).fill('浙A·K1234');
    await pick('车辆类型', '压缩式收运车');
    await drawer.getByRole('button', { name: '保存' }).click();
    // The server's refusal, shown as the loader shows it (a toast) and on the field it names.
    await page.locator('.ant-message').getByText('车牌号已存在').waitFor();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toContain('车牌号已存在');
    await drawer.getByLabel('车牌号', { exact: true }).fill(plate);
    await drawer.getByLabel('驾驶员', { exact: true }).fill('测试司机');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.locator('.ant-drawer-section').waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.ant-table-tbody').textContent()).toContain(plate);
  });

  it('filters on the server by the plate', async () => {
    await page.locator('form[role="search"]').getByLabel('车牌号', { exact: true }).fill(plate);
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    expect(await page.locator('.ant-table-tbody').textContent()).toContain(plate);
  });

  it('edits the row in the drawer', async () => {
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('驾驶员', { exact: true }).fill('改后司机');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody').textContent()).toContain('改后司机');
  });

  it('exports every row matching the filter to an .xlsx that reads back', async () => {
    await open('containers');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toMatch(/共 \d+ 条/);
    const total = Number(/\d+/.exec((await page.locator('.ant-pagination-total-text').textContent())!)![0]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const file = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file!) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('容器编号');
    expect(total).toBeGreaterThan(10);
    expect(ws.rowCount - 1).toBe(total);
  });

  it('refuses an import with a bad row, naming row and column, and writes nothing', async () => {
    await open('containers');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toMatch(/共 \d+ 条/);
    const before = await page.locator('.ant-pagination-total-text').textContent();
    await page.getByRole('button', { name: '导入' }).click();
    const csv = '容器编号,所在点位,容器类型,垃圾类别,容积(升),电子标签\r\nE2E-1,朝晖新村收集点,240升桶,厨余垃圾,240,E2000011AA01\r\nE2E-2,朝晖新村收集点,240升桶,火星垃圾,abc,E2000011AA02\r\n';
    await page.locator('.ant-modal input[type="file"]').setInputFiles({ name: 'containers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const preview = page.locator('[data-testid="import-preview"]');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('第3行');
    expect(await preview.textContent()).toContain('垃圾类别');
    await expect.poll(() => page.getByRole('button', { name: '全部导入' }).isDisabled()).toBe(true);
    await page.locator('.ant-modal-close').click();
    await open('containers');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toBe(before);
  });

  it('deletes the vehicle after confirmation', async () => {
    await open('cars');
    await page.locator('form[role="search"]').getByLabel('车牌号', { exact: true }).fill(plate);
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await page.locator('.ant-table-tbody tr.ant-table-row').getByRole('button', { name: '删除' }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }));
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(0);
  });

  it('remembers column settings and density for the user after a reload', async () => {
    await open('cars');
    const headers = () => page.locator('.ant-table-thead th').allTextContents();
    expect(await headers()).toContain('驾驶员');
    await page.getByRole('button', { name: '列设置' }).click();
    const settings = page.locator('[data-testid="column-settings"]');
    await settings.getByRole('checkbox', { name: '驾驶员', exact: true }).uncheck();
    await settings.getByText('紧凑').click();
    await expect.poll(headers).not.toContain('驾驶员');
    await open('cars');
    await expect.poll(() => page.locator('.ant-table-thead th').count()).toBeGreaterThan(3);
    expect(await headers()).not.toContain('驾驶员');
    expect(await page.locator('.ant-table-small').count()).toBe(1);
  });

  it('scrolls a page of more than 200 rows virtually', async () => {
    await open('weighing');
    expect(await page.locator('.ant-table-tbody-virtual').count()).toBe(0);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '500' }).click();
    await page.locator('.ant-table-tbody-virtual').waitFor({ timeout: 15_000 });
    // Only the rows in view are in the document, not all 500.
    expect(await page.locator('.ant-table-row').count()).toBeLessThan(100);
  });

  it('holds the list page and the board to WCAG AA: no serious axe violation, colour contrast included', async () => {
    await open('cars');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await open('kanban');
    await page.locator('canvas').first().waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('draws the platform board with data', async () => {
    await open('platform');
    await page.locator('[data-testid="panel-trend"] canvas').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="panel-garbage"] canvas').waitFor();
    const today = await page.locator('[data-testid="panel-today"]').textContent();
    expect(today).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(errors).toEqual([]);
  });

  it('shows data in chart tooltips as text, never as markup', async () => {
    // Rename the busiest facility to markup, then hover its series on the board.
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };
    const top = (await (await fetch(`${server.url}/cloud/ljszy/platform/facGarList`, { method: 'POST', headers })).json()) as { data: { facilityName: string }[] };
    const list = (await (await fetch(`${server.url}/cloud/ljszy/facilityInfo/pageList`, { method: 'POST', headers, body: new URLSearchParams({ facilityName: top.data[0]!.facilityName }) })).json()) as { data: { records: { id: number }[] } };
    const evil = '<img src=x onerror="window.__xss=1">';
    const renamed = (await (await fetch(`${server.url}/cloud/ljszy/facilityInfo/update`, { method: 'POST', headers, body: new URLSearchParams({ id: String(list.data.records[0]!.id), facilityName: evil }) })).json()) as { result: number };
    expect(renamed.result).toBe(0);
    await open('platform');
    const chart = page.locator('[data-testid="panel-byFacility-day"]');
    await chart.locator('canvas').waitFor({ timeout: 20_000 });
    const box = (await chart.boundingBox())!;
    for (const x of [0.3, 0.5, 0.7]) await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.6);
    const tooltip = chart.locator('.kit-chart-tooltip');
    await expect.poll(async () => (await tooltip.count()) > 0 && (await tooltip.first().innerText()).includes('<img src=x')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
