/**
 * `npx tsx bench/screen.bench.ts`: a wall display's first complete draw, in Debian Chromium against the
 * real server: time from navigation start to every panel drawn with data — the first round of figures
 * in, each panel showing its chart's canvas, its table's rows or its figures, and the map ready with its
 * places drawn. Medians of BENCH_RUNS (default 5) at 1920×1080, in a cold browser context (nothing
 * cached) and on a warm reload, with the JavaScript a cold open transfers.
 *
 * Two screens: the kit's test page (tests/kit/screenPage, built here with Vite and served uncompressed:
 * five panels and three layers whose sources answer in 20 ms), and 小区分类大屏 (modules/zszy, the built
 * pages of URBANOPS_DIST, default dist, against the seeded demo: nine calls and three layers) when that
 * page is built (`URBANOPS_DIST=dist-x URBANOPS_PAGES=zszy,welcome npx vite build`).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer, type TestServer } from '../tests/support/server';
import { buildTestPage } from '../tests/support/testPage';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// A page script as a string (tsx would wrap a named function in a helper the page does not have).
/** Records when the screen is complete (ms since navigation start) in window.__complete. */
const watchComplete = `(() => {
  const check = () => {
    const wall = document.querySelector('[data-testid="wall-screen"]');
    const panels = [...document.querySelectorAll('[data-panel]')];
    const map = document.querySelector('.uo-map[data-ready="true"]');
    const done = wall && wall.dataset.round !== '0' && panels.length > 0
      && panels.every((p) => p.querySelector('canvas, tbody tr, [data-value]'))
      && map && Number(map.dataset.marks) > 0;
    if (done) window.__complete = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;
const complete = () => (window as unknown as { __complete?: number }).__complete !== undefined;
const scriptBytes = `performance.getEntriesByType('resource').filter((e) => /\\.m?js(\\?|$)/.test(e.name)).reduce((s, e) => s + e.encodedBodySize, 0)`;

async function measure(browser: Browser, name: string, url: string) {
  const cold: number[] = [];
  const warm: number[] = [];
  const bytes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.addInitScript(watchComplete);
    await page.goto(url);
    await page.waitForFunction(complete, undefined, { timeout: 60_000 });
    cold.push((await page.evaluate('window.__complete')) as number);
    bytes.push((await page.evaluate(scriptBytes)) as number);
    // The page drops the token from its address once read: open the same address again.
    await page.goto('about:blank');
    await page.goto(url);
    await page.waitForFunction(complete, undefined, { timeout: 60_000 });
    warm.push((await page.evaluate('window.__complete')) as number);
    await context.close();
  }
  console.log(`${name}, first complete draw at 1920×1080 (median of ${RUNS}):`);
  console.log(`  cold context: ${median(cold).toFixed(0)} ms (runs ${cold.map((v) => v.toFixed(0)).join(', ')}), JavaScript ${(median(bytes) / 1024).toFixed(1)} KB transferred`);
  console.log(`  warm reopen:  ${median(warm).toFixed(0)} ms (runs ${warm.map((v) => v.toFixed(0)).join(', ')})`);
}

async function main() {
  const distDir = await buildTestPage(resolve(import.meta.dirname, '../tests/kit/screenPage'), 'kitscreen');
  let browser: Browser | undefined;
  let kit: TestServer | undefined;
  let product: TestServer | undefined;
  try {
    browser = await launchBrowser();
    kit = await startServer({ distDir });
    const s = await signIn(kit.url, 'admin', 'Admin@2026');
    await measure(browser, 'kit test screen (tests/kit/screenPage, uncompressed)', `${kit.url}/modules/kitscreen/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}#/screen`);
    await kit.close();
    kit = undefined;
    product = await startServer({ modules: ['zszy'] });
    if ((await fetch(`${product.url}/modules/zszy/`)).ok) {
      const p = await signIn(product.url, 'admin', 'Admin@2026');
      await measure(browser, '小区分类大屏 (modules/zszy, built pages, seeded demo)', `${product.url}/modules/zszy/?access_token=${p.token}&tenantId=${p.data.tenantId}&userId=${p.data.userId}#/estateScreen`);
    } else console.log(`小区分类大屏 skipped: /modules/zszy/ is not built in ${process.env.URBANOPS_DIST ?? 'dist'}`);
  } finally {
    await browser?.close();
    await kit?.close();
    await product?.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
