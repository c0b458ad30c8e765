/**
 * `URBANOPS_DIST=dist-ljfl npx tsx tests/modules/ljfl/board.bench.ts` (build the page first): the
 * big-data board's first complete draw in Debian Chromium against the real server with the demo's
 * data — navigation start to the first round of all twelve calls in, the four charts' canvases, the
 * two tables' rows, the figures and the map ready with its places drawn. Medians of BENCH_RUNS
 * (default 5) at 1920×1080: a cold browser context (nothing cached) and a warm one (opened again).
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer } from '../../support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Records when the board is complete (ms since navigation start) in window.__complete. */
const watchComplete = `(() => {
  const check = () => {
    const wall = document.querySelector('[data-testid="wall-screen"]');
    const map = document.querySelector('.uo-map[data-ready="true"]');
    const points = document.querySelector('[data-testid="screen-map-points"]');
    const done = wall && wall.dataset.round !== '0'
      && document.querySelectorAll('[data-chart] canvas').length >= 4
      && document.querySelector('[data-testid="panel-handle"] tbody tr')
      && document.querySelector('[data-testid="panel-direction"] tbody tr')
      && document.querySelector('[data-testid="panel-num"] [data-value]')
      && map && points && Number(points.dataset.points) > 0;
    if (done) window.__complete = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;
/**
 * Waits for window.__complete, read from outside (the page's CSP refuses evaluating text inside it, and
 * tsx would wrap a function in a name helper the page does not have).
 */
async function completed(page: Page): Promise<number> {
  const until = Date.now() + 60_000;
  for (;;) {
    const t = (await page.evaluate('window.__complete')) as number | undefined;
    if (t !== undefined) return t;
    if (Date.now() > until) throw new Error('the board did not complete its first draw in 60 s');
    await page.waitForTimeout(50);
  }
}

const server = await startServer({ modules: ['ljfl'], demoDevices: false });
let browser: Browser | undefined;
try {
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  const url = `${server.url}/modules/ljfl/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}#/board`;
  browser = await launchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.addInitScript(watchComplete);
    await page.goto(url);
    cold.push(await completed(page));
    // Warm: the same context opens it again (its scripts cached).
    await page.goto('about:blank');
    await page.goto(url);
    warm.push(await completed(page));
    await context.close();
  }
  console.log(`垃圾分类大数据看板, first complete draw at 1920×1080 (median of ${RUNS}):`);
  console.log(`  cold context: ${median(cold).toFixed(0)} ms (runs ${cold.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  warm context: ${median(warm).toFixed(0)} ms (runs ${warm.map((v) => v.toFixed(0)).join(', ')})`);
} finally {
  await browser?.close();
  await server.close();
}
