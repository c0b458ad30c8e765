// A module page opened alone in a fresh browser with only a token (README step 5): it asks the server
// who it is and works; a refused token says so and offers the sign-in; a call the user has no right to
// shows the server's message, not a generic error. Chromium against the real server and modules.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/server';
import { browserSuite, slow } from './support';

const suite = browserSuite();
const freshPage = (): Promise<Page> => suite.newPage();


describe('a module page alone with only a token', () => {
  it('asks the server who it is, lists the tenant’s cases in the shell’s saved language and hides the token from the address', slow, async () => {
    const { token } = await signIn(suite.server.url, 'admin', 'Admin@2026');
    const page = await freshPage();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/cloud/wtsb/') && calls.push(r.postData() ?? r.url()));
    await page.goto(`${suite.server.url}/modules/wtsb/#/cases?token=${token}`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByText('请求错误').count()).toBe(0);
    expect(page.url()).not.toContain(token);
    expect(calls.some((c) => c.includes('tenantId=&') || c.includes('"tenantId":""'))).toBe(false);
    expect(await page.getByRole('button', { name: /查\s*询/ }).count()).toBeGreaterThan(0);
    // In the language the user last chose in the shell of this origin.
    await page.evaluate(() => localStorage.setItem('urbanops.locale', 'en-US'));
    await page.goto('about:blank');
    await page.goto(`${suite.server.url}/modules/wtsb/#/cases?token=${token}`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: 'Search' }).first().waitFor();
    await page.context().close();
  });

  it('says the login timed out and offers the sign-in when the server refuses the token', slow, async () => {
    const page = await freshPage();
    await page.goto(`${suite.server.url}/modules/wtsb/#/cases?token=${'f'.repeat(40)}`);
    await page.getByText('登录超时，请重新登录').waitFor();
    await page.getByRole('link', { name: '重新登录' }).click();
    await page.getByLabel('用户名').waitFor();
    await page.context().close();
  });

  it('shows the server’s own message for a page the user has no right to', slow, async () => {
    const { token } = await signIn(suite.server.url, 'admin2', 'Admin@2026');
    const page = await freshPage();
    let said = '';
    page.on('response', async (r) => {
      if (r.url().includes('/cloud/wtsb/') && r.status() === 403) said = ((await r.json()) as { msg: string }).msg;
    });
    await page.goto(`${suite.server.url}/modules/wtsb/#/cases?token=${token}&tenantId=1`);
    await page.getByText('数据加载失败').waitFor();
    expect(said).not.toBe('');
    await page.getByText(said).first().waitFor();
    expect(await page.getByText('请求错误，请检查或刷新重试').count()).toBe(0);
    await page.context().close();
  });
});
