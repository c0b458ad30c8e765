import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterLayout, expectNoSeriousViolations, login, newPage, startHarness, tab, tabFrame, tabKeys, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

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
    const sent = page.waitForRequest((r) => r.url().endsWith('/menu/search'));
    await search.first().fill('  档案 ');
    const payload = new URLSearchParams((await sent).postData() ?? '');
    expect(payload.get('keyword')).toBe('档案');
    expect(payload.get('systemCode')).toMatch(/^\w+$/);
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

  it('switches the system when the address’s systemCode is changed, without a reload, and keeps the address on the system shown', async () => {
    const { context, page } = await newPage(h);
    await login(page, h.url, 'admin', 'Admin@2026');
    await page.locator('.uo-nav-card').nth(2).waitFor();
    const systems = await page.locator('.uo-nav-card').evaluateAll((cards) => cards.map((c) => ({ code: (c as HTMLElement).dataset.code!, name: c.querySelector('h2')!.textContent! })));
    const [first, second, third] = systems as [(typeof systems)[0], (typeof systems)[0], (typeof systems)[0]];
    await page.locator(`.uo-nav-card[data-code="${second.code}"] h2`).click();
    await page.getByTestId('layout').waitFor();
    const title = page.locator('.uo-header-title');
    await expect.poll(() => title.textContent()).toBe(second.name);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Typed in the address bar: the hash changes, the page stays, the system and its menu switch.
    const menu = page.waitForRequest((r) => r.url().includes('getMenuJson') && r.url().includes(`systemCode=${third.code}`));
    await page.evaluate((code) => (location.hash = `#/layout?systemCode=${code}`), third.code);
    await menu;
    await expect.poll(() => title.textContent()).toBe(third.name);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A code the user does not hold: the shell shows its first system, and the address says so.
    await page.evaluate(() => (location.hash = '#/layout?systemCode=nosuch'));
    await expect.poll(() => title.textContent()).toBe(first.name);
    await expect.poll(() => page.url()).toContain(`systemCode=${first.code}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
