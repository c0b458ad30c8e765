/**
 * The device offline monitor page in Chromium, alone in a window with a token in its address, over the
 * demo city's devices: the vehicle GPS page lists the moving lorries and the silent one with tab
 * counts online / offline, 离线记录 on the silent lorry shows its ongoing episode, and 设置 gives a
 * device its own threshold that the list then shows. Build first: `npx vite build`.
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let token: string;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['sbbj', 'clgl'] });
  const built = await fetch(`${server.url}/modules/sbbj/`);
  if (!built.ok) throw new Error(`the sbbj page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const open = (route: string) => page.goto(`${server.url}/modules/sbbj/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
const row = (text: string) => page.locator('.ant-table-row', { hasText: text });

describe('the device offline monitor page', () => {
  it('lists the vehicles’ GPS devices with their state, and counts them online and offline', async () => {
    await open('/cargps');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(7);
    await expect.poll(() => row('V-107').innerText()).toMatch(/浙A·E1919 勾臂车[\s\S]*浙A·E1919[\s\S]*离线/);
    await expect.poll(() => row('V-101').innerText()).toMatch(/浙A·B1645 压缩车[\s\S]*浙A·B1645[\s\S]*在线/);
    await expect.poll(() => page.getByTestId('tab-online').innerText(), { timeout: 10_000 }).toMatch(/在线\s*6/);
    expect(await page.getByTestId('tab-offline').innerText()).toMatch(/离线\s*1/);
    expect(await page.getByTestId('tab-all').innerText()).toMatch(/全部设备\s*7/);
    await page.getByTestId('tab-offline').click();
    await expect.poll(() => rows().allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringMatching(/V-107/)]);
  }, 40_000);

  it('shows a device’s offline episodes (离线记录): the silent lorry is still offline', async () => {
    await row('V-107').getByRole('button', { name: /离线记录/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '离线记录' });
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toMatch(/离线时间[\s\S]*是/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }, 30_000);

  it('gives a device its own offline threshold (设置) and lists it', async () => {
    await page.getByTestId('tab-all').click();
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(7);
    await row('V-102').getByRole('button', { name: /设置/ }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByLabel(/离线阈值/).fill('45');
    await clickUntilGone(dialog, dialog.getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(() => page.locator('.ant-message').innerText(), { timeout: 10_000 }).toMatch(/已保存设备“V-102”/);
    await expect.poll(() => row('V-102').innerText(), { timeout: 10_000 }).toMatch(/\b45\b/);
    expect(errors).toEqual([]);
  }, 40_000);
});
