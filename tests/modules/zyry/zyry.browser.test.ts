// The personnel module end to end in Chromium, alone in a window with a real token and the demo
// badges walking their areas: the kanban's figures with their definitions and the badges on the map;
// an off-post alarm opened to its evidence (the track and the fence, the episode listed); a forecast
// of 41 °C entered in 天气预报 flags every outdoor shift of that day in 健康报表.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('zyry', { modules: ['zyry'], demoDevices: true });
const { errors } = m;
const Z = (entity: string, op: string) => `/cloud/zyry/api/v2/${entity}/${op}`;
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const open = (route: string, selector = '.ant-table-tbody') => m.open(route, selector, 30_000);

describe('zyry in Chromium', () => {
  it('shows the figures of the day, each with its definition, and the badges on the map', async () => {
    await open('kanban', '[data-testid="fig-badges"]');
    await expect.poll(() => page.locator('[data-testid="fig-badges"]').textContent(), { timeout: 30_000 }).toContain('21');
    expect(await page.locator('[data-testid="fig-offline"]').textContent()).toContain('不是人员缺勤');
    expect(await page.locator('[data-testid="fig-onPost"]').textContent()).toContain('最后位置在作业区域内');
    await page.locator('.leaflet-container').first().waitFor({ timeout: 30_000 });
    if (process.env.ZYRY_SHOTS) await page.screenshot({ path: '/tmp/zyry-kanban.png', fullPage: true });
  });

  it('opens an off-post alarm to its evidence: the track, the fence and the episode', async () => {
    const alarms = await api.json<ListPage>(Z('personAlarm', 'pageList'), { kind: 'offPost', pageSize: 50 });
    expect(alarms.data.records.length).toBeGreaterThan(0);
    await open('alarms');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await page.locator('.ant-table-tbody').textContent()).toContain('离岗');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '离岗' }).first();
    const name = (await row.locator('td').allTextContents()).find((c) => alarms.data.records.some((r) => r.personName === c))!;
    await row.getByRole('button', { name: '详情' }).click();
    await page.waitForSelector('[data-testid="zyry-trail-episodes"]', { timeout: 30_000 });
    expect(await page.locator('[data-testid="zyry-trail"]').textContent()).toContain(name);
    await expect.poll(() => page.locator('[data-testid="zyry-trail-episodes"]').textContent(), { timeout: 20_000 }).toContain('离岗');
    // The fence and the track are drawn on the map (the kit's canvas layers).
    await expect.poll(() => page.locator('[data-testid="zyry-trail"] .uo-map canvas').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    if (process.env.ZYRY_SHOTS) await page.waitForTimeout(1500).then(() => page.screenshot({ path: '/tmp/zyry-trail.png', fullPage: true }));
  });

  it('flags every outdoor shift of a 41 °C day once the forecast is entered', async () => {
    const forecasts = await api.json<ListPage>(Z('forecast', 'pageList'), { pageSize: 1, orderField: 'forecastDate', orderType: 'desc' });
    const last = forecasts.data.records[0]!;
    await open('forecast');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: String(last.forecastDate) }).first();
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('最高气温', { exact: true }).fill('41');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await open('health');
    const search = page.locator('form[role="search"]');
    const [from, to] = [search.locator('.ant-picker-range input').nth(0), search.locator('.ant-picker-range input').nth(1)];
    await from.click();
    await from.fill(String(last.forecastDate));
    await from.press('Enter');
    await to.fill(String(last.forecastDate));
    await to.press('Enter');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('停止户外作业');
    const r = await api.json<ListPage>(Z('healthReport', 'pageList'), { workDateStart: last.forecastDate, workDateEnd: last.forecastDate, pageSize: 1000 });
    expect(r.data.records.every((x) => x.heatFlag === 'stop' && x.forecastMax === 41)).toBe(true);
    expect(errors).toEqual([]);
  });
});
