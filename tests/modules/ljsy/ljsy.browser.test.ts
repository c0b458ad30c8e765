// 垃圾运输 end to end in Chromium, alone in a window with a real token: a department area edited in the
// drawer and found by the filter; the transfer legs with their destinations and weights; the
// transport board drawn at 1920×1080 with its day, asOf, figures and the vehicle that lost its fix
// listed as an anomaly.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../support/axe';
import { modulePage } from '../../support/modulePage';

const m = modulePage('ljsy', { viewport: { width: 1920, height: 1080 } });
const { errors } = m;
let page: Page;
beforeAll(() => {
  page = m.page;
});
const open = (route: string, ready = '.ant-table-tbody tr.ant-table-row') => m.open(route, ready, 30_000);

describe('ljsy in Chromium', () => {
  it('edits a department area in the drawer and finds it by its name', async () => {
    await open('deptAreas');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('区域名称', { exact: true }).fill('拱墅收运片区（改）');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.locator('form[role="search"]').getByLabel('区域名称', { exact: true }).fill('（改）');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('.ant-table-tbody').textContent()).toContain('拱墅收运片区（改）');
  });

  it('lists the transfer legs with their destination by name and the weight columns', async () => {
    await open('transportLoads');
    // Before a select is opened (antd leaves its option list in the page, a listbox without a name).
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('form[role="search"]').getByLabel('运输环节', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="转运（站→厂）"]').click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('转运（站→厂）');
    expect(await page.locator('.ant-table-tbody').textContent()).toMatch(/焚烧厂|填埋场/);
    const headers = await page.locator('.ant-table-thead').textContent();
    expect(headers).toContain('计量重量');
    expect(headers).toContain('地磅确认净重');
  });

  it('draws the transport board on the kit’s wall display at 1920×1080 and 1366×768: asOf, the day’s figures, the map, anomalies listed, nothing scrolls', async () => {
    await open('transportBoard', '[data-testid="wall-screen"]');
    await expect.poll(() => page.getByTestId('screen-as-of').getAttribute('data-as-of'), { timeout: 30_000 }).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect.poll(() => page.locator('[data-stat="ljsy.figure.tonnes"] [data-value]').textContent(), { timeout: 30_000 }).toMatch(/^\d+(\.\d+)?$/);
    expect(await page.locator('[data-stat="ljsy.board.day"] [data-value]').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The vehicle that lost its fix and the refuse room never surveyed: listed, not drawn.
    await expect.poll(() => page.getByTestId('screen-anomalies').getAttribute('data-count'), { timeout: 30_000 }).toBe('2');
    expect(await page.getByTestId('screen-anomalies').textContent()).toContain('滨江区长河垃圾房');
    expect(Number(await page.getByTestId('screen-map-points').getAttribute('data-points'))).toBeGreaterThan(15);
    expect(await seriousViolations(page)).toEqual([]);
    for (const [width, height] of [[1920, 1080], [1366, 768]] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(800);
      const scroll = await page.evaluate(() => ({ x: document.documentElement.scrollWidth - window.innerWidth, y: document.documentElement.scrollHeight - window.innerHeight }));
      expect(scroll.x, `${width}`).toBeLessThanOrEqual(0);
      expect(scroll.y, `${width}`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });
});
