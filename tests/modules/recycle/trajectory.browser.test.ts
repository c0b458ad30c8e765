/**
 * 收运车辆轨迹 in Chromium with the demo devices: the page opens on the first vehicle heard and today's
 * track plays on the offline map, and it stays still once drawn (its day's range once made the call's
 * parameters change on every render: React stopped the page with "maximum update depth exceeded").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulePage } from '../../support/modulePage';
import { workdayClock } from '../../support/server';

const m = modulePage('recycle', { modules: ['recycle'], demoDevices: true, now: workdayClock() });
let page: Page;
beforeAll(() => {
  page = m.page;
});

describe('the collection vehicles’ tracks', { timeout: 180_000 }, () => {
  it('plays the first vehicle’s track of the day on the map, asking for it once', async () => {
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/cloud/recycle/vehicle/trackData')) asked += 1;
    });
    await m.open('trajectory', '[data-testid="recycle-trajectory"]');
    const count = page.getByTestId('recycle-track-count');
    await expect.poll(async () => Number((await count.textContent())?.match(/\d+/)?.[0] ?? 0), { timeout: 60_000 }).toBeGreaterThan(10);
    await page.locator('.leaflet-container').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(asked).toBe(1);
    expect(m.errors).toEqual([]);
  });
});
