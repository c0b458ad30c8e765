// The kit's wall display (kit/screen) in Chromium against the real server, on the test page
// tests/kit/screenPage (built here with Vite): at 1920×1080 the whole screen shows without scrolling,
// at 1366×768 it still fits and no text is under 12 px; a null figure is "--"; a place at 0,0 or
// without coordinates is listed as an anomaly and not drawn; the moment of the figures (asOf) is shown
// and moves on at each refresh, every source being called again; a vehicle without a fix is drawn once
// its device reports a position through the live store. Not one request leaves the server's origin.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';
import { call } from '../server/helpers';

const D = '/cloud/devices/rest';
const pageRoot = resolve(import.meta.dirname, 'screenPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let address: string;
let device: { id: string; key: string };
const errors: string[] = [];
const offOrigin: string[] = [];

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitscreen');
  server = await startServer({ distDir, live: { pollMs: 200, heartbeatMs: 15_000, keepMinutes: 60, maxBufferedBytes: 256 * 1024 } });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  device = (await call(server.url, `${D}/device/save`, { token: s.token, json: { code: 'V-S01', name: '浙A·L1371', kind: 'vehicle' } })).body.data as { id: string; key: string };
  address = `${server.url}/modules/kitscreen/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}`;
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

async function open(width: number, height: number, query = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) offOrigin.push(r.url());
  });
  await page.goto(`${address}#/screen${query}`);
  await page.locator('[data-testid="wall-screen"]:not([data-round="0"])').waitFor({ timeout: 30_000 });
  await page.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[data-chart] canvas').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  return page;
}

/** Whether the page or the screen scrolls, and the screen's design box against the window. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const wall = document.querySelector<HTMLElement>('[data-testid="wall-screen"]')!;
    const inner = wall.firstElementChild!.firstElementChild as HTMLElement | null;
    const box = (inner ?? wall).getBoundingClientRect();
    return {
      pageScrolls: document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth,
      screenScrolls: wall.scrollHeight > wall.clientHeight + 1 || wall.scrollWidth > wall.clientWidth + 1,
      right: box.right,
      bottom: box.bottom,
      scale: Number(wall.dataset.scale),
    };
  });

/** The smallest text on the user's screen in CSS pixels: every text node's font size times the screen's scale. */
const smallestText = (page: Page) =>
  page.evaluate(() => {
    const wall = document.querySelector<HTMLElement>('[data-testid="wall-screen"]')!;
    const scale = Number(wall.dataset.scale);
    let least = Infinity;
    let where = '';
    const walker = document.createTreeWalker(wall, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (!n.textContent?.trim() || !el.getClientRects().length || el.closest('.leaflet-control-attribution')) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * scale;
      if (size < least) [least, where] = [size, n.textContent.trim().slice(0, 30)];
    }
    return { least, where };
  });

