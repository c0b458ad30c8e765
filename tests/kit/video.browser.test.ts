// Video in Chromium against the real server, on the test page tests/kit/videoPage (a camera board
// built here with Vite, on the real bridge context): the camera tree of the demo cameras, a recorded
// clip (the demo WebM from the file store) played by the kit's player and sought, which the browser
// does with byte ranges (206 answers), a snapshot alarm opened with its still image, and a camera's
// HLS live stream either played natively or refused with the words that a library must be configured.
// Not one request leaves the server's origin.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';

const pageRoot = resolve(import.meta.dirname, 'videoPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let page: Page;
const offOrigin: string[] = [];
const errors: string[] = [];
const fileAnswers: { status: number; range: string | null }[] = [];

const player = () => page.getByTestId('player');
const video = () => player().locator('video');

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitvideo');
  server = await startServer({ distDir });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) offOrigin.push(r.url());
  });
  page.on('response', async (r) => {
    if (r.url().includes('/file/download/')) fileAnswers.push({ status: r.status(), range: (await r.request().allHeaders()).range ?? null });
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/modules/kitvideo/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${encodeURIComponent('管理员')}#/board`);
  await page.getByTestId('tree').locator('[data-camera="C-101"]').waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('a camera board with the kit video player', () => {
  it('shows the camera tree by department, vehicle and facility with online state', async () => {
    const tree = page.getByTestId('tree');
    const text = await tree.textContent();
    for (const part of ['部门', '车辆', '设施', '环卫运营部', '浙A·B1645 压缩车', '天子岭垃圾处理场']) expect(text).toContain(part);
    expect(await tree.locator('[data-camera="C-105"]').textContent()).toContain('离线');
    expect(await tree.locator('[data-camera="C-103"]').textContent()).toContain('在线');
    expect(await tree.locator('[data-camera="C-106"]').textContent()).toContain('直播');
    expect(await player().textContent()).toContain('请选择要播放的录像或直播');
  });

  it('plays a recorded clip of the selected camera and seeks in it through byte ranges', async () => {
    await page.getByTestId('tree').locator('[data-camera="C-103"]').click();
    const clips = page.getByTestId('clips').locator('[data-clip]');
    await expect.poll(() => clips.count()).toBe(3);
    await clips.first().click();
    await expect.poll(() => player().locator('.uo-video').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    expect(await player().locator('.uo-video').getAttribute('data-via')).toBe('file');
    expect(await video().evaluate((v: HTMLVideoElement) => v.duration)).toBe(8);

    await video().evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => player().locator('.uo-video').getAttribute('data-state')).toBe('playing');
    await expect.poll(() => video().evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
    await video().evaluate((v: HTMLVideoElement) => v.pause());

    const seekTo = 6.2;
    const sought = await video().evaluate(
      (v: HTMLVideoElement, to: number) =>
        new Promise<number>((done) => {
          v.addEventListener('seeked', () => done(v.currentTime), { once: true });
          v.currentTime = to;
        }),
      seekTo,
    );
    expect(sought).toBeCloseTo(seekTo, 1);
    expect(await video().evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    // The browser asked for byte ranges and the file store answered each with 206.
    const ranged = fileAnswers.filter((a) => a.range !== null);
    expect(ranged.length).toBeGreaterThanOrEqual(1);
    expect(ranged.every((a) => a.status === 206)).toBe(true);
  });

  it('opens a snapshot alarm with its still image', async () => {
    const first = page.getByTestId('snapshots').locator('[data-snapshot]').first();
    expect(await first.textContent()).toContain('垃圾满溢');
    expect(await first.textContent()).toContain('C-107 门口');
    await first.getByRole('button', { name: /查\s*看/ }).click();
    const image = page.locator('.ant-modal .uo-snapshot-image');
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(320);
    expect(await page.locator('.ant-modal-title').textContent()).toBe('垃圾满溢 · C-107 门口');
    expect(await page.locator('.ant-modal figcaption').textContent()).toContain('垃圾桶满溢');
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });
  });

  it("plays a camera's HLS stream natively, or says that a player library must be configured", async () => {
    await page.getByTestId('tree').locator('[data-camera="C-106"]').click();
    await page.getByTestId('clips').getByRole('button', { name: /直\s*播/ }).click();
    const native = await page.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '');
    const box = player().locator('.uo-video');
    if (native) {
      await expect.poll(() => box.getAttribute('data-via')).toBe('hls-native');
    } else {
      await expect.poll(() => box.getAttribute('data-state')).toBe('refused');
      expect(await player().locator('.ant-alert').textContent()).toContain('需要为播放器配置 HLS 播放库（如 hls.js）');
      expect(await video().isHidden()).toBe(true);
    }
  });

  it('asked nothing of any other origin and raised no error', () => {
    expect(offOrigin).toEqual([]);
    expect(errors).toEqual([]);
  });
});
