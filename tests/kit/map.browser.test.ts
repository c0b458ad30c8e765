// The kit's map in Chromium against the real server, on the test page tests/kit/mapPage (built here
// with Vite): the shipped Hangzhou base map drawn without tiles, 10,000 points drawn as far fewer
// clustered marks, labels and popups shown as text (never HTML), a 50,000-point track played with its
// figures, Leaflet in a chunk of its own, and not one request off the server's origin.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';

const pageRoot = resolve(import.meta.dirname, 'mapPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let page: Page;
const offOrigin: string[] = [];
const errors: string[] = [];
const WIDTH = 1000;
const map = () => page.getByTestId('map');
const track = () => page.getByTestId('track');
const HEIGHT = 700;

/** Web Mercator pixel of a point at a zoom (what Leaflet's EPSG:3857 computes). */
function pixel([lng, lat]: [number, number], zoom: number): [number, number] {
  const size = 256 * 2 ** zoom;
  const s = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size];
}

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitmap');
  server = await startServer({ distDir, modulesDir: join(pageRoot, 'modules') });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT + 40 } });
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) offOrigin.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/modules/kitmap/`);
  await map().locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('the offline map', () => {
  it('draws the shipped base map of Hangzhou (districts, West Lake, landmarks) with no tile service', async () => {
    const labels = await map().locator('.uo-map-label').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['上城区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区', '钱塘区', '拱墅区', '西湖', '杭州东站']));
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    expect(await map().locator('.uo-map canvas').count()).toBeGreaterThanOrEqual(3);
  });

  it('draws 10,000 points as a few hundred clustered marks, and more marks after zooming in', async () => {
    const marks = async () => Number(await map().locator('.uo-map').getAttribute('data-marks'));
    const before = await marks();
    expect(before).toBeGreaterThan(10);
    expect(before).toBeLessThan(500);
    await map().locator('.leaflet-control-zoom-in').click();
    await expect.poll(marks).toBeGreaterThan(before);
    await map().locator('.leaflet-control-zoom-out').click();
    await expect.poll(marks).toBe(before);
  });

  it('opens a point popup whose HTML-looking text is shown as text, and tells the page which point was clicked', async () => {
    const box = (await map().locator('.uo-map').boundingBox())!;
    const [cx, cy] = pixel([120.17, 30.275], 11);
    const [px, py] = pixel([120.45, 30.44], 11);
    await page.mouse.click(box.x + box.width / 2 + (px - cx), box.y + box.height / 2 + (py - cy));
    await expect.poll(() => page.getByTestId('clicked').textContent()).toBe('html');
    const popup = page.locator('.leaflet-popup-content');
    await expect.poll(() => popup.textContent()).toBe('<img src=x onerror="window.hacked=1">桶 & 站');
    expect(await popup.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await map().locator('.uo-map-label', { hasText: '<b>作业区</b>' }).count()).toBe(1);
  });

  it('plays a 50,000-point track: figures from every point, the clock advancing while playing and stopping on pause', async () => {
    await track().locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => track().getByTestId('track-figures').textContent()).toMatch(/停留 1 次 · 超速 1 段/);
    expect(await track().getByTestId('track-figures').textContent()).toMatch(/时长 13:53:19/);
    expect(await track().getByTestId('track-clock').textContent()).toBe('0:00:00');
    await track().getByRole('button', { name: /播\s*放/ }).click();
    await expect.poll(() => track().getByTestId('track-clock').textContent()).not.toBe('0:00:00');
    await track().getByRole('button', { name: /暂\s*停/ }).click();
    const paused = await track().getByTestId('track-clock').textContent();
    await page.waitForTimeout(300);
    expect(await track().getByTestId('track-clock').textContent()).toBe(paused);
  });

  it('asked nothing of any other origin and raised no page error', () => {
    expect(offOrigin).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps Leaflet out of the page entry: it arrives in a chunk of its own when a map is shown', () => {
    const assets = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
    const withLeaflet = assets.filter((f) => readFileSync(join(distDir, 'assets', f), 'utf8').includes('leaflet-container'));
    const entry = assets.filter((f) => f.startsWith('kitmap'));
    expect(withLeaflet).toHaveLength(1);
    expect(entry).toHaveLength(1);
    expect(entry.some((f) => withLeaflet.includes(f))).toBe(false);
  });
});
