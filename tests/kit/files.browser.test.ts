// The kit's image and file fields in Chromium against the real server: a test page (tests/kit/filesPage,
// built here with Vite) defines a resource with both and renders it through the kit's create form
// (RecordForm) and detail view (DetailView). A recorded video plays in the detail view, fetched in
// byte ranges. The image goes up through the kit's
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
    const input = drawer.locator('input[type=file][accept*="image"]');

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

  it('plays a stored video in the detail view, fetched from the file service in byte ranges', async () => {
    // A real WebM, recorded in the page from a canvas (Chromium's own encoder).
    const webm = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 48;
        const g = canvas.getContext('2d')!;
        const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
        const parts: Blob[] = [];
        recorder.ondataavailable = (e) => parts.push(e.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        for (let i = 0; i < 15; i++) {
          g.fillStyle = `hsl(${i * 24}, 80%, 50%)`;
          g.fillRect(0, 0, 64, 48);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
        let text = '';
        for (const b of bytes) text += String.fromCharCode(b);
        return btoa(text);
      }),
      'base64',
    );
    const media: { status: number; range?: string; acceptRanges?: string; contentRange?: string }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/file/download/') && r.request().resourceType() === 'media') {
        media.push({ status: r.status(), range: r.request().headers().range, acceptRanges: r.headers()['accept-ranges'], contentRange: r.headers()['content-range'] });
      }
    });

    await page.locator('.ant-drawer-section:visible .ant-drawer-close').click();
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ has: page.getByRole('button', { name: '保存' }) });
    await drawer.getByLabel('标题', { exact: true }).fill('巡查录像');
    await drawer.locator('input[type=file][accept*="video"]').setInputFiles({ name: '巡查.webm', mimeType: 'video/webm', buffer: webm });
    await drawer.locator('.ant-upload-list-item-done').filter({ hasText: '巡查.webm' }).waitFor({ timeout: 15_000 });
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await page.getByTestId('saved').textContent()) ?? '').toMatch(/"clip":"[A-Za-z0-9_-]{24}"/);

    const video = page.locator('.ant-drawer-section video.kit-file-video');
    await video.waitFor({ timeout: 15_000 });
    expect(await video.getAttribute('title')).toBe('巡查.webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([64, 48]);
    expect(media.length).toBeGreaterThan(0);
    expect(media[0]).toMatchObject({ status: 206, acceptRanges: 'bytes', range: expect.stringMatching(/^bytes=\d+-/), contentRange: expect.stringMatching(new RegExp(`^bytes 0-\\d+/${webm.length}$`)) });
    expect(errors).toEqual([]);
  });
});
