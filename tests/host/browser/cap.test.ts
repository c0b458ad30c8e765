import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterLayout, newPage, startHarness, tabFrame, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ maxTabs: 3 });
});
afterAll(async () => h?.close());

describe('the open-tab cap (app-config maxTabs)', () => {
  it('closes the least recently used unpinned tab, sparing one with unsaved input', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const open = (uri: string, title: string) => page.evaluate(([u, t]) => window.postMessage({ type: 'openTab', uri: u, title: t }, location.origin), [uri, title]);
    const keys = () => page.locator('.uo-tabbar [data-node-key]').evaluateAll((n) => n.map((x) => x.textContent));
    await tabFrame(page, 'welcome.home').getByTestId('note').fill('草稿');
    await open('/modules/welcome/?p=1', '页面一');
    await page.locator('.uo-tabbar').getByText('页面一').waitFor();
    await open('/modules/welcome/?p=2', '页面二');
    await page.locator('.uo-tabbar').getByText('页面二').waitFor();
    await tabFrame(page, '/modules/welcome/?p=2').getByTestId('welcome').waitFor();
    await open('/modules/welcome/?p=3', '页面三');
    await page.locator('.uo-tabbar').getByText('页面三').waitFor();
    expect(await keys()).toEqual(['首页', '页面二', '页面三']);
    await context.close();
  });
});
