// The staff module end to end in Chromium, alone in a window with a real token: the records with a
// counted tab per kind; a new person whose labour-service agreement the rule refuses, saved as a labour
// contract; the import of a spreadsheet saved by LibreOffice, previewed and imported; the contract
// reminders by stage; the department count tree.
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn } from '../../support/server';
import { client, fixture, S, type Client, type Fixture, type Page as ListPage } from './support';

let f: Fixture;
let browser: Browser;
let page: Page;
let token: string;
let tenantId: string;
let userId: string;
let api: Client;
const errors: string[] = [];
const button = (name: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${[...name].join('\\s*')}$`) });

beforeAll(async () => {
  f = await fixture();
  const s = await signIn(f.server.url, 'admin', 'Admin@2026');
  token = s.token;
  tenantId = s.data.tenantId;
  userId = s.data.userId;
  api = client(f.server.url, token);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
  page.on('pageerror', (e) => errors.push(e.message));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await f?.server.close();
});

async function open(route: string) {
  await page.goto('about:blank');
  await page.goto(`${f.server.url}/modules/staff/?access_token=${token}&tenantId=${tenantId}&userId=${userId}&name=${encodeURIComponent('管理员')}#/${route}`);
  await page.waitForSelector('.ant-table-tbody', { timeout: 30_000 });
}
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
/** Chooses a tab, again until it shows as chosen (a click while the tabs draw their counts can be lost). */
async function chooseTab(name: string) {
  await expect.poll(async () => {
    if ((await tab(name).getAttribute('aria-selected')) !== 'true') await tab(name).click();
    return tab(name).getAttribute('aria-selected');
  }, { timeout: 20_000 }).toBe('true');
}

async function choose(drawer: ReturnType<Page['locator']>, label: string, option: string) {
  await drawer.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
async function typeDate(drawer: ReturnType<Page['locator']>, label: string, value: string) {
  await drawer.getByLabel(label, { exact: true }).fill(value);
  await drawer.getByLabel(label, { exact: true }).press('Enter');
}

describe('staff in Chromium', () => {
  it('lists the records with a tab per kind, each counted', async () => {
    await open('records');
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const totals = await Promise.all(['yhtStaff', 'commonStaff', 'wxhtStaff'].map(async (k) => (await api.json<ListPage>(S(k, 'loadPage'), { pageSize: 1 })).data.total));
    await expect.poll(() => tab('普通人员').textContent(), { timeout: 20_000 }).toContain(String(totals[1]));
    await expect.poll(() => tab('全部').textContent()).toContain(String(totals.reduce((a, b) => a + b, 0)));
    await chooseTab('普通人员');
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('普通人员');
    expect(await page.locator('.ant-table-thead').textContent()).toContain('用工关系');
  }, 90_000);

  it('refuses a labour-service agreement for a young person with the rule\'s words, and saves the labour contract', async () => {
    await chooseTab('普通人员');
    await button('新增').click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('工号', { exact: true }).fill('HJ8801');
    await drawer.getByLabel('姓名', { exact: true }).fill('浏览器测试');
    await choose(drawer, '性别', '男');
    await typeDate(drawer, '出生日期', '1992-04-18');
    await drawer.getByLabel('所属部门', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '道路保洁二队' }).click();
    await choose(drawer, '岗位', '保洁员');
    await choose(drawer, '用工关系', '劳务协议');
    await typeDate(drawer, '合同开始日期', '2026-01-01');
    await typeDate(drawer, '合同结束日期', '2026-12-31');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.locator('body').textContent(), { timeout: 20_000 }).toContain('劳务协议只适用于已达法定退休年龄的人员：浏览器测试');
    await choose(drawer, '用工关系', '劳动合同');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    const saved = await api.json<ListPage>(S('commonStaff', 'loadPage'), { staffCode: 'HJ8801' });
    expect(saved.data.records[0]).toMatchObject({ staffName: '浏览器测试', relation: 'labour', deptId: 'd105', staffKind: 'common' });
  }, 120_000);

  it('adds a contract scan to the selected person through the area\'s upload', async () => {
    await open('records');
    await chooseTab('普通人员');
    await page.locator('form[role="search"]').getByLabel('工号', { exact: true }).fill('HJ8801');
    await button('查询').click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await rows().first().locator('.ant-checkbox-input').check();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await page.getByTestId('contract-upload').setInputFiles({ name: '劳动合同.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.locator('.ant-message').textContent(), { timeout: 20_000 }).toContain('已为浏览器测试上传合同扫描件：劳动合同.pdf');
    const [person] = (await api.json<ListPage>(S('commonStaff', 'loadPage'), { staffCode: 'HJ8801' })).data.records;
    expect(person!.contractFile).toHaveLength(1);
    expect(person).toMatchObject({ relation: 'labour', staffName: '浏览器测试' });
  }, 120_000);

  it('previews a spreadsheet saved by LibreOffice and imports its valid rows into the kind', async () => {
    await open('records');
    await chooseTab('普通人员');
    const imported = (await api.json<ListPage>(S('commonStaff', 'loadPage'), { pageSize: 1 })).data.total + 3;
    await button('导入').click();
    await page.locator('input[type=file]:not([data-testid=contract-upload])').setInputFiles(join(import.meta.dirname, 'fixtures', 'staff-import.xlsx'));
    await expect.poll(() => page.getByTestId('import-counts').textContent(), { timeout: 20_000 }).toContain('共 6 行，3 行可导入，1 行重复，2 行有误');
    await expect.poll(() => page.getByTestId('import-rows').textContent()).toContain('劳务协议只适用于已达法定退休年龄的人员：测试丁');
    await page.getByRole('button', { name: /仅导入有效的 3 行/ }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(async () => (await api.json<ListPage>(S('commonStaff', 'loadPage'), { staffCode: 'HJ900' })).data.total, { timeout: 20_000 }).toBe(3);
    await expect.poll(() => tab('普通人员').textContent(), { timeout: 20_000 }).toContain(String(imported));
  }, 120_000);

  it('shows the contract reminders by stage, each saying its threshold and the days left', async () => {
    await open('reminders');
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await chooseTab('30天');
    await expect.poll(async () => (await rows().allTextContents()).every((t) => /30天提醒：.*还剩\d+天/.test(t)) && (await rows().count()) > 0, { timeout: 20_000 }).toBe(true);
    await chooseTab('已到期');
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('到期提醒');
  }, 90_000);

  it('counts people per department with the sub-departments', async () => {
    await open('deptCount');
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 30_000 }).toContain('杭州城市环境集团有限公司');
    const tree = (await api.json<ListPage<{ total: number }>>(S('dept', 'countTree'), {})).data.records;
    expect(await rows().first().textContent()).toContain(String(tree[0]!.total));
    await page.locator('.ant-table-row-expand-icon').first().click();
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('环卫运营部');
    expect(errors).toEqual([]);
  }, 90_000);
});
