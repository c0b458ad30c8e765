/**
 * 小区大屏 in Chromium, alone in a window with a token in its address, through its main flow: a bin's
 * fill report from 定位设备 (serious overflow) opens a collection task with its deadline; the crew
 * responds to it in 清运任务 (on time); the estate wall screen shows without scrolling at 1920×1080 with
 * its moment, every panel drawn, the open tasks, the estates and devices on the map and the two cameras
 * without valid coordinates listed, not drawn; the devices around an estate are found within the
 * radius. Build first: `URBANOPS_PAGES=zszy,welcome npx vite build`.
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
type Row = Record<string, unknown>;

async function api<T>(method: 'GET' | 'POST', path: string, fields: Record<string, string | number> = {}): Promise<T> {
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
const records = async (method: 'GET' | 'POST', path: string, fields: Record<string, string | number> = {}) => (await api<{ records: Row[] }>(method, path, { pageSize: 1000, ...fields })).records;

beforeAll(async () => {
  server = await startServer({ modules: ['zszy'] });
  const built = await fetch(`${server.url}/modules/zszy/`);
  if (!built.ok) throw new Error(`the zszy page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  token = s.token;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const address = (route: string) => `${server.url}/modules/zszy/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`;
async function open(route: string, ready = '.ant-table-tbody tr.ant-table-row') {
  await page.goto('about:blank');
  await page.goto(address(route));
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
}

describe('小区大屏: a bin overflows, a task is answered, the wall screen and the device circle', { timeout: 300_000 }, () => {
  let bin: Row;

  it('reports a bin’s fill level from 定位设备: a serious overflow opens a collection task with its deadline', async () => {
    const open = new Set((await records('POST', '/cloud/zszy/prd/api/collectionTask/pageList', { state: 'open' })).map((t) => t.deviceId));
    bin = (await records('GET', '/cloud/zszy/prd/api/gis/common/positionDeviceList', { deviceType: 'bin' })).find((d) => !open.has(d.id) && d.lastReportAt !== null)!;
    await page.goto('about:blank');
    await page.goto(address('/devices'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: String(bin.deviceCode) });
    await row.first().waitFor({ timeout: 60_000 });
    await row.getByRole('button', { name: '上报满溢度' }).click();
    await page.locator('.ant-modal-confirm input[aria-label="满溢度"]').fill('118');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText(/严重满溢.*已派发清运任务/).first().waitFor({ timeout: 20_000 });
    const task = (await records('POST', '/cloud/zszy/prd/api/collectionTask/pageList', { deviceId: Number(bin.id), state: 'open' }))[0]!;
    expect(task).toMatchObject({ band: 'serious', fillLevel: 118 });
    expect(new Date(String(task.deadline).replace(' ', 'T')).getTime() - new Date(String(task.openedAt).replace(' ', 'T')).getTime()).toBe(30 * 60_000);
  });

  it('responds to the task in 清运任务: it is responded, on time', async () => {
    const task = (await records('POST', '/cloud/zszy/prd/api/collectionTask/pageList', { deviceId: Number(bin.id), state: 'open' }))[0]!;
    await open('/collectionTasks');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: String(task.taskNo) });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toContain('待响应');
    await row.getByRole('button', { name: /响\s*应/ }).click();
    await page.locator('.ant-modal-confirm input[aria-label="处理说明"]').fill('已清运');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('已响应');
    expect(await row.textContent()).toContain('按时');
  });

  it('shows the estate wall screen at 1920×1080 without scrolling: its moment, every panel, the open tasks, the map and the devices without valid coordinates listed', async () => {
    const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    screen.on('pageerror', (e) => errors.push(e.message));
    await screen.goto(address('/estateScreen'));
    await screen.locator('[data-testid="wall-screen"]:not([data-round="0"])').waitFor({ timeout: 60_000 });
    await screen.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => screen.locator('[data-chart] canvas').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
    expect(await screen.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await screen.getByTestId('screen-as-of').getAttribute('data-as-of')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const estates = await records('GET', '/cloud/zszy/prd/api/v3/housingEstate/page');
    const devices = await records('GET', '/cloud/zszy/prd/api/gis/common/positionDeviceList');
    expect(await screen.locator('[data-stat="zszy.asset.estates"] [data-value]').textContent()).toBe(String(estates.length));
    // Every estate and every device but the two cameras without valid coordinates is drawn.
    expect(await screen.getByTestId('screen-map-points').getAttribute('data-points')).toBe(String(estates.length + devices.length - 2));
    expect(await screen.getByTestId('screen-anomalies').getAttribute('data-count')).toBe('2');
    expect((await screen.getByTestId('screen-anomaly').allTextContents()).join('\n')).toMatch(/HZ-D014 · 其他设备 · 无坐标[\s\S]*HZ-D024 · 其他设备 · 坐标为 0,0/);
    const open = await records('POST', '/cloud/zszy/prd/api/collectionTask/pageList', { state: 'open' });
    const shown = await screen.getByTestId('panel-tasks').locator('tbody tr').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(open.length);
    if (process.env.SCREEN_SHOTS) await screen.screenshot({ path: `${process.env.SCREEN_SHOTS}/zszy-1920.png` });
    await screen.close();
  });

  it('finds the devices around an estate within the radius and lists its device without coordinates', async () => {
    await open('/deviceCircle', '[data-testid="circle-devices"] .ant-table-tbody tr.ant-table-row');
    expect(await page.locator('[data-testid="circle-devices"] .ant-table-tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('circle-anomalies').textContent()).toContain('HZ-D014');
    await page.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
  });

  it('raised no page error', () => {
    expect(errors).toEqual([]);
  });
});
