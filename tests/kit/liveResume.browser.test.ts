// The live stream resumes without a gap in Chromium (docs/maps.md "Resumable"), on the fleet board
// test page (tests/kit/livePage): the server is stopped (the page's stream drops), readings are
// ingested meanwhile through another instance on the same database, and the server is started again
// where it was; the kit reconnects with a new ticket carrying the last event it had and receives
// every missed reading once, in order, before new ones.
// (Chromium's offline emulation does not drop an open EventSource, so a restart is the drop.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
let dataDir: string;
const live = { pollMs: 200, heartbeatMs: 15_000, keepMinutes: 60, maxBufferedBytes: 256 * 1024 };
let page: Page;
let device: { id: string; key: string };
const tickets: string[] = [];

const ingest = (readings: unknown) => call(server.url, `${D}/ingest`, { json: { deviceId: device.id, readings }, headers: { 'x-device-key': device.key } });

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitlive');
  dataDir = mkdtempSync(join(tmpdir(), 'urbanops-resume-'));
  server = await startServer({ distDir, dataDir, demoDevices: false, live });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  device = (await call(server.url, `${D}/device/save`, { token: s.token, json: { code: 'V-T01', name: '浙A·T0001', kind: 'vehicle' } })).body.data as { id: string; key: string };
  const t0 = server.now() - 10 * 60_000;
  await ingest(Array.from({ length: 5 }, (_, i) => ({ t: t0 + i * 60_000, values: { lng: 120.1 + i * 0.001, lat: 30.24, speed: 30, fuel: 60 - i } })));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
  page.on('request', (r) => {
    if (r.url().includes('/live/ticket')) tickets.push(r.postData() ?? '');
  });
  await page.goto(`${server.url}/modules/kitlive/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=${encodeURIComponent('管理员')}#/board`);
  await page.locator('[data-testid="live-state"]', { hasText: /^open$/ }).waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('the live stream after a dropped connection', () => {
  it('reconnects with the last event it had and receives every reading missed meanwhile, once and in order', async () => {
    const fuel = page.getByTestId('fuel');
    await expect.poll(() => fuel.getAttribute('data-points')).not.toBe('0');
    await ingest([{ t: server.now() - 30_000, values: { fuel: 50 } }]);
    await expect.poll(() => fuel.getAttribute('data-last'), { timeout: 10_000 }).toBe('50');
    const before = Number(await fuel.getAttribute('data-points'));

    const port = Number(new URL(server.url).port);
    await server.close();
    await expect.poll(() => page.getByTestId('live-state').textContent(), { timeout: 20_000 }).toBe('reconnecting');
    const other = await startServer({ distDir, dataDir, live });
    try {
      for (const [i, v] of [41, 42, 43].entries()) {
        const r = await call(other.url, `${D}/ingest`, { json: { deviceId: device.id, readings: [{ t: other.now() - 20_000 + i * 1000, values: { fuel: v } }] }, headers: { 'x-device-key': device.key } });
        expect(r.body.data).toMatchObject({ accepted: 1 });
      }
    } finally {
      await other.close();
    }
    server = await startServer({ distDir, dataDir, live, port });

    await expect.poll(() => page.getByTestId('live-state').textContent(), { timeout: 40_000 }).toBe('open');
    await expect.poll(() => fuel.getAttribute('data-points'), { timeout: 10_000 }).toBe(String(before + 3));
    expect(await fuel.getAttribute('data-last')).toBe('43');
    // The reconnect asked for a ticket resuming after the last event the page had.
    expect(tickets.at(-1)).toMatch(/"after":\d+/);
    await ingest([{ t: server.now(), values: { fuel: 44 } }]);
    await expect.poll(() => fuel.getAttribute('data-points'), { timeout: 10_000 }).toBe(String(before + 4));
  });
});
