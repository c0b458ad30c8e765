import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterLayout, newPage, openFromMenu, startHarness, tab, tabFrame, tabKeys, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('the tabs', () => {
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

  it('closes others, to the left, to the right and all from the tab context menu; pinned tabs and the affixed home stay', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    for (const [g, i] of [['车辆管理', '车辆档案'], ['车辆管理', '油耗统计'], ['运营管理', '运营日报'], ['运营管理', '作业报表']]) await openFromMenu(page, g!, i!);
    const menu = async (key: string, action: string) => {
      await tab(page, key).click({ button: 'right' });
      await page.getByRole('menuitem', { name: action, exact: true }).click();
    };
    await menu('welcome.fuel', '关闭左侧');
    await expect.poll(() => tabKeys(page)).toEqual(['welcome.home', 'welcome.fuel', 'welcome.daily', 'welcome.report']);
    await menu('welcome.fuel', '固定');
    await menu('welcome.daily', '关闭右侧');
    await expect.poll(() => tabKeys(page)).toEqual(['welcome.home', 'welcome.fuel', 'welcome.daily']);
    await openFromMenu(page, '车辆管理', '车辆档案');
    await menu('welcome.daily', '刷新');
    await tabFrame(page, 'welcome.daily').getByText('已刷新 1 次').waitFor({ state: 'attached' });
    await menu('welcome.daily', '关闭其他');
    await expect.poll(() => tabKeys(page)).toEqual(['welcome.home', 'welcome.fuel', 'welcome.daily']);
    await menu('welcome.daily', '关闭全部');
    await expect.poll(() => tabKeys(page)).toEqual(['welcome.home', 'welcome.fuel']);
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
    // A click that lands while antd's confirm is still zooming in can be lost on a loaded machine:
    // click again until the confirm has gone (the tab must stay either way).
    const confirmText = page.getByText('“车辆档案”有未保存的内容，确定关闭吗？');
    await vi.waitFor(
      async () => {
        if (await confirmText.count()) await page.getByRole('dialog').getByRole('button', { name: '取消' }).click({ timeout: 2_000 });
        await confirmText.waitFor({ state: 'detached', timeout: 2_000 });
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await tabKeys(page)).toContain('welcome.cars');
    await tab(page, 'welcome.cars').locator('.ant-tabs-tab-remove').click();
    await confirmText.waitFor();
    await vi.waitFor(
      async () => {
        if (await confirmText.count()) await page.getByRole('dialog').getByRole('button', { name: '确定' }).click({ timeout: 2_000 });
        await confirmText.waitFor({ state: 'detached', timeout: 2_000 });
      },
      { timeout: 20_000, interval: 100 },
    );
    await page.waitForFunction(() => !document.querySelector('.uo-tabbar [data-node-key="welcome.cars"]'));
    await openFromMenu(page, '车辆管理', '油耗统计');
    await tab(page, 'welcome.fuel').getByRole('tab').focus();
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => !document.querySelector('.uo-tabbar [data-node-key="welcome.fuel"]'));
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

  it('shows an error with a retry in a tab whose module page does not load', async () => {
    const { context, page } = await newPage(h);
    await page.clock.install();
    await enterLayout(page, h.url);
    await page.route(/\/modules\/welcome\/\?broken=1/, (route) => route.abort());
    await page.evaluate(() => window.postMessage({ type: 'openTab', uri: '/modules/welcome/?broken=1', title: '坏页面' }, location.origin));
    await page.locator('.uo-tabbar').getByText('坏页面').waitFor();
    await page.clock.fastForward(16_000);
    const pane = page.locator('.uo-frame[data-phase="error"][data-tab-key="/modules/welcome/?broken=1"]');
    await pane.getByText('页面连接失败').waitFor();
    await page.unroute(/\/modules\/welcome\/\?broken=1/);
    await pane.getByRole('button', { name: '重试' }).click();
    await tabFrame(page, '/modules/welcome/?broken=1').getByTestId('welcome').waitFor();
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
});
