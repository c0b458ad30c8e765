import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/server';
import { enterLayout, expectNoSeriousViolations, login, newPage, startHarness, submitLogin, tabFrame, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('system selection', () => {
  it('shows the systems as cards in classic blue by default, accessibly, and enters the chosen one', async () => {
    const { context, page } = await newPage(h);
    await login(page, h.url, 'admin', 'Admin@2026');
    const cards = page.locator('.uo-nav-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    const root = page.locator('.uo-nav');
    expect(await root.getAttribute('data-theme')).toBe('ClassicBlue');
    expect(await root.getAttribute('data-images')).toBe('ClassicBlueImages');
    await expectNoSeriousViolations(page);
    const name = (await cards.nth(1).locator('h2').textContent()) ?? '';
    await cards.nth(1).getByRole('button').click();
    await page.getByTestId('layout').waitFor();
    expect(await page.locator('.uo-header-title').textContent()).toBe(name);
    await context.close();
  });

  it("switches themes and remembers them; TechBlue uses the 'images' and 'icon' folders", async () => {
    const { context, page } = await newPage(h);
    await login(page, h.url, 'admin', 'Admin@2026');
    const root = page.locator('.uo-nav');
    await page.getByText('海洋蓝').click();
    expect(await root.getAttribute('data-theme')).toBe('OceanBlue');
    expect(await root.getAttribute('data-icons')).toBe('ClassicBlueIcon');
    await expectNoSeriousViolations(page);
    await page.getByText('科技蓝').click();
    expect(await root.getAttribute('data-images')).toBe('images');
    expect(await root.getAttribute('data-icons')).toBe('icon');
    await expectNoSeriousViolations(page);
    await page.reload();
    await page.locator('.uo-nav-card').first().waitFor();
    expect(await root.getAttribute('data-theme')).toBe('TechBlue');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('themeInfo'))) ?? '{}').theme).toBe('TechBlue');
    await context.close();
  });

  it('switches the system from the header', async () => {
    const { context, page } = await newPage(h);
    await login(page, h.url, 'admin', 'Admin@2026');
    await page.locator('.uo-nav-card').first().getByRole('button').click();
    await page.getByTestId('layout').waitFor();
    const before = await page.locator('.uo-header-title').textContent();
    await page.getByRole('button', { name: /切换系统/ }).click();
    const other = page.locator('.ant-dropdown:visible').getByRole('menuitem').filter({ hasNotText: before ?? '' }).first();
    const name = await other.textContent();
    await other.click();
    await page.waitForFunction((n) => document.querySelector('.uo-header-title')?.textContent === n, name);
    expect(decodeURIComponent(page.url())).toContain(`title=${name}`);
    await context.close();
  });

  it('enters the layout from an address carrying the token (no cache) once the user confirms the account, and hides the token from the address', async () => {
    const { token, data } = await signIn(h.url, 'ops', 'Ops@2026');
    const { context, page } = await newPage(h);
    const address = `${h.url}/#/layout?systemCode=hwyy&title=%E7%8E%AF%E5%8D%AB&tenantId=${data.tenantId}&userId=${data.userId}&token=${token}&access_token=${token}`;
    await page.goto(address);
    await page.getByTestId('link-sign-in').getByRole('button', { name: '继续' }).click();
    await page.getByTestId('layout').waitFor();
    await page.waitForURL((u) => !u.href.includes('token'));
    expect(page.url()).toContain('systemCode=hwyy');
    await context.close();
  });

  it('falls back to the first system for an unknown system code', async () => {
    const { context, page } = await newPage(h);
    await login(page, h.url, 'admin', 'Admin@2026');
    const first = await page.locator('.uo-nav-card h2').first().textContent();
    await page.goto(`${h.url}/#/layout?systemCode=nope`);
    await page.getByTestId('layout').waitFor();
    expect(await page.locator('.uo-header-title').textContent()).toBe(first);
    await context.close();
  });
});

describe('single sign-on, jump and main', () => {
  const sso = (userInfo: string, secret = 'urbanops-demo-sso-secret') =>
    new URLSearchParams({ appKey: 'demo-portal', userInfo, sign: createHmac('sha256', secret).update(userInfo).digest('hex') }).toString();

  it('enters the shell from a signed third-party user, like a login', async () => {
    const { context, page } = await newPage(h);
    await page.goto(`${h.url}/#/singleSignOn?${sso(JSON.stringify({ userId: 'portal-ops', timestamp: Date.now() }))}`);
    await page.waitForURL(/#\/(layout|navigation)/);
    expect(await page.evaluate(() => localStorage.getItem('systemInfo'))).not.toBeNull();
    await context.close();
  });

  it('says why when the single sign-on is refused', async () => {
    const { context, page } = await newPage(h);
    await page.goto(`${h.url}/#/singleSignOn?${sso(JSON.stringify({ userId: 'portal-ops', timestamp: Date.now() }), 'wrong-secret')}`);
    await page.getByText(/单点登录失败/).waitFor();
    expect(await page.title()).toBe('单点登录');
    await context.close();
  });

  it('jumps to a menu, and to a module address, inside the shell', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.goto(`${h.url}/#/jump?menuId=welcome.daily`);
    await page.locator('.uo-tabbar [data-node-key="welcome.daily"]').waitFor();
    await page.goto(`${h.url}/#/jump?uri=${encodeURIComponent('/modules/welcome/?from=message')}&title=${encodeURIComponent('消息链接')}`);
    await page.locator('.uo-tabbar').getByText('消息链接').waitFor();
    await page.goto(`${h.url}/#/jump?uri=${encodeURIComponent('javascript:alert(1)')}&title=x`);
    await page.getByText('不允许打开该地址').waitFor();
    await context.close();
  });

  it("shows the system's welcome menu as its main page", async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    await page.goto(`${h.url}/#/main`);
    await tabFrame(page, 'main:welcome.home').getByTestId('welcome').waitFor();
    expect(await page.title()).toBe('主页');
    await context.close();
  });
});

describe('password change', () => {
  it("changes the password from the policy redirect: 'password changed, please log in again', then logout after 2 s", async () => {
    const { context, page } = await newPage(h);
    await page.goto(`${h.url}/#/`);
    await submitLogin(page, 'weak', 'weak1234');
    await page.waitForURL(/#\/pwdChange/);
    await page.getByLabel('原密码').fill('not-the-password');
    await page.getByLabel('新密码', { exact: true }).fill('Strong@2026x');
    await page.getByLabel('确认新密码').fill('Strong@2026x');
    await page.getByRole('button', { name: '确定' }).click();
    await page.locator('.ant-message').getByText(/原密码|密码/).waitFor();
    expect(page.url()).toContain('#/pwdChange');
    await page.getByLabel('原密码').fill('weak1234');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    const changedAt = Date.now();
    await page.waitForURL((u) => u.hash === '#/');
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(1_500);
    await submitLogin(page, 'weak', 'Strong@2026x');
    await page.waitForURL(/#\/(layout|navigation)/);
    await context.close();
  });

  it('changes the password from the header dialog and shows the server message on a refusal', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url, 'admin2', 'Admin@2026');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('原密码').fill('Admin@2026');
    await dialog.getByLabel('新密码', { exact: true }).fill('short');
    await dialog.getByLabel('确认新密码').fill('short');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.locator('.ant-message-notice').first().waitFor();
    expect(page.url()).toContain('#/layout');
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
