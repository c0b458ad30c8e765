import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterLayout, newPage, startHarness, tab, tabFrame, tabKeys, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ keepAliveTabs: 2 });
});
afterAll(async () => h?.close());

const frames = (page: Page) => page.locator('.uo-frame').evaluateAll((n) => n.map((x) => (x as HTMLElement).dataset.tabKey));

describe('the keep-alive cap (app-config keepAliveTabs)', () => {
  it('unloads the least recently used tab beyond the cap, keeps it in the tab bar, and loads it again on its route when clicked', async () => {
    const { context, page } = await newPage(h);
    await enterLayout(page, h.url);
    const open = (uri: string, title: string) => page.evaluate(([u, t]) => window.postMessage({ type: 'openTab', uri: u, title: t }, location.origin), [uri, title]);
    const one = '/modules/welcome/?p=1';
    await open(one, '页面一');
    await tabFrame(page, one).getByTestId('welcome').waitFor();
    // The page moves to a route of its own before it is unloaded.
    const frameOf = (p: string) => page.frames().find((f) => f.url().includes(p));
    await frameOf('p=1')!.evaluate(() => (location.hash = '#/route-7'));
    await open('/modules/welcome/?p=2', '页面二');
    await tabFrame(page, '/modules/welcome/?p=2').getByTestId('welcome').waitFor();
    await open('/modules/welcome/?p=3', '页面三');
    await tabFrame(page, '/modules/welcome/?p=3').getByTestId('welcome').waitFor();
    await expect.poll(() => frames(page)).toHaveLength(2);
    expect(await frames(page)).not.toContain(one);
    expect(await tabKeys(page)).toContain(one);

    await tab(page, one).click();
    await tabFrame(page, one).getByTestId('welcome').waitFor();
    expect(frameOf('p=1')!.url()).toMatch(/p=1.*#\/route-7$/);
    await expect.poll(() => frames(page)).toHaveLength(2);
    await context.close();
  });
});
