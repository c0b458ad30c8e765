/**
 * The video supervision page in Chromium, alone in a window with a token in its address, over the demo
 * city's cameras: picking a camera in the tree (视频监控) shows it with its recordings, the player
 * plays one and its snapshot alarm opens with the still image, and one raised meanwhile arrives live; the control pad sends a command (answered and listed in 控制记录) and is disabled for an
 * offline camera; 视频告警 lists the alarms with their kinds named, shows a snapshot and exports the
 * .xlsx. Build first: `npx vite build`.
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import type { CameraTreeNode } from '../../../kit/contract';
import { client, STILL, upload } from './support';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let token: string;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['spjg'] });
  const built = await fetch(`${server.url}/modules/spjg/`);
  if (!built.ok) throw new Error(`the spjg page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 }, acceptDownloads: true });
  page.on('pageerror', (e) => errors.push(e.message));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = (route: string) => page.goto(`${server.url}/modules/spjg/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
const inTree = (code: string) => page.getByTestId('camera-tree').locator(`[data-camera="${code}"]`);
const video = () => page.getByTestId('player').locator('video');

describe('the video supervision page', () => {
  it('shows the camera picked in the tree with its recordings, and plays one', async () => {
    await open('/monitor');
    await inTree('C-103').waitFor({ timeout: 30_000 });
    expect(await inTree('C-105').textContent()).toContain('离线');
    await inTree('C-103').click();
    await expect.poll(() => page.getByTestId('camera-title').textContent()).toMatch(/C-103 车载前视 · 浙A·B1645 压缩车\s*在线/);
    const clips = page.getByTestId('clips').locator('[data-clip]');
    await expect.poll(() => clips.count(), { timeout: 10_000 }).toBe(3);
    await clips.first().click();
    await expect.poll(() => page.getByTestId('player').locator('.uo-video').getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    expect(await video().evaluate((v: HTMLVideoElement) => v.duration)).toBe(8);
    // The camera's snapshot alarm, opened with its still image.
    const alarm = page.getByTestId('snapshots').locator('[data-snapshot]');
    await expect.poll(() => alarm.count(), { timeout: 10_000 }).toBe(1);
    await alarm.getByRole('button', { name: /查\s*看/ }).click();
    const image = page.locator('.ant-modal .uo-snapshot-image');
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 10_000 }).toBe(320);
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });

    // A snapshot alarm C-103 raises now arrives on the open page (live stream), without a reload.
    const admin = client(server.url, token);
    const tree = (await admin.json<CameraTreeNode[]>('/cloud/devices/rest/camera/tree', {})).data;
    const c103 = tree.flatMap((k) => k.groups.flatMap((g) => g.cameras)).find((c) => c.code === 'C-103')!;
    const fileId = await upload(server.url, admin, 'now.jpg', 'image/jpeg', STILL);
    const raised = await admin.json('/cloud/devices/rest/snapshot/save', { cameraId: c103.id, fileId, t: Date.now(), kind: 'overflow', note: '刚刚抓拍' });
    expect(raised.result).toBe(0);
    await expect.poll(() => alarm.count(), { timeout: 15_000 }).toBe(2);
    expect(await alarm.first().textContent()).toContain('刚刚抓拍');
  }, 60_000);

  it('sends a control command to the camera, lists it in 控制记录, and disables the pad for an offline camera', async () => {
    await page.getByTestId('control-pad').locator('[data-command="zoomIn"]').click();
    await expect.poll(() => page.getByTestId('control-result').textContent(), { timeout: 10_000 }).toContain('已向摄像头“C-103”发送命令：放大');
    await inTree('C-105').click();
    await expect.poll(() => page.getByTestId('camera-title').textContent()).toContain('C-105');
    expect(await page.getByTestId('control-pad').locator('[data-command="up"]').isDisabled()).toBe(true);
    expect(await page.getByTestId('control-pad').textContent()).toContain('摄像头离线，不能控制');
    await open('/controls');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').first().textContent(), { timeout: 15_000 }).toMatch(/C-103[\s\S]*放大/);
  }, 40_000);

  it('lists the video alarms with their kinds named, and exports them', async () => {
    await open('/alarms');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    // The demo's three, and the one C-103 raised in the first test, newest first.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
    expect(await rows.first().textContent()).toMatch(/C-103[\s\S]*垃圾满溢/);
    expect(await rows.nth(1).textContent()).toMatch(/C-107[\s\S]*垃圾满溢/);
    expect(await rows.first().locator('img').count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(errors).toEqual([]);
  }, 40_000);
});
