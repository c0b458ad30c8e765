import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/server';
import { enterLayout, login, newPage, openFromMenu, startHarness, tabFrame, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** What this browser stores of a session (the spec's caches). */
const storedSession = (page: Page) =>
  page.evaluate(() => ({ systemInfo: localStorage.getItem('systemInfo'), accessToken: localStorage.getItem('access_token') }));

const layoutLink = (token: string) => `${h.url}/#/layout?systemCode=hwyy&token=${token}&access_token=${token}`;

describe('a deep link carrying a token', () => {
  it('asks a browser with no session whose account it is, hides the token at once, and signs in only after 继续', async () => {
    const { token } = await signIn(h.url, 'ops', 'Ops@2026');
    const { context, page } = await newPage(h);
    await page.goto(layoutLink(token));
    const ask = page.getByTestId('link-sign-in');
    await ask.waitFor();
    expect(page.url()).not.toContain(token);
    expect(page.url()).not.toContain('token=');
    expect(page.url()).toContain('systemCode=hwyy');
    // Whose token it is, as the server says when asked with it.
    await ask.getByText('ops', { exact: true }).waitFor();
    await ask.getByText('杭州城市环境集团有限公司').waitFor();
    expect(await storedSession(page)).toEqual({ systemInfo: null, accessToken: null });
    await ask.getByRole('button', { name: '继续' }).click();
    await page.getByTestId('layout').waitFor();
    expect((await storedSession(page)).accessToken).toBe(token);
    expect(page.url()).not.toContain('token=');
    await context.close();
  });

  it('drops the token when the user answers 取消: the login page, nothing stored', async () => {
    const { token } = await signIn(h.url, 'ops', 'Ops@2026');
    const { context, page } = await newPage(h);
    await page.goto(layoutLink(token));
    await page.getByTestId('link-sign-in').getByRole('button', { name: '取消' }).click();
    await page.getByLabel('用户名').waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await storedSession(page)).toEqual({ systemInfo: null, accessToken: null });
    await context.close();
  });

  it('keeps the session this browser has and says so, instead of switching to the token’s account', async () => {
    const { token } = await signIn(h.url, 'ops', 'Ops@2026');
    const { context, page } = await newPage(h);
    await login(page, h.url, 'admin', 'Admin@2026');
    const before = await storedSession(page);
    expect(before.accessToken).toBeTruthy();
    await page.goto(layoutLink(token));
    await page.getByText('链接中的登录凭证属于其他会话，已忽略；继续使用当前登录的账号').waitFor();
    await page.getByTestId('layout').waitFor();
    expect(await page.getByTestId('link-sign-in').count()).toBe(0);
    expect(await storedSession(page)).toEqual(before);
    expect(page.url()).not.toContain('token=');
    await context.close();
  });

  it('says the session timed out when the link’s token is refused, storing nothing', async () => {
    const { context, page } = await newPage(h);
    await page.goto(layoutLink('not-a-token'));
    await page.getByText('登录超时，请重新登录').first().waitFor();
    expect(await page.getByTestId('link-sign-in').count()).toBe(0);
    expect(await storedSession(page)).toEqual({ systemInfo: null, accessToken: null });
    await context.close();
  });
});

describe('module frames', () => {
  it('carry no token in their address, and a module in a tab still loads its data over the bridge', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const token = (await storedSession(page)).accessToken!;
    await openFromMenu(page, '车辆管理', '车辆档案');
    const frame = tabFrame(page, 'welcome.cars');
    await frame.getByTestId('welcome').waitFor();
    // The module asked the server who it is, with the token the bridge handed over.
    expect(await frame.getByTestId('welcome').getAttribute('data-mode')).toBe('embedded');
    expect(await frame.getByTestId('server-user').textContent()).toBeTruthy();
    const sources = await page.locator('iframe').evaluateAll((frames) => frames.map((f) => f.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(1);
    for (const src of sources) {
      expect(src).not.toContain(token);
      expect(src).not.toMatch(/[?&](token|access_token)=/);
    }
    // Nor do the tabs kept for a reload.
    expect(await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))).not.toContain(token);
    await context.close();
  });

  it('leave token sign-in to a module page opened alone: it reads ?access_token= and hides it', async () => {
    const { token } = await signIn(h.url, 'ops', 'Ops@2026');
    const { context, page } = await newPage(h);
    await page.goto(`${h.url}/modules/welcome/?access_token=${token}`);
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('server-user').textContent()).toBeTruthy();
    expect(page.url()).not.toContain('token=');
    await context.close();
  });
});
