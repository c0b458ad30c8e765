/**
 * The browsable reference of the calls (/docs/api/, server/http/routes/openapi.ts) as an
 * administrator reaches it: the shell's user menu opens it, it loads with no request leaving the
 * server (no CDN: any other host is refused and counted), lists a module's call from the generated
 * document, and "Try it out" answers with the signed-in session's token. Only administrators see the
 * entry (holders of sys:param:manage, host/pages/layout/Header.tsx): the read-only user, who holds
 * 综合管理 but no function, and ops, who holds neither, do not.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { openShell } from '../support/shell';
import { demoAccounts } from '../../server/db/seed';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the API reference', () => {
  it('opens from the administrator’s user menu offline, shows a module’s call, and tries a call as the signed-in user', async () => {
    const { page, close } = await openShell(browser, server.url, '综合管理');
    const outside: string[] = [];
    await page.context().route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
    await page.getByTestId('user-menu').click();
    const [reference] = await Promise.all([page.context().waitForEvent('page', { timeout: 60_000 }), page.getByRole('menuitem', { name: 'API 参考（集成接口）' }).click()]);
    await reference.waitForLoadState();
    expect(new URL(reference.url()).pathname).toBe('/docs/api/');
    await reference.getByText('UrbanOps API', { exact: false }).first().waitFor({ timeout: 120_000 });

    // A module's call, from the generated document (its tag opened through the reference's filter).
    const openTag = async (tag: string) => {
      await reference.locator('.operation-filter-input').fill(tag);
      const heading = reference.locator(`.opblock-tag[data-tag="${tag}"]`);
      await expect.poll(async () => {
        if ((await heading.getAttribute('data-is-open', { timeout: 5_000 }).catch(() => null)) === 'false') await heading.click();
        return heading.getAttribute('data-is-open', { timeout: 5_000 }).catch(() => null);
      }, { timeout: 60_000 }).toBe('true');
    };
    await openTag('clgl');
    const moduleCall = reference.locator('.opblock', { has: reference.locator('[data-path^="/cloud/clgl/"]') }).filter({ hasText: '分页查询' }).first();
    await moduleCall.waitFor({ timeout: 60_000 });

    // Try it out: a platform read answered for the signed-in user (the shell's token, no sign-in here).
    await openTag('platform: management');
    const op = reference.locator('.opblock-get', { has: reference.locator('[data-path="/cloud/management/util/logininfo.sa"]') }).first();
    await op.locator('.opblock-summary').click();
    await op.getByRole('button', { name: 'Try it out' }).click();
    await op.getByRole('button', { name: 'Execute' }).click();
    await expect.poll(async () => (await op.locator('.responses-inner').innerText().catch(() => '')), { timeout: 60_000 }).toContain('"userName": "admin"');
    expect(outside).toEqual([]);
    await close();
  }, 300_000);

  it('is not in the user menu of a user without the platform function, even one who holds 综合管理', async () => {
    const viewer = demoAccounts.find((a) => a.username === 'viewer')!;
    const { page, close } = await openShell(browser, server.url, '综合管理', viewer);
    // The shell asks the server again on a reload: the answer is awaited before the menu is read.
    const answer = page.waitForResponse((r) => r.url().includes('/user/hasFunctions'), { timeout: 60_000 });
    await page.reload();
    expect(((await (await answer).json()) as { data: Record<string, boolean> }).data).toEqual({ 'sys:param:manage': false });
    await page.getByTestId('layout').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'API 参考（集成接口）' }).count()).toBe(0);
    await close();

    // ops enters 环卫运营 straight away (one system): no 综合管理, no entry.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const ops = await context.newPage();
    await ops.goto(`${server.url}/#/`);
    await ops.getByLabel('用户名').fill('ops');
    await ops.getByLabel('密码', { exact: true }).fill('Ops@2026');
    await ops.getByRole('button', { name: '登录', exact: true }).click();
    await ops.getByTestId('layout').waitFor();
    await ops.getByTestId('user-menu').click();
    await ops.getByRole('menuitem', { name: '修改密码' }).waitFor();
    expect(await ops.getByRole('menuitem', { name: 'API 参考（集成接口）' }).count()).toBe(0);
    await context.close();
  }, 300_000);
});
