/**
 * The vehicle monitor page in Chromium, alone in a window with a token in its address, over the demo
 * city's moving vehicles (their configurations pair cars of 车辆管理 with V-101…V-107): the daily fuel
 * lists each configured car's figures derived from its readings, the water curve draws the sprinklers'
 * tanks, 轨迹回放 plays a lorry's track, 实时监控 shows the fleet by department and a picked lorry's live
 * position, and a fuel configuration is edited in its drawer with its rule checked. Build first: `npx vite build`.
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

beforeAll(async () => {
  server = await startServer({ modules: ['cljk', 'clgl'] });
  const built = await fetch(`${server.url}/modules/cljk/`);
  if (!built.ok) throw new Error(`the cljk page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = (route: string) => page.goto(`${server.url}/modules/cljk/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
const row = (text: string) => page.locator('.ant-table-row', { hasText: text });

describe('the vehicle monitor page', () => {
  it('lists the daily fuel of the configured cars and the siphoned lorry’s abnormal drops, derived from their devices’ readings', async () => {
    await open('/oilDaily');
    await expect.poll(() => row('V-101').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await row('V-101').first().innerText()).toMatch(/浙A·B1645/);
    expect(await page.locator('.ant-table-tbody').innerText()).toMatch(/V-105/);
    // The siphoned lorry (V-103, 18 L twice a tank) shows among the abnormal records.
    await open('/oilAbnormal');
    await expect.poll(() => row('V-103').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The kind's label arrives with its enum's values, which may come after the rows.
    await expect.poll(() => row('V-103').first().innerText()).toMatch(/浙A·H3289[\s\S]*疑似(偷|漏)油/);
  }, 40_000);

  it('opens 轨迹回放 and 历史位置 with the first lorry that has a track today, offering only the cars with a GPS terminal', async () => {
    await open('/track');
    // No pick: today's track of V-101's car plays on the map.
    await expect.poll(() => page.getByTestId('cljk-track-count').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/共 [1-9]\d* 个定位点/);
    // The picked car shows in the car select (the first line of the screen).
    expect((await page.getByTestId('cljk-track').innerText()).split('\n')[0]).toBe('浙A·B1645');
    await expect.poll(() => page.locator('[data-testid="cljk-track"] .leaflet-container').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByLabel('车辆').click();
    const offered = async () => (await page.locator('.ant-select-item-option').allInnerTexts()).sort();
    await expect.poll(offered, { timeout: 10_000 }).toEqual(['浙A·B1645', '浙A·F2467', '浙A·H3289', '浙A·A1508', '浙A·D1234', '浙A·C1782', '浙A·E1919'].sort());
    await page.keyboard.press('Escape');
    // 历史位置 lists that car's positions of the last 24 hours as it opens.
    await open('/gpsHistory');
    await expect.poll(() => row('浙A·B1645').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toMatch(/数据加载失败/);
  }, 40_000);

  it('draws the day’s water curve of the sprinklers and sweepers, and plays a lorry’s track of the day', async () => {
    await open('/waterCurve');
    await expect.poll(() => page.locator('[data-testid="cljk-water-chart"] canvas, [data-testid="cljk-water-chart"] svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).toMatch(/当日水箱水位/);
    // 轨迹回放: a lorry's track of today plays from its GPS terminal's positions.
    await open('/track');
    const car = page.getByLabel('车辆');
    await car.click();
    await car.fill('浙A·F2467');
    await car.press('Enter');
    const day = page.getByLabel('day');
    await day.click();
    await day.fill(new Date(server.now()).toLocaleDateString('sv'));
    await day.press('Enter');
    await expect.poll(() => page.getByTestId('cljk-track-count').innerText(), { timeout: 20_000 }).toMatch(/共 [1-9]\d* 个定位点/);
    expect(await page.getByTestId('cljk-track-last').innerText()).toMatch(/最后位置（在线）：.*文三路|最后位置（在线）：.*距/);
    await expect.poll(() => page.locator('[data-testid="cljk-track"] .leaflet-container').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  }, 40_000);

  it('shows the fleet by department on 实时监控 and a picked lorry’s realtime position, address and last hour', async () => {
    await open('/realtime');
    await expect.poll(() => page.getByTestId('cljk-realtime-head').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/共 \d+ 辆，在线 [1-9]\d*，离线 \d+/);
    await page.locator('.ant-tree-title', { hasText: '浙A·F2467' }).click();
    await expect.poll(() => page.getByTestId('cljk-realtime-info').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/浙A·F2467（在线）：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d，速度 [\d.]+ km\/h，油量 [\d.]+ L，.*(附近|距)/);
    await expect.poll(() => page.getByTestId('cljk-realtime-trail').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/近一小时 [1-9]\d* 个定位点/);
    expect(await page.locator('[data-testid="cljk-realtime"] .leaflet-container').count()).toBe(1);
  }, 40_000);

  it('edits a fuel configuration in its drawer, refusing a threshold beyond the tank', async () => {
    await open('/oilConfig');
    await expect.poll(() => row('V-101').count(), { timeout: 20_000 }).toBe(1);
    await row('V-101').getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ has: page.getByRole('button', { name: '保存' }) });
    await drawer.getByLabel('骤降阈值', { exact: true }).fill('500');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator('.ant-message, .ant-notification, .ant-form-item-explain-error').allInnerTexts(), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/骤降阈值不能大于容量/)]));
    await drawer.getByLabel('骤降阈值', { exact: true }).fill('12');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => row('V-101').innerText(), { timeout: 10_000 }).toMatch(/\b12\b/);
    expect(errors).toEqual([]);
  }, 40_000);

  it('adds a GPS terminal by choosing one of the device store’s vehicle devices, never a typed code', async () => {
    await open('/gpsDevice');
    await expect.poll(() => row('V-101').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const bound = (await page.locator('.ant-table-tbody .ant-table-row').allInnerTexts()).join('\n');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ has: page.getByRole('button', { name: '保存' }) });
    await drawer.waitFor();
    // The device code is a choice: the tenant's vehicle devices by code and name; a made-up code offers nothing.
    const code = drawer.getByLabel('设备编号', { exact: true });
    await code.click();
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => offered.allInnerTexts(), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^V-101 \S/), expect.stringMatching(/^V-107 \S/)]));
    expect((await offered.allInnerTexts()).every((o) => /^V-1\d\d /.test(o))).toBe(true);
    await code.fill('NOPE-1');
    await expect.poll(() => offered.count()).toBe(0);
    await code.fill('V-103');
    await offered.first().click();
    // A car without a terminal yet.
    const answer = await fetch(`${server.url}/cloud/clgl/v2/web/car/page`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 100 }) });
    const plates = ((await answer.json()) as { data: { records: { plateNo: string }[] } }).data.records.map((c) => c.plateNo);
    const free = plates.find((plate) => !bound.includes(plate))!;
    const car = drawer.getByLabel('车牌号', { exact: true });
    await car.click();
    await car.fill(free);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: free }).first().click();
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => row(free).innerText(), { timeout: 10_000 }).toMatch(/V-103/);
    expect(errors).toEqual([]);
  }, 60_000);
});