describe('the kit’s wall display', () => {
  it('shows the whole screen at 1920×1080 without scrolling, the map in the centre between the panels', async () => {
    const page = await open(1920, 1080);
    const l = await layout(page);
    expect(l).toMatchObject({ pageScrolls: false, screenScrolls: false, scale: 1 });
    expect(l.right).toBeLessThanOrEqual(1920);
    expect(l.bottom).toBeLessThanOrEqual(1080);
    const map = (await page.getByTestId('screen-map').boundingBox())!;
    const trend = (await page.locator('[data-panel="trend"]').boundingBox())!;
    const ranking = (await page.locator('[data-panel="ranking"]').boundingBox())!;
    expect(trend.x + trend.width).toBeLessThan(map.x);
    expect(ranking.x).toBeGreaterThan(map.x + map.width);
    expect(map.width).toBeGreaterThan(800);
    if (process.env.SCREEN_SHOTS) await page.screenshot({ path: resolve(process.env.SCREEN_SHOTS, 'screen-1920.png') });
    await page.close();
  });

  it('fits 1366×768 too, without scrolling, and no text on it is under 12 px', async () => {
    const page = await open(1366, 768);
    const l = await layout(page);
    expect(l).toMatchObject({ pageScrolls: false, screenScrolls: false });
    expect(l.scale).toBeCloseTo(12 / 14, 2);
    const text = await smallestText(page);
    expect(text.least, `smallest text: "${text.where}"`).toBeGreaterThanOrEqual(11.99);
    await page.close();
  });

  it('keeps each figure of a stats panel inside its own cell, six in a side panel as at 1920 (none runs into the next)', async () => {
    for (const [w, h] of [[1366, 768], [1920, 1080]] as const) {
      const page = await open(w, h);
      const cells = page.getByTestId('panel-counts').locator('[data-stat]');
      await expect.poll(() => cells.count()).toBe(6);
      const boxes = await cells.evaluateAll((els) => els.map((el) => {
        const cell = el.getBoundingClientRect();
        const figure = el.children[1]!.getBoundingClientRect();
        return { label: el.getAttribute('data-stat'), cell: [cell.left, cell.right], figure: [figure.left, figure.right], scrolls: el.children[1]!.scrollWidth > el.children[1]!.clientWidth + 1 };
      }));
      for (const b of boxes) {
        expect(b.figure[0], `${w}: ${b.label}`).toBeGreaterThanOrEqual(b.cell[0]! - 0.5);
        expect(b.figure[1], `${w}: ${b.label}`).toBeLessThanOrEqual(b.cell[1]! + 0.5);
        expect(b.scrolls, `${w}: ${b.label} overflows its cell`).toBe(false);
      }
      await page.close();
    }
  });

  it('shows a null figure and a null cell as "--", never 0', async () => {
    const page = await open(1920, 1080);
    await expect.poll(() => page.locator('[data-stat="kitscreen.unknown"] [data-value]').textContent()).toBe('--');
    expect(await page.locator('[data-stat="kitscreen.tonnage"] [data-value]').textContent()).toBe('182.45');
    const row = page.getByTestId('panel-ranking').locator('tr', { hasText: '翠苑一区' });
    expect(await row.locator('td').nth(1).textContent()).toBe('--');
    await page.close();
  });

  it('lists places at 0,0 or without coordinates as anomalies and does not draw them', async () => {
    const page = await open(1920, 1080);
    const list = page.getByTestId('screen-anomalies');
    await expect.poll(() => list.getAttribute('data-count')).toBe('3');
    const items = await page.getByTestId('screen-anomaly').allTextContents();
    expect(items.join('\n')).toMatch(/坐标为零小区 · 小区 · 坐标为 0,0 \(0, 0\)/);
    expect(items.join('\n')).toMatch(/无坐标小区 · 小区 · 无坐标 \(--, --\)/);
    expect(items.join('\n')).toMatch(/浙A·L1371 · 车辆 · 无坐标/);
    // 6 estates − 2, 3 plants, 2 vehicles − 1: 8 places drawn; the legend counts what is drawn.
    expect(await page.getByTestId('screen-map-points').getAttribute('data-points')).toBe('8');
    expect(await page.locator('[data-layer="estates"]').textContent()).toMatch(/小区 4$/);
    await page.close();
  });

  it('shows when its figures were taken and takes them again at every refresh, all at one new moment', async () => {
    const before = Date.now();
    const page = await open(1920, 1080, '?refresh=5');
    const asOf = page.getByTestId('screen-as-of');
    const first = (await asOf.getAttribute('data-as-of'))!;
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    const d = new Date(first);
    expect(await asOf.textContent()).toContain(`${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`);
    expect(await page.getByTestId('screen-refresh').textContent()).toBe('每 5 秒刷新');
    const calls = () => page.evaluate(() => (window as unknown as { screenCalls: Record<string, number> }).screenCalls);
    expect(Object.values(await calls()).every((n) => n === 1)).toBe(true);
    await expect.poll(() => asOf.getAttribute('data-as-of'), { timeout: 20_000 }).not.toBe(first);
    const second = (await asOf.getAttribute('data-as-of'))!;
    expect(Date.parse(second) - Date.parse(first)).toBeGreaterThanOrEqual(5000);
    expect(Object.values(await calls()).every((n) => n === 2)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { lastAsOf: string }).lastAsOf)).toBe(second);
    await page.close();
  });

  it('draws a vehicle without a fix once its device reports a position through the live store', async () => {
    const page = await open(1920, 1080, `?device=${device.id}`);
    await expect.poll(() => page.getByTestId('screen-live').getAttribute('data-state'), { timeout: 20_000 }).toBe('open');
    expect(await page.getByTestId('screen-map-points').getAttribute('data-points')).toBe('8');
    const ingest = await call(server.url, `${D}/ingest`, { json: { deviceId: device.id, readings: [{ t: server.now(), values: { lng: 120.21, lat: 30.26, fuel: 42 } }] }, headers: { 'x-device-key': device.key } });
    expect(ingest.status).toBe(200);
    await expect.poll(() => page.getByTestId('screen-map-points').getAttribute('data-points'), { timeout: 20_000 }).toBe('9');
    expect(await page.getByTestId('screen-anomalies').getAttribute('data-count')).toBe('2');
    await page.close();
  });

  it('raised no page error and sent nothing off the server’s origin', () => {
    expect(errors).toEqual([]);
    expect(offOrigin).toEqual([]);
  });
});
