/**
 * The shell as a user reaches it: a fresh browser context, the sign-in form, the system's entry on
 * the system selection page, the layout. Module browser tests use it to check their menu entry
 * opens them in a shell tab.
 *
 * @example
 *   const { page, close } = await openShell(browser, server.url, '综合管理');
 *   await page.getByRole('menuitem', { name: /学生管理/ }).click();
 */
import type { Browser, Page } from 'playwright-core';

export async function openShell(browser: Browser, url: string, system: string, user = { username: 'admin', password: 'Admin@2026' }): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: `进入 ${system}` }).click();
  await page.getByTestId('layout').waitFor();
  return { page, close: () => context.close() };
}

/** The module frame of the shell's active tab. */
export const activeFrame = (page: Page) => page.frameLocator('.uo-frame:not([hidden]) iframe');
