/**
 * 公厕管理's operations screens in Chromium, alone in a window with a token in its address, over the
 * demo city's toilet sensors (T-101… named as the ledger's toilets, a day of readings, the ammonia rule)
 * and the camera C-107 at 湖滨公厕: the map shows the toilets with their state, picking one shows its
 * readings, indices, visitors per hour, a new reading arriving live, and its camera playing a recording
 * (a toilet named with markup shows it as text);
 * the board and the overview
 * draw their panels. Build first: `npx vite build`.
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let token: string;
const errors: string[] = [];
const XSS = '<img src=x onerror=window.hacked=1>';

beforeAll(async () => {
  server = await startServer({ modules: ['gcgl'] });
  const built = await fetch(`${server.url}/modules/gcgl/`);
  if (!built.ok) throw new Error(`the gcgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = (route: string) => page.goto(`${server.url}/modules/gcgl/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
const drawn = (testId: string) => page.locator(`[data-testid="${testId}"] canvas, [data-testid="${testId}"] svg`).count();

describe('the toilet operations screens', () => {
  it('shows the toilets on the map with their state, and a picked toilet’s readings, indices, hourly visitors and camera', async () => {
    // A toilet whose name is markup: shown as those characters, never run.
    const region = (await (await fetch(`${server.url}/cloud/gcgl/common/getRegion`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })).json()) as { data: { records: { id: number }[] } };
    const saved = await fetch(`${server.url}/cloud/gcgl/equipmentManage/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ toiletCode: 'GC-X001', toiletName: XSS, regionId: region.data.records[0]!.id, level: 'third', state: 'open', location: { lng: 120.17, lat: 30.26 } }),
    });
    expect(((await saved.json()) as { result: number }).result).toBe(0);
    await open('/gis');
    await expect.poll(() => page.getByTestId('gcgl-map-summary').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/共 8 座，在线 4，离线 4，报警中 \d+，今日客流 \d+ 人次/);
    await page.getByTestId('gcgl-toilet-GC-X001').click();
    await expect.poll(() => page.getByTestId('gcgl-toilet-title').innerText().catch(() => ''), { timeout: 20_000 }).toBe(XSS);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('[data-testid="gcgl-map"] img[src="x"]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="gcgl-map"] .leaflet-container').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('gcgl-toilet-GC-0005').innerText()).toMatch(/六和塔公厕\s*离线/);
    await page.getByTestId('gcgl-toilet-GC-0002').click();
    await expect.poll(() => page.getByTestId('gcgl-toilet-title').innerText().catch(() => ''), { timeout: 20_000 }).toBe('湖滨公厕');
    expect(await page.getByTestId('gcgl-readings').innerText()).toMatch(/氨气 [\d.]+ ppm · 客流 \d+ 人次 · 水箱水位 [\d.]+ %/);
    expect(await page.getByTestId('gcgl-index').innerText()).toMatch(/氨气（峰值）[\s\S]*报警次数/);
    await expect.poll(() => drawn('gcgl-hourly'), { timeout: 20_000 }).toBeGreaterThan(0);
    // The toilet's sensor posts a reading above the ammonia rule with its device key: the open panel shows it live.
    const posted = await fetch(`${server.url}/cloud/devices/rest/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': 'demo-key-T-102' },
      body: JSON.stringify({ deviceId: 'dv-demo-1-t2', readings: [{ t: server.now(), values: { nh3: 9.87, visitors: 7, water: 42.5 } }] }),
    });
    expect(((await posted.json()) as { result: number }).result).toBe(0);
    await expect.poll(() => page.getByTestId('gcgl-readings').innerText(), { timeout: 20_000 }).toMatch(/氨气 9\.87 ppm · 客流 7 人次 · 水箱水位 42\.5 %/);
    await expect.poll(() => page.getByTestId('gcgl-toilet-GC-0002').innerText()).toMatch(/报警中/);
    await page.locator('[data-camera="C-107"]').click();
    await expect.poll(() => page.locator('[data-testid="gcgl-player"] video').count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);

  it('draws the board’s figures, visitors and alarms per day, ratings and swipes, and the overview screen', async () => {
    await open('/board');
    // The seven seeded toilets and the one the test before added.
    await expect.poll(() => page.getByTestId('panel-stats').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/公厕总数\s*8/);
    await expect.poll(() => drawn('panel-trend'), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => drawn('panel-comments'), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('panel-swipes').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/武林广场公厕/);
    await open('/yzt');
    await expect.poll(() => page.getByTestId('panel-total').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/摄像头\s*1/);
    await expect.poll(() => drawn('panel-odor'), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
