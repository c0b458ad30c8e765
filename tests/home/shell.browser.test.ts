// The shell's smaller first-hour details in Chromium against the real server and modules: 关闭全部
// keeps the affixed home, system cards enter as a whole and each has its own icon, a module's modal
// dims the shell's header and menu, and the password dialog names fields by their labels.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enterLayout, login, tab, tabFrame, tabKeys } from '../host/browser/harness';
import { browserSuite, slow } from './support';

const suite = browserSuite();
const newPage = (): Promise<Page> => suite.newPage();


describe('the shell in the first hour', () => {
  it('keeps the affixed 首页 tab when all tabs are closed', slow, async () => {
    const page = await newPage();
    await enterLayout(page, suite.server.url);
    await tab(page, 'welcome.home').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /输入页面名称/ }).fill('过磅记录');
    await page.getByRole('option', { name: /过磅记录/ }).waitFor();
    await page.keyboard.press('Enter');
    await tab(page, 'ljszy.weighing').waitFor();
    await page.locator('.uo-tab-actions').click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await tab(page, 'ljszy.weighing').waitFor({ state: 'detached' });
    expect(await tabKeys(page)).toEqual(['welcome.home']);
    await tabFrame(page, 'welcome.home').getByTestId('home').waitFor();
    expect(await page.locator('.uo-frame[data-tab-key="welcome.home"]').isVisible()).toBe(true);
    await page.context().close();
  });

  it('enters a system by a click anywhere on its card, each card with its own icon', slow, async () => {
    const page = await newPage();
    await login(page, suite.server.url, 'admin', 'Admin@2026');
    await page.waitForURL(/#\/navigation/);
    await page.locator('.uo-nav-card .uo-nav-icon').nth(4).waitFor();
    const icons = await page.locator('.uo-nav-card .uo-nav-icon').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.icon));
    expect(icons).toHaveLength(5);
    expect(new Set(icons).size).toBe(5);
    await page.locator('.uo-nav-card[data-code="clgl"] h2').click();
    await page.waitForURL(/systemCode=clgl/);
    await page.getByTestId('layout').waitFor();
    await page.context().close();
  });

  it('dims the shell’s header and menu while a module shows a modal', slow, async () => {
    const page = await newPage();
    await login(page, suite.server.url, 'admin', 'Admin@2026');
    await page.goto(`${suite.server.url}/#/layout?systemCode=csgl`);
    await tabFrame(page, 'welcome.home').getByTestId('figure-openCases').click();
    const cases = tabFrame(page, 'wtsb.cases');
    await cases.getByRole('button', { name: '上报问题' }).click();
    await cases.getByRole('dialog').waitFor();
    await page.locator('.uo-layout.uo-overlay').waitFor();
    await cases.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await page.locator('.uo-layout.uo-overlay').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('names the refused field by its label in the password dialog, never by its raw name', slow, async () => {
    const page = await newPage();
    await enterLayout(page, suite.server.url);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('原密码').fill('Wrong@2026');
    await dialog.getByLabel('新密码', { exact: true }).fill('Newer@2026x');
    await dialog.getByLabel('确认新密码').fill('Newer@2026x');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.locator('.ant-form-item-explain-error').getByText('原密码不正确').waitFor();
    await page.getByText('原密码：原密码不正确').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('oldPassword');
    await page.context().close();
  });
});
