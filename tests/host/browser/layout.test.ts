import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enterLayout, expectNoSeriousViolations, newPage, startHarness, tabFrame, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const tab = (page: Page, key: string) => page.locator(`.uo-tabbar [data-node-key="${key}"]`);
const tabKeys = (page: Page) => page.locator('.uo-tabbar [data-node-key]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.nodeKey));

async function openFromMenu(page: Page, group: string, item: string) {
  const entry = page.locator('.uo-side').getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.locator('.uo-side').getByRole('menuitem', { name: group }).click();
  await entry.click();
}

describe('the layout', () => {
  it('bootstraps the session, shows header, menu and the welcome tab with its context, accessibly', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    expect(await page.title()).toBe('菜单');
    await tabFrame(page, 'welcome.home').getByTestId('welcome').waitFor();
    expect(await tabFrame(page, 'welcome.home').getByTestId('user-name').textContent()).not.toBe('—');
    await page.getByTestId('weather').waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
  });

  it('searches the menu (trimmed, results with their parent path) and opens a result', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const search = page.getByRole('searchbox', { name: '搜索菜单' }).or(page.getByLabel('搜索菜单'));
    await search.first().fill('  档案 ');
    const result = page.locator('.uo-menu-search-results button', { hasText: '车辆档案' });
    await result.waitFor();
    expect(await result.locator('.uo-menu-search-path').textContent()).toContain('车辆管理');
    await expectNoSeriousViolations(page);
    await result.click();
    await tab(page, 'welcome.cars').waitFor();
    await search.first().fill('   ');
    expect(await page.locator('.uo-menu-search-results').count()).toBe(0);
    await context.close();
  });

  it('quick jump opens a page by fuzzy name from the keyboard and remembers it as recently visited', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: /输入页面名称/ });
    await input.fill('运日');
    await page.getByRole('option', { name: /运营日报/ }).waitFor();
    await page.keyboard.press('Enter');
    await tab(page, 'welcome.daily').waitFor();
    expect(await tab(page, 'welcome.daily').getAttribute('class')).toContain('active');
    await page.keyboard.press('Control+k');
    await page.getByRole('group', { name: '最近访问' }).getByRole('option', { name: /运营日报/ }).waitFor();
    await page.keyboard.press('Control+d');
    await page.getByRole('group', { name: '我的订阅' }).getByRole('option', { name: /运营日报/ }).waitFor();
    await page.getByTestId('subscribe-welcome.daily').first().click();
    await page.getByRole('group', { name: '我的订阅' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Control+d');
    await page.getByRole('group', { name: '我的订阅' }).getByRole('option', { name: /运营日报/ }).waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('opens the menuId of the address as the first tab with its parents expanded', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.goto(`${h.url}/#/layout?menuId=welcome.report`);
    await page.reload();
    await tab(page, 'welcome.report').waitFor();
    expect((await tabKeys(page))[0]).toBe('welcome.report');
    await page.locator('.uo-side').getByRole('menuitem', { name: '作业报表' }).waitFor();
    expect(page.url()).not.toContain('menuId');
    await context.close();
  });

  it('keeps a hidden tab alive: switching back finds the typed text still there', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await tabFrame(page, 'welcome.home').getByTestId('note').fill('未保存的备注');
    await openFromMenu(page, '车辆管理', '车辆档案');
    await tabFrame(page, 'welcome.cars').getByTestId('welcome').waitFor();
    await tab(page, 'welcome.home').click();
    expect(await tabFrame(page, 'welcome.home').getByTestId('note').inputValue()).toBe('未保存的备注');
    await context.close();
  });

  it('restores open tabs after a reload, loading a restored tab only when it is shown', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await openFromMenu(page, '车辆管理', '车辆档案');
    await openFromMenu(page, '运营管理', '运营日报');
    await tab(page, 'welcome.cars').click();
    await page.reload();
    await tab(page, 'welcome.daily').waitFor();
    expect(await tabKeys(page)).toEqual(['welcome.home', 'welcome.cars', 'welcome.daily']);
    expect(await page.locator('.uo-frame').count()).toBe(1);
    await tabFrame(page, 'welcome.cars').getByTestId('welcome').waitFor();
    await tab(page, 'welcome.daily').click();
    expect(await page.locator('.uo-frame').count()).toBe(2);
    await context.close();
  });

  it('closes others, to the left, to the right and all from the tab context menu; pinned tabs stay', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    for (const [g, i] of [['车辆管理', '车辆档案'], ['车辆管理', '油耗统计'], ['运营管理', '运营日报'], ['运营管理', '作业报表']]) await openFromMenu(page, g!, i!);
    const menu = async (key: string, action: string) => {
      await tab(page, key).click({ button: 'right' });
      await page.getByRole('menuitem', { name: action, exact: true }).click();
    };
    await menu('welcome.fuel', '关闭左侧');
    expect(await tabKeys(page)).toEqual(['welcome.fuel', 'welcome.daily', 'welcome.report']);
    await menu('welcome.fuel', '固定');
    await menu('welcome.daily', '关闭右侧');
    expect(await tabKeys(page)).toEqual(['welcome.fuel', 'welcome.daily']);
    await openFromMenu(page, '车辆管理', '车辆档案');
    await menu('welcome.daily', '刷新');
    await tabFrame(page, 'welcome.daily').getByText('已刷新 1 次').waitFor({ state: 'attached' });
    await menu('welcome.daily', '关闭其他');
    expect(await tabKeys(page)).toEqual(['welcome.fuel', 'welcome.daily']);
    await menu('welcome.daily', '关闭全部');
    expect(await tabKeys(page)).toEqual(['welcome.fuel']);
    await context.close();
  });

  it('closes a tab on middle click and reorders tabs by dragging', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await openFromMenu(page, '车辆管理', '车辆档案');
    await openFromMenu(page, '车辆管理', '油耗统计');
    const from = await tab(page, 'welcome.fuel').boundingBox();
    const to = await tab(page, 'welcome.home').boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from!.x + ((to!.x - from!.x) * i) / 10, from!.y + from!.height / 2);
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('.uo-tabbar [data-node-key]')?.getAttribute('data-node-key') === 'welcome.fuel');
    await tab(page, 'welcome.cars').click({ button: 'middle' });
    await page.waitForFunction(() => !document.querySelector('.uo-tabbar [data-node-key="welcome.cars"]'));
    expect(await tabKeys(page)).toEqual(['welcome.fuel', 'welcome.home']);
    await context.close();
  });

  it('asks before closing a tab whose module holds unsaved input', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await openFromMenu(page, '车辆管理', '车辆档案');
    await tabFrame(page, 'welcome.cars').getByTestId('note').fill('草稿');
    await tab(page, 'welcome.cars').locator('.ant-tabs-tab-remove').click();
    await page.getByText('“车辆档案”有未保存的内容，确定关闭吗？').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    expect(await tabKeys(page)).toContain('welcome.cars');
    await tab(page, 'welcome.cars').locator('.ant-tabs-tab-remove').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForFunction(() => !document.querySelector('.uo-tabbar [data-node-key="welcome.cars"]'));
    await tab(page, 'welcome.home').getByRole('tab').focus();
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => !document.querySelector('.uo-tabbar [data-node-key="welcome.home"]'));
    await context.close();
  });

  it('opens a tab from the plain openTab message', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.evaluate(() => window.postMessage({ type: 'openTab', uri: '/modules/welcome/?n=2', title: '消息页面' }, location.origin));
    await page.locator('.uo-tabbar').getByText('消息页面').waitFor();
    await context.close();
  });

  it("dims the header, menu and tab bar while the module's modal is open", async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const frame = tabFrame(page, 'welcome.home');
    await frame.getByTestId('welcome').waitFor();
    await frame.getByRole('button').first().click();
    await page.locator('.uo-layout.uo-overlay').waitFor();
    await frame.getByTestId('modal').getByRole('button').click();
    await page.locator('.uo-layout.uo-overlay').waitFor({ state: 'detached' });
    await context.close();
  });

  it('switches the language to English and back, for the shell and its modules', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Full window' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await tabFrame(page, 'welcome.home').getByText('Welcome to the MES platform for urban public services').waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '全屏' }).waitFor();
    await context.close();
  });

  it('turns multi-tab mode off: one content pane, the menu replaces it; the choice is remembered', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await openFromMenu(page, '车辆管理', '车辆档案');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '关闭多页签' }).click();
    await page.locator('.uo-tabbar').waitFor({ state: 'detached' });
    expect(await page.locator('.uo-frame').count()).toBe(1);
    await openFromMenu(page, '运营管理', '运营日报');
    await page.locator('.uo-frame[data-tab-key="welcome.daily"]').waitFor();
    expect(await page.locator('.uo-frame').count()).toBe(1);
    await page.reload();
    await page.locator('.uo-frame[data-tab-key="welcome.home"]').waitFor();
    expect(await page.locator('.uo-tabbar').count()).toBe(0);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '开启多页签' }).click();
    await page.locator('.uo-tabbar').waitFor();
    await context.close();
  });

  it("changes the user's photo from the header", async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('user-menu').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: '更换头像' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('头像已更换').waitFor();
    await page.reload();
    await page.locator('.uo-header-user img[src*="/file/photo/"]').waitFor();
    await context.close();
  });

  it('collapses and expands the side menu', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.locator('.ant-layout-sider-collapsed').waitFor();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await page.locator('.ant-layout-sider-collapsed').waitFor({ state: 'detached' });
    await context.close();
  });

  it('works the side menu from the keyboard', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const item = page.locator('.uo-side').getByRole('menuitem', { name: '车辆档案' });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    await tab(page, 'welcome.cars').waitFor();
    await context.close();
  });

  it('shows an error with a retry in a tab whose module page does not load', async () => {
    const { context, page } = await newPage(h);
    await page.clock.install();
    await enterLayout(page, h.url);
    await page.route(/\/modules\/welcome\/\?broken=1/, (route) => route.abort());
    await page.evaluate(() => window.postMessage({ type: 'openTab', uri: '/modules/welcome/?broken=1', title: '坏页面' }, location.origin));
    await page.locator('.uo-tabbar').getByText('坏页面').waitFor();
    await page.clock.fastForward(16_000);
    const pane = page.locator('.uo-frame[data-phase="error"]');
    await pane.getByText('页面连接失败').waitFor();
    await page.unroute(/\/modules\/welcome\/\?broken=1/);
    await pane.getByRole('button', { name: '重试' }).click();
    await page.locator('.uo-frame:not([hidden]) iframe').contentFrame().getByTestId('welcome').waitFor();
    await context.close();
  });

  it('opens a module in a new window, from its menu and from a module request', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const popup = context.waitForEvent('page');
    await openFromMenu(page, '车辆管理', '轨迹回放');
    const win = await popup;
    await win.waitForLoadState();
    expect(win.url()).toContain('/modules/welcome/');
    expect(win.url()).toContain('menuId=welcome.gps');
    await win.getByTestId('welcome').waitFor();
    expect(await tabKeys(page)).not.toContain('welcome.gps');
    const second = context.waitForEvent('page');
    await page.evaluate(() => window.postMessage({ type: 'openTab', uri: '/modules/welcome/?w=1', title: '新窗口', mode: 'window' }, location.origin));
    expect((await second).url()).toContain('w=1');
    await context.close();
  });

  it('toggles the full window, hiding the header and menu, and Escape leaves it', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.getByRole('button', { name: '全屏' }).click();
    await page.locator('.uo-header').waitFor({ state: 'detached' });
    expect(await page.locator('.uo-sider').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator('.uo-header').waitFor();
    await context.close();
  });

  it("counts down 3, 2, 1 when the login expires, rejects a second trigger, then returns to login", async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await tabFrame(page, 'welcome.home').getByTestId('welcome').waitFor();
    const frame = page.frames().find((f) => f.url().includes('/modules/welcome/'));
    await frame!.evaluate(() => window.parent.postMessage({ type: 'tokenInvalid' }, location.origin));
    await page.getByText('登录信息已过期，3秒后将跳转到登录页面...').waitFor();
    await frame!.evaluate(() => window.parent.postMessage({ type: 'tokenInvalid' }, location.origin));
    await page.getByText('流程已在进行中').waitFor();
    await page.getByText('登录信息已过期，2秒后将跳转到登录页面...').waitFor();
    await page.getByText('登录信息已过期，1秒后将跳转到登录页面...').waitFor();
    await page.waitForURL((u) => u.hash === '#/');
    await page.getByLabel('用户名').waitFor();
    await context.close();
  });

  it('starts the countdown when a shell call answers 401', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await fetch(`${h.url}/cas/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.getByLabel('搜索菜单').first().fill('档案');
    await page.getByText(/登录信息已过期，\d秒后将跳转到登录页面/).waitFor();
    await context.close();
  });

  it('logs out: back to login with its message, remember-me cleared', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.evaluate(() => localStorage.setItem('urbanops.rememberMe', JSON.stringify({ username: 'ops', rememberMe: true, autoLogin: false })));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('已退出登录，请重新登录').waitFor();
    expect(page.url()).toMatch(/#\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('urbanops.rememberMe'), localStorage.getItem('systemInfo')])).toEqual([null, null]);
    await context.close();
  });
});
