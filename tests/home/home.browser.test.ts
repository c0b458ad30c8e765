// 首页 in Chromium against the real server and the real modules: the figures of the day read from the
// modules' own calls and open the page behind them; the user's subscribed and recent pages come from
// the shell over the bridge; Ctrl+K pressed inside a tab's frame opens the shell's quick jump.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enterLayout, login, tab, tabFrame } from '../host/browser/harness';
import { call } from '../server/helpers';
import { signIn } from '../support/server';
import { browserSuite, slow } from './support';

const suite = browserSuite();
const newPage = (): Promise<Page> => suite.newPage();

const home = (page: Page) => tabFrame(page, 'welcome.home');

describe('首页', () => {
  it('shows the system’s figures of the day from the modules’ calls, each opening the page behind it', slow, async () => {
    const page = await newPage();
    await enterLayout(page, suite.server.url);
    await home(page).getByTestId('home').waitFor();
    expect(await home(page).getByText('欢迎使用').count()).toBe(0);
    const weight = home(page).getByTestId('figure-netWeight');
    await weight.locator('.ant-statistic-content-value').waitFor();
    await expect.poll(() => weight.locator('.ant-statistic-content').textContent()).toMatch(/^[\d,.]+\s*吨$/);
    expect(await home(page).getByTestId('figure-trips').locator('.ant-statistic-content').textContent()).toMatch(/^[\d,]+$/);
    await weight.click();
    await tab(page, 'ljszy.weighing').waitFor();
    expect(await tab(page, 'ljszy.weighing').getAttribute('class')).toContain('active');
    await page.context().close();
  });

  it('shows the user’s latest notices, unread ones marked; opening one shows its text and marks it read', slow, async () => {
    const { token } = await signIn(suite.server.url, 'ops', 'Ops@2026');
    type Notices = { records: { id: string; title: string; content: string; read: boolean }[]; unread: number };
    const notices = async () => (await call(suite.server.url, '/cloud/app/subscribeManage/loadPushRecordPage', { token, json: { pageNo: 1, pageSize: 5 } })).body.data as Notices;
    const before = await notices();
    const unread = before.records.find((n) => !n.read && n.content);
    expect(unread).toBeDefined();
    const page = await newPage();
    await enterLayout(page, suite.server.url);
    const list = home(page).getByTestId('notices');
    await list.getByText(unread!.title).waitFor();
    expect(await list.locator('[data-notice-id]').evaluateAll((items) => items.map((i) => i.getAttribute('data-notice-id')))).toEqual(before.records.map((n) => n.id));
    const item = list.locator(`[data-notice-id="${unread!.id}"]`);
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByText(unread!.title).click();
    await item.getByText(unread!.content).waitFor();
    expect(await item.getAttribute('data-read')).toBe('true');
    await expect.poll(async () => (await notices()).unread).toBe(before.unread - 1);
    await page.context().close();
  });

  it('lists the pages the user visited and subscribed to, and opens them', slow, async () => {
    const page = await newPage();
    await enterLayout(page, suite.server.url);
    await home(page).getByTestId('home').waitFor();
    // The home itself is no page to go to from the home.
    await expect.poll(() => home(page).getByTestId('recent').textContent()).toContain('还没有访问过的页面');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /输入页面名称/ }).fill('过磅记录');
    await page.getByRole('option', { name: /过磅记录/ }).waitFor();
    await page.keyboard.press('Control+d');
    await page.keyboard.press('Enter');
    await tab(page, 'ljszy.weighing').waitFor();
    await tab(page, 'welcome.home').click();
    await page.locator('.uo-frame[data-tab-key="welcome.home"] iframe').hover();
    await home(page).getByTestId('recent').getByText('过磅记录').waitFor();
    await home(page).getByTestId('subscribed').getByText('过磅记录').waitFor();
    await page.locator('.uo-tabbar [data-node-key="ljszy.weighing"] .ant-tabs-tab-remove').click();
    await tab(page, 'ljszy.weighing').waitFor({ state: 'detached' });
    await home(page).getByTestId('subscribed').getByText('过磅记录').click();
    await tab(page, 'ljszy.weighing').waitFor();
    await page.context().close();
  });

  it('shows open cases in 城市管理 and expiry reminders in 车辆管理, read from their modules', slow, async () => {
    const page = await newPage();
    await login(page, suite.server.url, 'admin', 'Admin@2026');
    await page.goto(`${suite.server.url}/#/layout?systemCode=csgl`);
    const open = home(page).getByTestId('figure-openCases');
    await expect.poll(() => open.locator('.ant-statistic-content').textContent()).toMatch(/^[\d,]+$/);
    await page.goto(`${suite.server.url}/#/layout?systemCode=clgl`);
    await page.reload();
    const expiring = home(page).getByTestId('figure-expiring');
    await expect.poll(() => expiring.locator('.ant-statistic-content').textContent()).toMatch(/^[\d,]+$/);
    await expiring.click();
    await tab(page, 'clgl.expirationReminder').waitFor();
    await page.context().close();
  });
});

describe('首页 of 综合管理', () => {
  it('shows its figures of the day (data monitor runs, stock warnings, assets, facility equipment), not 本系统没有当日数据', slow, async () => {
    const page = await newPage();
    await login(page, suite.server.url, 'admin', 'Admin@2026');
    await page.goto(`${suite.server.url}/#/layout?systemCode=zhgl`);
    await page.reload();
    const assets = home(page).getByTestId('figure-assets');
    await expect.poll(() => assets.locator('.ant-statistic-content').textContent(), { timeout: 20_000 }).toMatch(/^[1-9][\d,]*$/);
    for (const key of ['monitorRuns', 'stockWarnings', 'equipment']) expect(await home(page).getByTestId(`figure-${key}`).locator('.ant-statistic-content').textContent()).toMatch(/^[\d,]+$/);
    expect(await home(page).getByTestId('figures').innerText()).not.toContain('本系统没有当日数据');
    await assets.click();
    await tab(page, 'zcgl.assets').waitFor();
    await page.context().close();
  });
});

describe('shell shortcuts inside a tab', () => {
  it('opens quick jump on Ctrl+K pressed while the focus is inside a module’s frame', slow, async () => {
    const page = await newPage();
    await enterLayout(page, suite.server.url);
    await home(page).getByTestId('home').click();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /输入页面名称/ }).waitFor();
    await page.context().close();
  });

  it('finds pages of the user’s other systems in quick jump, as the side menu’s search does, and opens them there', slow, async () => {
    const page = await newPage();
    await login(page, suite.server.url, 'admin', 'Admin@2026');
    await page.goto(`${suite.server.url}/#/layout?systemCode=hwyy`);
    await home(page).getByTestId('home').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /输入页面名称/ }).fill('问题列表');
    const option = page.getByRole('option', { name: /问题列表.*城市管理/ });
    await option.waitFor();
    await option.click();
    await tab(page, 'wtsb.cases').waitFor();
    await page.locator('.uo-side').getByText('问题上报与派遣').first().waitFor();
    await page.context().close();
  });
});
