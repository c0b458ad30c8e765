// The kit's image field in Chromium against the real server: no module resource has an image field
// yet, so a test page (tests/kit/filesPage, built here with Vite) defines one and renders it through
// the kit's create form (RecordForm) and detail view (DetailView). The image goes up through the kit's
// upload control, shows as a picture card, is stored as its id, and the detail view shows the
// thumbnail loaded with the token as `access_token`. A file over the definition's maxSize is refused
// before upload with the kit's message.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';

const pageRoot = resolve(import.meta.dirname, 'filesPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
const errors: string[] = [];
const uploads: string[] = [];

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitfiles');
  server = await startServer({ distDir });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  token = s.token;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/file/upload')) uploads.push(r.url());
  });
  await page.goto(`${server.url}/modules/kitfiles/?access_token=${token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${encodeURIComponent('管理员')}#/photos`);
  await page.getByRole('button', { name: '新增' }).waitFor({ timeout: 20_000 });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('the kit image field in Chromium', () => {
  it('uploads an image through the kit form, keeps its id as the value and shows the thumbnail', async () => {
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 16, height: 16 } });
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('标题', { exact: true }).fill('北门');
    const input = drawer.locator('input[type=file]');

    // Over the definition's maxSize (64 KB): refused in the page, nothing sent.
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(64 * 1024 + 1, 1) });
    await page.locator('.ant-message').getByText('文件“big.png”超过 64 KB，未上传').waitFor();
    expect(uploads).toHaveLength(0);

    await input.setInputFiles({ name: '北门<b>.png', mimeType: 'image/png', buffer: png });
    const card = drawer.locator('.ant-upload-list-item-done img');
    await card.waitFor({ timeout: 15_000 });
    expect(uploads).toHaveLength(1);
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await page.getByTestId('saved').textContent()) ?? '').toMatch(/"photos":\["[A-Za-z0-9_-]{24}"\]/);
    const id = (JSON.parse((await page.getByTestId('saved').textContent())!) as { photos: string[] }).photos[0]!;

    const thumb = page.locator('.ant-drawer-section img.kit-file-thumb');
    await thumb.waitFor({ timeout: 15_000 });
    expect(await thumb.getAttribute('src')).toBe(`/cloud/management/rest/np/file/download/${id}?access_token=${encodeURIComponent(token)}`);
    expect(await thumb.getAttribute('alt')).toBe('北门<b>.png');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    expect(errors).toEqual([]);
  });
});
