/**
 * 终端实时大屏 in Chromium, alone in a window with a token in its address: at 1920×1080 without
 * scrolling, its moment shown, every panel drawn, the live feed open; the vehicle terminals with a
 * recent fix, 垃圾收运's plants and the estates on the map, the vehicles without one listed as
 * anomalies, not drawn; a vehicle's new fix ingested now moves onto the map through the live store.
 * Build first: `URBANOPS_PAGES=boards,welcome npx vite build`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { call as http } from '../../server/helpers';

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
const errors: string[] = [];
type Row = Record<string, unknown>;

async function api<T>(path: string, fields: Record<string, string | number> = {}, method = 'POST'): Promise<T> {
  const q = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${server.url}${path}${method === 'GET' ? `?${q}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(method === 'POST' ? { body: q } : {}),
  });
  const body = (await response.json()) as { result: number; msg: string; data: T };
  expect(body.result, body.msg).toBe(0);
  return body.data;
}

beforeAll(async () => {
  server = await startServer({ modules: ['boards', 'ljszy', 'zszy'], live: { pollMs: 200, heartbeatMs: 15_000, keepMinutes: 60, maxBufferedBytes: 256 * 1024 } });
  const built = await fetch(`${server.url}/modules/boards/`);
  if (!built.ok) throw new Error(`the boards page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const address = () => `${server.url}/modules/boards/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#/terminalBoard`;

describe('终端实时大屏', { timeout: 240_000 }, () => {
  it('shows the terminals at 1920×1080 without scrolling: its moment, every panel, vehicles, plants and estates on the map, vehicles without a fix listed', async () => {
    await page.goto(address());
    await page.locator('[data-testid="wall-screen"]:not([data-round="0"])').waitFor({ timeout: 60_000 });
    await page.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-chart] canvas').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByTestId('screen-as-of').getAttribute('data-as-of')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect.poll(() => page.getByTestId('screen-live').getAttribute('data-state'), { timeout: 30_000 }).toBe('open');
    const vehicles = await api<Row[]>('/cloud/zd/jg/api/cp/productMapPosition');
    const plants = await api<Row[]>('/cloud/zd/jg/api/cp/dealFactoryMapInfo');
    const estates = await api<Row[]>('/cloud/zszy/prd/api/board/bidiv/basePosition', {}, 'GET');
    const fixed = vehicles.filter((v) => v.lng !== null).length;
    expect(plants.length).toBeGreaterThan(0);
    expect(await page.getByTestId('screen-map-points').getAttribute('data-points')).toBe(String(fixed + plants.length + estates.length));
    expect(await page.getByTestId('screen-anomalies').getAttribute('data-count')).toBe(String(vehicles.length - fixed));
    expect(await page.getByTestId('panel-realtime').locator('tbody tr').count()).toBeGreaterThan(0);
    if (process.env.SCREEN_SHOTS) await page.screenshot({ path: `${process.env.SCREEN_SHOTS}/boards-1920.png` });
  });

  it('draws a vehicle terminal once it reports a fix through the live store', async () => {
    const before = Number(await page.getByTestId('screen-map-points').getAttribute('data-points'));
    const anomalies = Number(await page.getByTestId('screen-anomalies').getAttribute('data-count'));
    const device = (await http(server.url, '/cloud/devices/rest/device/save', { token, json: { code: 'V-BB1', name: '浙A·B0002 新车', kind: 'vehicle' } })).body.data as { id: string; key: string };
    // The new terminal comes in with the next round (no fix yet: an anomaly); its first fix arrives live.
    await page.goto('about:blank');
    await page.goto(address());
    await page.locator('[data-testid="wall-screen"]:not([data-round="0"])').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('screen-live').getAttribute('data-state'), { timeout: 30_000 }).toBe('open');
    await expect.poll(() => page.getByTestId('screen-anomalies').getAttribute('data-count')).toBe(String(anomalies + 1));
    const ingest = await http(server.url, '/cloud/devices/rest/ingest', { json: { deviceId: device.id, readings: [{ t: server.now(), values: { lng: 120.18, lat: 30.27, fuel: 55 } }] }, headers: { 'x-device-key': device.key } });
    expect(ingest.status).toBe(200);
    await expect.poll(() => page.getByTestId('screen-map-points').getAttribute('data-points'), { timeout: 30_000 }).toBe(String(before + 1));
    expect(await page.getByTestId('screen-anomalies').getAttribute('data-count')).toBe(String(anomalies));
  });

  it('raised no page error', () => {
    expect(errors).toEqual([]);
  });
});
