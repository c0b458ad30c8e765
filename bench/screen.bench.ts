/**
 * `npx tsx bench/screen.bench.ts`: a wall display's first complete draw, in Debian Chromium against the
 * real server, on the kit's screen test page (tests/kit/screenPage, built here with Vite: five panels —
 * figures, a trend, a ring, a table, bars — and a map with three layers, its sources answering in
 * 20 ms). Time from navigation start to every panel drawn with data: the first round of figures in,
 * the three charts' canvases, the table, the map ready with its places drawn. Medians of BENCH_RUNS
 * (default 5) at 1920×1080: a cold browser context (nothing cached) and a warm reload; with the
 * JavaScript a cold open transfers (the test page is built and served uncompressed).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer } from '../tests/support/server';
import { buildTestPage } from '../tests/support/testPage';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// A page script as a string (tsx would wrap a named function in a helper the page does not have).
/** Records when the screen is complete (ms since navigation start) in window.__complete. */
const watchComplete = `(() => {
  const check = () => {
    const wall = document.querySelector('[data-testid="wall-screen"]');
    const map = document.querySelector('.uo-map[data-ready="true"]');
    const done = wall && wall.dataset.round !== '0'
      && document.querySelectorAll('[data-chart] canvas').length >= 3
      && document.querySelector('[data-testid="panel-ranking"] tbody tr')
      && document.querySelector('[data-testid="panel-totals"] [data-value]')
      && map && Number(map.dataset.marks) > 0;
    if (done) window.__complete = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;
const complete = () => (window as unknown as { __complete?: number }).__complete !== undefined;
const scriptBytes = `performance.getEntriesByType('resource').filter((e) => /\\.m?js(\\?|$)/.test(e.name)).reduce((s, e) => s + e.encodedBodySize, 0)`;

async function main() {
  const distDir = await buildTestPage(resolve(import.meta.dirname, '../tests/kit/screenPage'), 'kitscreen');
  const server = await startServer({ distDir });
  let browser: Browser | undefined;
  try {
    const s = await signIn(server.url, 'admin', 'Admin@2026');
    const url = `${server.url}/modules/kitscreen/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}#/screen`;
    browser = await launchBrowser();
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
      await page.reload();
      await page.waitForFunction(complete, undefined, { timeout: 60_000 });
      warm.push((await page.evaluate('window.__complete')) as number);
      await context.close();
    }
    console.log(`wall screen, first complete draw at 1920×1080 (median of ${RUNS}):`);
    console.log(`  cold context: ${median(cold).toFixed(0)} ms (runs ${cold.map((v) => v.toFixed(0)).join(', ')}), JavaScript ${(median(bytes) / 1024).toFixed(1)} KB transferred (the test page is served uncompressed)`);
    console.log(`  warm reload:  ${median(warm).toFixed(0)} ms (runs ${warm.map((v) => v.toFixed(0)).join(', ')})`);
  } finally {
    await browser?.close();
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
