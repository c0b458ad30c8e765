/**
 * 垃圾分类业务 in Chromium, alone in a window with a token in its address, through its main flow: a
 * manual points adjustment refused without its reason (nothing written), then saved with it — posted,
 * the adjuster recorded and the resident's balance risen by the points, as the accounts page shows —
 * and reversed from its row (the balance back); the garbage records with the sums of the filtered
 * loads; the data platform's tabs; the big-data board drawn. Build first: `URBANOPS_PAGES=ljfl,welcome npx vite build`.
 */
import type { Browser, Locator, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let page: PwPage;
let token: string;
const errors: string[] = [];

type Envelope<T> = { result: number; msg: string; data: T };
async function api<T>(path: string, fields: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  return (await response.json()) as Envelope<T>;
}

beforeAll(async () => {
  server = await startServer({ modules: ['ljfl'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/ljfl/`);
  if (!built.ok) throw new Error(`the ljfl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: PwPage | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const drawer = () => page.locator('.ant-drawer-section');
const item = (name: string) => drawer().locator('.ant-form-item').filter({ hasText: name });

async function open(route: string, ready = '.ant-table-tbody tr.ant-table-row') {
  await page.goto('about:blank');
  await page.goto(`${server.url}/modules/ljfl/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('管理员')}#${route}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
}

/** Picks `title` in an antd select (typing filters it first). */
async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content', { hasText: title }).first().click();
}

/** The first resident by card number, with the balance the ledger sums for them. */
async function resident() {
  const r = (await api<{ records: { id: number; residentName: string; cardNo: string }[] }>('/cloud/ljfl/userIntegrationManage/pageList.smvc', { pageSize: 1, orderField: 'cardNo', orderType: 'asc' })).data.records[0]!;
  const b = (await api<{ records: { quantity: number }[] }>('/cloud/ljfl/userIntegrationManage/balanceList.smvc', { residentId: r.id })).data.records[0]?.quantity ?? 0;
  return { ...r, balance: b };
}

describe('垃圾分类业务: points, loads, reports, board', { timeout: 240_000 }, () => {
  it('refuses a manual adjustment without its reason, then posts it with one: the adjuster recorded, the balance up by the points, and back when reversed', async () => {
    const who = await resident();
    await open('/pointsOrders');
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await drawer().getByLabel('单号', { exact: true }).fill('TZ-UI-01');
    await pick(item('类型').locator('.ant-select').first(), '人工调整');
    const lines = drawer().getByTestId('document-lines');
    await pick(rows(lines).nth(0).locator('.ant-select').first(), who.residentName);
    await rows(lines).nth(0).getByLabel('积分').fill('5');
    await drawer().locator('button', { hasText: label('保存') }).click();
    await page.getByText('人工调整积分必须填写事由').first().waitFor({ timeout: 15_000 });
    expect((await api<{ total: number }>('/cloud/ljfl/userIntegrationManage/order/pageList.smvc', { orderNo: 'TZ-UI-01' })).data.total).toBe(0);
    expect((await resident()).balance).toBe(who.balance);

    await drawer().getByLabel('事由', { exact: true }).fill('督导员核实：补记投放积分');
    await drawer().locator('button', { hasText: label('保存') }).click();
    const row = rows(page).filter({ hasText: 'TZ-UI-01' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent()).toContain('已过账');
    expect(await row.textContent()).toContain('admin');
    expect((await resident()).balance).toBe(who.balance + 5);

    await open('/residents');
    const account = rows(page).filter({ hasText: who.cardNo });
    await account.waitFor({ timeout: 15_000 });
    expect(await account.textContent()).toContain(String(who.balance + 5));

    // 冲销 on the order's row writes the opposite movement: the balance is back where it was.
    await open('/pointsOrders');
    const again = rows(page).filter({ hasText: 'TZ-UI-01' });
    await again.getByRole('button', { name: label('冲销') }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: label('确定') }).click();
    await expect.poll(() => again.textContent(), { timeout: 15_000 }).toContain('已冲销');
    expect((await resident()).balance).toBe(who.balance);
  });

  it('shows the garbage records with the sums of the filtered loads above them', async () => {
    await open('/garbage');
    const sums = page.getByTestId('garbage-sums');
    await expect.poll(() => sums.textContent(), { timeout: 15_000 }).toMatch(/收运量\s*[\d,.]+\s*吨/);
    expect(await sums.textContent()).toContain('未计重车次');
  });

  it('lists the data platform’s units, and the daily report from the archive and the loads', async () => {
    await open('/dataPlatform');
    expect(await rows(page).count()).toBeGreaterThan(0);
    await open('/reports');
    expect(await page.locator('.ant-table-tbody').textContent()).toMatch(/逐车记录/);
  });

  it('draws the big-data board at 1920×1080 and 1366×768 without scrolling: figures as of one moment, places on the map, those without coordinates listed', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open('/board', '[data-testid="wall-screen"]');
    const screen = page.getByTestId('wall-screen');
    await expect.poll(() => screen.getAttribute('data-round'), { timeout: 30_000 }).not.toBe('0');
    expect(await page.getByTestId('screen-as-of').getAttribute('data-as-of')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect.poll(async () => Number(await page.getByTestId('screen-map-points').getAttribute('data-points')), { timeout: 30_000 }).toBeGreaterThan(30);
    // The vehicle without a fix and the unit without a place: listed, not drawn.
    expect(await page.getByTestId('screen-anomalies').getAttribute('data-count')).toBe('2');
    expect(await page.getByTestId('screen-anomalies').textContent()).toContain('浙A·');
    expect(await page.locator('[data-stat="ljfl.board.todayTonnes"] [data-value]').textContent()).toMatch(/^[\d.,]+$|^--$/);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1920, 1080]);

    // A 1366×768 laptop: still no scrolling, and no text under 12 px.
    await page.setViewportSize({ width: 1366, height: 768 });
    await open('/board', '[data-testid="wall-screen"]');
    await expect.poll(() => page.getByTestId('wall-screen').getAttribute('data-round'), { timeout: 30_000 }).not.toBe('0');
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1366, 768]);
    const smallest = await page.evaluate(() => {
      let min = Infinity;
      for (const el of document.querySelectorAll('[data-testid="wall-screen"] *')) {
        if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        min = Math.min(min, parseFloat(getComputedStyle(el).fontSize) * (r.width / (el as HTMLElement).offsetWidth || 1));
      }
      return min;
    });
    expect(smallest).toBeGreaterThanOrEqual(11.9);
    expect(errors).toEqual([]);
  });
});
