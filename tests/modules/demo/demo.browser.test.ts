// The demo module end to end in Chromium, on the built page and the real server, alone in a window
// with a real token: the seeded students with their photos, a new student created from the kit's
// form (the rule's message first, then a grade chosen from grade/list and a photo uploaded to the
// file service), found by the filters, shown in the detail view, edited, exported and deleted; and
// the module in its system's menu in the shell.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { activeFrame, openShell } from '../../support/shell';

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
let tenantId: string;
let userId: string;
const errors: string[] = [];
const number = `S9${String(Date.now()).slice(-5)}`;

beforeAll(async () => {
  server = await startServer({ modules: ['welcome', 'demo'] });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  ({ token } = s);
  ({ tenantId, userId } = s.data);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open() {
  await page.goto('about:blank');
  await page.goto(`${server.url}/modules/demo/?access_token=${token}&tenantId=${tenantId}&userId=${userId}&name=${encodeURIComponent('管理员')}#/students`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 20_000 });
}

async function pick(label: string, option: string) {
  await page.locator('.ant-drawer-section').getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

async function search(studentNo: string) {
  await page.locator('form[role="search"]').getByLabel('学号', { exact: true }).fill(studentNo);
  await page.getByRole('button', { name: '查询' }).click();
}

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');

describe('the demo module in Chromium', () => {
  it('lists the seeded students with their grade names and photo thumbnails', async () => {
    await open();
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toBe('共 12 条');
    // Sorted by student number: the sixth grade first; 张浩然 (second grade) was seeded with a photo.
    await expect.poll(() => rows().first().textContent()).toContain('六年级');
    const withPhoto = rows().filter({ hasText: '张浩然' });
    await expect.poll(() => withPhoto.textContent()).toContain('二年级');
    const thumb = withPhoto.locator('img.kit-file-thumb');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  });

  it('creates a student: the rule is checked in the form, the grade comes from grade/list, the photo goes to the file service', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('学号', { exact: true }).fill('2024');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').allTextContents()).toContain('学号应为 S 加 6 位数字，如 S202401');
    await drawer.getByLabel('学号', { exact: true }).fill(number);
    await drawer.getByLabel('姓名', { exact: true }).fill('林晓雨');
    await pick('性别', '女');
    await pick('年级', '三年级');
    await drawer.getByLabel('出生日期', { exact: true }).fill('2016-04-01');
    await drawer.getByLabel('出生日期', { exact: true }).press('Enter');
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 24, height: 24 } });
    await drawer.locator('input[type=file]').setInputFiles({ name: '林晓雨.png', mimeType: 'image/png', buffer: photo });
    await drawer.locator('.ant-upload-list-item-done img').waitFor({ timeout: 15_000 });
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await search(number);
    await expect.poll(() => rows().count()).toBe(1);
    // The grade's name comes from grade/list once its options load (the id shows until then).
    for (const part of [number, '林晓雨', '女', '三年级', '2016-04-01']) await expect.poll(() => rows().first().textContent()).toContain(part);
    await expect.poll(() => rows().first().locator('img.kit-file-thumb').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  });

  it('shows the student in the detail view, photo included', async () => {
    await rows().first().getByRole('button', { name: '详情' }).click();
    const detail = page.locator('.ant-drawer-section');
    await expect.poll(() => detail.textContent()).toContain('林晓雨');
    const thumb = detail.locator('img.kit-file-thumb');
    expect(await thumb.getAttribute('alt')).toBe('林晓雨.png');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
    await detail.locator('.ant-drawer-close').click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('edits the student in the drawer', async () => {
    await rows().first().getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ has: page.getByRole('button', { name: '保存' }) });
    await drawer.getByLabel('备注', { exact: true }).fill('新转入');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await rows().first().getByRole('button', { name: '详情' }).click();
    const detail = page.locator('.ant-drawer-section:visible');
    await expect.poll(() => detail.textContent()).toContain('新转入');
    await detail.locator('.ant-drawer-close').click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('exports what the filter matches to an .xlsx that reads back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await (await download).path())!) as unknown as ArrayBuffer);
    const sheet: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)));
    expect(sheet[0]).toEqual(expect.arrayContaining(['学号', '姓名', '性别', '年级']));
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toEqual(expect.arrayContaining([number, '林晓雨', '女', '三年级']));
  });

  it('deletes the student after confirmation', async () => {
    await rows().first().getByRole('button', { name: '删除' }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }));
    await expect.poll(() => rows().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens from the menu of 综合管理 in a shell tab', async () => {
    const shell = await openShell(browser, server.url, '综合管理');
    await shell.page.getByRole('menuitem', { name: /学生管理/ }).click();
    const frame = activeFrame(shell.page);
    await expect.poll(() => frame.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await frame.locator('.ant-table-tbody').textContent()).toContain('徐天佑');
    await shell.close();
  });
});
