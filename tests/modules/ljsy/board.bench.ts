/**
 * Bench of 运输数据大屏: the first complete draw (navigation start → the first round of figures in, every
 * panel drawn — charts' canvases, tables' rows, figures — and the map ready with its places) at
 * 1920×1080 on the built page and the seeded demo, medians of BENCH_RUNS (5); and the heaviest reports
 * over the year of daily rows (dailyList, monthlyList; zhj's garTypeMonthlyReport is alike), medians of 9.
 * Not a test (no timed assertion): run it by hand and write the figures in modules/ljsy/README.md.
 *
 *   URBANOPS_DIST=dist-x URBANOPS_PAGES=ljsy,welcome npx vite build && URBANOPS_DIST=dist-x npx tsx tests/modules/ljsy/board.bench.ts
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer } from '../../support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// As bench/screen.bench.ts decides a wall display is complete (a page script as a string).
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

async function draw(browser: Browser, url: string) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.addInitScript(watchComplete);
    await page.goto(url);
    await page.waitForFunction(complete, undefined, { timeout: 60_000 });
    cold.push((await page.evaluate('window.__complete')) as number);
    await page.goto('about:blank');
    await page.goto(url);
    await page.waitForFunction(complete, undefined, { timeout: 60_000 });
    warm.push((await page.evaluate('window.__complete')) as number);
    await context.close();
  }
  console.log(`运输数据大屏, first complete draw at 1920×1080 (median of ${RUNS}): cold ${median(cold).toFixed(0)} ms (${cold.map((v) => v.toFixed(0)).join(', ')}), warm ${median(warm).toFixed(0)} ms (${warm.map((v) => v.toFixed(0)).join(', ')})`);
}

async function report(url: string, token: string, path: string, body: string, method = 'POST') {
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    const r = await fetch(`${url}${path}${method === 'GET' ? `?${body}` : ''}`, { method, headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, ...(method === 'POST' ? { body } : {}) });
    const answer = (await r.json()) as { result: number; data: { total?: number } };
    if (answer.result !== 0) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    times.push(performance.now() - t0);
  }
  console.log(`${path}: median ${median(times).toFixed(0)} ms (${times.map((v) => v.toFixed(0)).join(', ')})`);
}

const server = await startServer({ modules: ['ljsy', 'zhj'] });
const browser = await launchBrowser();
try {
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  await report(server.url, s.token, '/cloud/ljsy/ljqyDataKanBan/dailyList', 'pageSize=20');
  await report(server.url, s.token, '/cloud/ljsy/ljqyDataKanBan/monthlyList', 'pageSize=20');
  await report(server.url, s.token, '/cloud/zhj/garbageSupervise/garTypeMonthlyReport', 'pageSize=20', 'GET');
  if ((await fetch(`${server.url}/modules/ljsy/`)).ok) await draw(browser, `${server.url}/modules/ljsy/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}#/transportBoard`);
  else console.log(`运输数据大屏 skipped: /modules/ljsy/ is not built in ${process.env.URBANOPS_DIST ?? 'dist'}`);
} finally {
  await browser.close();
  await server.close();
}
