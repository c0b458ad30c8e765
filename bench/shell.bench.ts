/**
 * `npm run bench:shell`: the shell's figures, measured in Debian Chromium against the real server on
 * the built pages (URBANOPS_DIST, default dist):
 *
 * - the login route, cold cache: compressed JavaScript transferred before the form is usable (the
 *   150 KB budget), the same including the background prefetch of the layout, and the time from
 *   navigation start to a usable form;
 * - a menu click in the layout → the module's first content in its new tab, beside the same module
 *   page opened alone in a window (navigation start → first content). Warm cache, medians.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer } from '../tests/support/server';
import { buildTestPage } from '../tests/support/testPage';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOGIN_BUDGET_KB = 150;
const modulesDir = resolve(import.meta.dirname, '../tests/host/fixtures/modules');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

// Page scripts are plain strings: tsx would wrap named functions in a helper the page does not have.

/** Records, in the page, when an element matching `selector` first appears (ms since navigation start). */
function markFirst(page: Page, selector: string) {
  return page.addInitScript(`(() => {
    const check = () => {
      if (window.__firstSeen === undefined && document.querySelector(${JSON.stringify(selector)})) window.__firstSeen = performance.now();
      else if (window.__firstSeen === undefined) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
}

/** Clicks the menu item and resolves the ms until the new tab's module shows its first content. */
const CLICK_TO_CONTENT = `new Promise((done) => {
  const target = Array.from(document.querySelectorAll('.uo-side [role="menuitem"]')).find((n) => n.textContent === '车辆档案');
  const start = performance.now();
  target.click();
  const poll = () => {
    const frame = document.querySelector('.uo-frame[data-tab-key="welcome.cars"] iframe');
    if (frame && frame.contentDocument && frame.contentDocument.querySelector('[data-testid="welcome"]')) done(performance.now() - start);
    else requestAnimationFrame(poll);
  };
  poll();
})`;
const FIRST_SEEN = 'window.__firstSeen';

async function scriptBytes(requests: Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    if (request.resourceType() !== 'script') continue;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) total += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return total;
}

async function main() {
  // The test menu opens the bridge test page (tests/host/fixtures) in place of the real home, as the shell's tests do.
  const dist = resolve(process.env.URBANOPS_DIST ?? 'dist');
  const distDir = await buildTestPage(resolve(modulesDir, '..'), 'welcome');
  const home = join(dist, 'modules', 'welcome');
  cpSync(dist, distDir, { recursive: true, force: false, filter: (src) => src !== home && !src.startsWith(home + sep) });
  const server = await startServer({ modulesDir, distDir });
  const browser = await launchBrowser();
  try {
    // 1. The login route, cold.
    const critical: number[] = [];
    const withPrefetch: number[] = [];
    const usable: number[] = [];
    const encodings = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const requests: Request[] = [];
      page.on('requestfinished', (r) => requests.push(r));
      await markFirst(page, '#username:not([disabled])');
      await page.goto(`${server.url}/#/`);
      await page.waitForFunction(`${FIRST_SEEN} !== undefined`);
      usable.push((await page.evaluate(FIRST_SEEN)) as number);
      critical.push(await scriptBytes([...requests]));
      await page.waitForTimeout(4000); // the background prefetch of navigation and layout
      withPrefetch.push(await scriptBytes(requests));
      for (const r of requests) if (r.resourceType() === 'script') encodings.add((await r.response())?.headers()['content-encoding'] ?? 'identity');
      await context.close();
    }

    // 2. Menu click → first content in the tab, beside the module page alone.
    const { token, data } = await signIn(server.url, 'ops', 'Ops@2026');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/`);
    await page.getByLabel('用户名').fill('ops');
    await page.getByLabel('密码', { exact: true }).fill('Ops@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('layout').waitFor();
    const inTab: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.locator('.uo-side').getByRole('menuitem', { name: '车辆管理' }).click();
      const item = page.locator('.uo-side').getByRole('menuitem', { name: '车辆档案' });
      await item.waitFor();
      inTab.push((await page.evaluate(CLICK_TO_CONTENT)) as number);
      await page.locator('.uo-tabbar [data-node-key="welcome.cars"] .ant-tabs-tab-remove').click();
      await page.waitForFunction(`!document.querySelector('.uo-tabbar [data-node-key="welcome.cars"]')`);
      await page.locator('.uo-side').getByRole('menuitem', { name: '车辆管理' }).click();
    }

    const alone: number[] = [];
    const query = new URLSearchParams({ systemCode: 'hwyy', title: 'bench', menuId: 'welcome.cars', tenantId: String(data.tenantId), userId: String(data.userId), token, access_token: token });
    for (let i = 0; i < RUNS; i++) {
      const win = await context.newPage();
      await markFirst(win, '[data-testid="welcome"]');
      await win.goto(`${server.url}/modules/welcome/?${query.toString()}#/cars`);
      await win.waitForFunction(`${FIRST_SEEN} !== undefined`);
      alone.push((await win.evaluate(FIRST_SEEN)) as number);
      await win.close();
    }
    await context.close();

    const loginKb = median(critical) / 1024;
    console.log(`shell bench (Chromium, ${RUNS} runs each, medians; pages from ${process.env.URBANOPS_DIST ?? 'dist'})`);
    console.log(`  login route JS transferred before the form is usable: ${kb(median(critical))} (budget ${LOGIN_BUDGET_KB} KB: ${loginKb <= LOGIN_BUDGET_KB ? 'within' : 'OVER'}; content-encoding ${[...encodings].join(', ')})`);
    console.log(`  login route JS including the background prefetch of the layout: ${kb(median(withPrefetch))}`);
    console.log(`  login route time to a usable form (cold cache): ${ms(median(usable))}`);
    console.log(`  menu click → module's first content in its tab: ${ms(median(inTab))}`);
    console.log(`  same module page opened alone (navigation start → first content): ${ms(median(alone))}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
