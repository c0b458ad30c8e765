// Maps, tracks and live readings in Chromium against the real server, on the test page
// tests/kit/livePage (a fleet board built here with Vite, on the real bridge context): the offline map
// draws the device where its track ends, the track loaded from `readings/track` plays, and a reading
// ingested over HTTP with the device key arrives through the live stream (server-sent events): the
// map's point moves there, the fuel chart gains the value and the alarm shows. Not one request leaves
// the server's origin.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';
import { call } from '../server/helpers';

const D = '/cloud/devices/rest';
const pageRoot = resolve(import.meta.dirname, 'livePage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let page: Page;
let device: { id: string; key: string };
const offOrigin: string[] = [];
const errors: string[] = [];
const streams: string[] = [];

/** Web Mercator pixel of a point at a zoom (what Leaflet's EPSG:3857 computes). */
function pixel([lng, lat]: [number, number], zoom: number): [number, number] {
  const size = 256 * 2 ** zoom;
  const s = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size];
}

const ingest = (readings: unknown) => call(server.url, `${D}/ingest`, { json: { deviceId: device.id, readings }, headers: { 'x-device-key': device.key } });

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitlive');
  server = await startServer({ distDir, live: { pollMs: 200, heartbeatMs: 15_000, keepMinutes: 60, maxBufferedBytes: 256 * 1024 } });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  device = (await call(server.url, `${D}/device/save`, { token: s.token, json: { code: 'V-T01', name: '浙A·T0001', kind: 'vehicle' } })).body.data as { id: string; key: string };
  await call(server.url, `${D}/rule/save`, { token: s.token, json: { deviceId: device.id, metric: 'fuel', min: 10 } });
  // Two hours of one-minute positions driving north-east across the city, fuel falling from 60 L.
  const t0 = server.now() - 120 * 60_000;
  const readings = Array.from({ length: 120 }, (_, i) => ({ t: t0 + i * 60_000, values: { lng: 120.1 + i * 0.0006, lat: 30.24 + i * 0.0003, speed: 35, fuel: 60 - i * 0.2 } }));
  expect((await ingest(readings)).body.data).toMatchObject({ accepted: 480 });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) offOrigin.push(r.url());
    if (r.url().includes('/live/stream')) streams.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/modules/kitlive/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${encodeURIComponent('管理员')}#/board`);
  await page.getByTestId('map').locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('a fleet board with the kit map, track playback and live readings', () => {
  it('draws the offline map with the vehicle where its track ends', async () => {
    const map = page.getByTestId('map').locator('.uo-map');
    await expect.poll(async () => Number(await map.getAttribute('data-marks'))).toBe(1);
    expect(await page.getByTestId('map').locator('.uo-map-label').allTextContents()).toEqual(expect.arrayContaining(['西湖区', '西湖']));
  });

  it('plays the track loaded from the server, with its figures', async () => {
    const track = page.getByTestId('track');
    await expect.poll(() => track.getAttribute('data-points')).toBe('120');
    await track.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await track.getByTestId('track-figures').textContent()).toMatch(/时长 1:59:00/);
    expect(await track.getByTestId('track-clock').textContent()).toBe('0:00:00');
    await track.getByRole('button', { name: /播\s*放/ }).click();
    await expect.poll(() => track.getByTestId('track-clock').textContent()).not.toBe('0:00:00');
    await track.getByRole('button', { name: /暂\s*停/ }).click();
  });

  it('shows a reading ingested now: the point moves, the fuel chart gains it and the alarm appears', async () => {
    await expect.poll(() => page.getByTestId('live-state').textContent(), { timeout: 15_000 }).toBe('open');
    const fuel = page.getByTestId('fuel');
    await expect.poll(() => fuel.getAttribute('data-points')).not.toBe('0');
    const before = Number(await fuel.getAttribute('data-points'));
    const at: [number, number] = [120.25, 30.31];
    expect((await ingest([{ t: server.now(), values: { lng: at[0], lat: at[1], speed: 40, fuel: 7 } }])).body.data).toMatchObject({ accepted: 4 });

    await expect.poll(() => page.getByTestId('live-last').textContent(), { timeout: 10_000 }).toBe('V-T01 7 120.25,30.31');
    await expect.poll(() => fuel.getAttribute('data-points')).toBe(String(before + 1));
    expect(await fuel.getAttribute('data-last')).toBe('7');
    expect(await page.getByTestId('alarms').textContent()).toBe('fuel:low:7');

    // The point is now drawn at the new position: a click there opens its popup.
    const box = (await page.getByTestId('map').locator('.uo-map').boundingBox())!;
    const [cx, cy] = pixel([120.17, 30.275], 12);
    const [px, py] = pixel(at, 12);
    await page.mouse.click(box.x + box.width / 2 + (px - cx), box.y + box.height / 2 + (py - cy));
    await expect.poll(() => page.locator('.leaflet-popup-content').textContent()).toBe('V-T01 浙A·T0001');
  });

  it('kept the token out of the stream address and asked nothing of any other origin', () => {
    expect(streams.length).toBeGreaterThanOrEqual(1);
    for (const url of streams) expect(new URL(url).searchParams.has('access_token')).toBe(false);
    expect(offOrigin).toEqual([]);
    expect(errors).toEqual([]);
  });
});
