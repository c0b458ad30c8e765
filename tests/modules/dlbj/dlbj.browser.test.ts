// 道路保洁 end to end in Chromium, alone in a window with a real token: the overview board shows the
// indices and the jobs per day measured from the tracks; the work report lists the seeded days and a
// line below target opens its roads with the deviation named; the road tracks map shows a line's roads
// coloured by completion with the day's summary.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { workdayClock } from '../../support/server';

// Today's jobs exist once the morning shifts have run: the server's day is a working afternoon whenever the suite runs.
const m = modulePage('dlbj', { modules: ['dlbj'], now: workdayClock() });
const { errors } = m;
let page: Page;
beforeAll(() => {
  page = m.page;
});

const chinaDate = (t: number) => new Date(t + 8 * 3600_000).toISOString().slice(0, 10);

describe('dlbj in Chromium', () => {
  it('shows the overview board: indices, jobs per day, today’s jobs', async () => {
    await m.open('cleanBoard', '[data-testid="dlbj-board"]', 60_000);
    await expect.poll(() => page.locator('[data-testid="panel-index"]').textContent(), { timeout: 60_000 }).toContain('近30日完成率');
    await expect.poll(() => page.locator('[data-testid="panel-tasks"] canvas, [data-testid="panel-tasks"] svg').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="panel-realtime"]').textContent(), { timeout: 60_000 }).toContain('之江路抑尘线');
  });

  it('lists the work reports and opens the roads of a line below target, the deviation named', async () => {
    await m.open('cleanReport', '.ant-table-tbody', 60_000);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 60_000 }).toBeGreaterThan(5);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '未达标' }).first();
    await row.getByRole('button', { name: '道路明细' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toMatch(/低于 90%/);
    expect(await dialog.textContent()).toContain('完成率');
  });

  it('draws a line’s roads on the road tracks map with the day’s completion', async () => {
    await m.open('cleanTrack', '[data-testid="dlbj-track"]', 60_000);
    await page.getByLabel('线路').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="江南大道清扫线"]').click();
    const day = page.getByLabel('日期');
    await day.fill(chinaDate(m.server.now() - 86_400_000));
    await day.press('Enter');
    await expect.poll(() => page.locator('[data-testid="dlbj-track-summary"]').textContent(), { timeout: 60_000 }).toMatch(/完成率 \d+(\.\d)?%/);
    await expect.poll(() => page.locator('.leaflet-container').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
