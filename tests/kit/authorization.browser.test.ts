// The kit hides what the user may not do, in Chromium against the real server: on the test module
// tests/kit/listPage/modules/kitlist (system 环卫运营), the admin (every function) sees the list page's
// create, batch delete, import, export, edit and delete buttons; the read-only demo user (no function)
// sees the same rows with none of them, only "details" (详情). The page asks hasFunctions once, before it renders.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';

const pageRoot = resolve(import.meta.dirname, 'listPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitlist');
  server = await startServer({ distDir, modulesDir: join(pageRoot, 'modules') });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** Opens the devices page as a user (token in the address, as a module page alone); counts its hasFunctions calls. */
async function open(username: string, password: string): Promise<{ page: Page; asked: () => number }> {
  const s = await signIn(server.url, username, password);
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/user/hasFunctions')) asked++;
  });
  await page.goto(`${server.url}/modules/kitlist/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${username}#/devices`);
  await page.getByTestId('tab-all').waitFor({ timeout: 20_000 });
  await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(8);
  return { page, asked: () => asked };
}

/** Buttons by their text (an icon's aria-label is not text). */
const buttons = (page: Page, text: string) => page.locator('button').filter({ hasText: label(text) });

describe('buttons by the user’s functions', { timeout: 120_000 }, () => {
  it('shows the admin create, batch delete, export and import on the list, and edit and delete on each row', async () => {
    const { page, asked } = await open('admin', 'Admin@2026');
    expect(await buttons(page, '新增').count()).toBe(1);
    expect(await buttons(page, '批量删除').count()).toBe(1);
    expect(await buttons(page, '导出').count()).toBe(1);
    expect(await buttons(page, '编辑').count()).toBe(8);
    expect(await buttons(page, '删除').count()).toBe(8);
    await page.getByTestId('tab-gps').click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(4);
    expect(await buttons(page, '导入').count()).toBe(1);
    expect(asked()).toBe(1);
    await page.close();
  });

  it('shows the read-only user the same rows with details only: no create, delete, edit, import or export', async () => {
    const { page, asked } = await open('viewer', 'Viewer@2026');
    // The page renders once its hasFunctions answer has come: what is not there now never appears.
    await expect.poll(() => buttons(page, '详情').count()).toBe(8);
    expect(asked()).toBe(1);
    for (const text of ['新增', '批量删除', '编辑', '删除']) expect(await buttons(page, text).count(), text).toBe(0);
    expect(await buttons(page, '导出').count()).toBe(0);
    await page.getByTestId('tab-gps').click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(4);
    expect(await buttons(page, '导入').count()).toBe(0);
    expect(asked()).toBe(1);
    await page.close();
    expect(errors).toEqual([]);
  });
});
