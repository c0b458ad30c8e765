/**
 * `npm run bench:pages`: what a user waits for, measured in Debian Chromium against the real server
 * (seeded temporary SQLite) on the built pages (URBANOPS_DIST, default dist). Medians of BENCH_RUNS.
 *
 * 1. Cold page weight: a fresh browser context (empty cache) opens each page; the compressed
 *    JavaScript transferred (Resource Timing encodedBodySize of every .js) until the page's first data
 *    appears — a table row with data, a chart's canvas, or the login form usable — and until the
 *    network is quiet after it, with the time from navigation start to that first data.
 * 2. A tab against the page alone: in the signed-in shell, a menu click → the first data row in the
 *    new tab's frame (first open, then re-opens with the shared chunks cached), beside the same page
 *    opened alone (navigation start → first data row) in a fresh context and in a warm one.
 * 3. A select opened on a cold list page: press → its first option drawn (its list comes on first use).
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer, type TestServer } from '../tests/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Data on screen: a table row that is not the empty placeholder, or a chart's canvas. */
const DATA = '.ant-table-tbody tr.ant-table-row, [data-chart] canvas, [role="img"] canvas';

// Page scripts are plain strings: tsx would wrap named functions in a helper the page does not have.

/** Records, in every document of the page, when `selector` first matches (ms since its navigation start). */
const markFirst = (selector: string) => `(() => {
  const check = () => {
    if (window.__first === undefined && document.querySelector(${JSON.stringify(selector)})) window.__first = performance.now();
    else if (window.__first === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Compressed bytes of the scripts that finished by `until` (ms since navigation start; all if omitted). */
const scriptBytes = (until?: number) => `performance.getEntriesByType('resource')
  .filter((e) => /\\.m?js(\\?|$)/.test(e.name) && e.responseEnd <= ${until ?? 'Infinity'})
  .reduce((sum, e) => sum + e.encodedBodySize, 0)`;

/** Whether markFirst saw its selector. A function, not a string: the pages' CSP refuses string predicates. */
const firstSeen = () => (window as unknown as { __first?: number }).__first !== undefined;

type Target = { name: string; path: string; ready: string };

async function coldWeight(browser: Browser, url: string, target: Target) {
  const before: number[] = [];
  const settled: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(markFirst(target.ready));
    await page.goto(`${url}${target.path}`);
    await page.waitForFunction(firstSeen, undefined, { timeout: 30_000 });
    const first = (await page.evaluate('window.__first')) as number;
    times.push(first);
    before.push((await page.evaluate(scriptBytes(first))) as number);
    await page.waitForLoadState('networkidle');
    settled.push((await page.evaluate(scriptBytes())) as number);
    await context.close();
  }
  return { before: median(before), settled: median(settled), time: median(times) };
}

/** Opens the shell signed in, on the sanitation system. */
async function openShell(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '进入 环卫运营' }).click();
  await page.getByTestId('layout').waitFor();
  return page;
}

/** Clicks the visible menu entry `title` and resolves the ms until a data row shows in a frame. */
const CLICK_TO_ROW = (title: string) => `new Promise((done) => {
  const target = Array.from(document.querySelectorAll('.uo-side [role="menuitem"]')).find((n) => n.textContent === ${JSON.stringify(title)});
  const start = performance.now();
  target.click();
  const poll = () => {
    const hit = Array.from(document.querySelectorAll('.uo-frame:not([hidden]) iframe')).some((f) => f.contentDocument && f.contentDocument.querySelector('.ant-table-tbody tr.ant-table-row'));
    if (hit) done(performance.now() - start);
    else requestAnimationFrame(poll);
  };
  poll();
})`;

async function tabAgainstAlone(browser: Browser, server: TestServer) {
  const page = await openShell(browser, server.url);
  const groups = page.locator('.uo-side').getByRole('menuitem', { name: '基础信息' });
  const entry = page.locator('.uo-side').getByRole('menuitem', { name: '收运车辆', exact: true });
  const inTab: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    if (!(await entry.isVisible())) await groups.first().click();
    await entry.waitFor();
    inTab.push((await page.evaluate(CLICK_TO_ROW('收运车辆'))) as number);
    const tab = page.locator('.uo-tabbar .ant-tabs-tab', { hasText: '收运车辆' });
    await tab.locator('.ant-tabs-tab-remove').click();
    await tab.waitFor({ state: 'detached' });
  }
  await page.context().close();

  const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
  const path = `/modules/ljszy/?access_token=${token}&tenantId=${data.tenantId}&userId=${data.userId}#/cars`;
  const open = async (p: Page) => {
    await p.addInitScript(markFirst('.ant-table-tbody tr.ant-table-row'));
    await p.goto(`${server.url}${path}`);
    await p.waitForFunction(firstSeen, undefined, { timeout: 30_000 });
    return (await p.evaluate('window.__first')) as number;
  };
  const fresh: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    fresh.push(await open(await context.newPage()));
    await context.close();
  }
  const warm: number[] = [];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  for (let i = 0; i <= RUNS; i++) {
    const p = await context.newPage();
    const t = await open(p);
    if (i > 0) warm.push(t); // the first open fills the cache
    await p.close();
  }
  await context.close();
  return { firstTab: inTab[0]!, tab: median(inTab.slice(1)), fresh: median(fresh), warm: median(warm) };
}

/**
 * A select opened on a cold page (its option list is fetched on first use): from the press on the
 * first filter select to its first option drawn, timed in the page, after the first row and a quiet
 * network, with no pointer over the select before (the least head start the prefetch gets).
 */
async function selectOpen(browser: Browser, url: string, path: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(`document.addEventListener('pointerdown', () => {
      const start = performance.now();
      const poll = () => {
        if (document.querySelector('.ant-select-dropdown .ant-select-item-option')) window.__open = performance.now() - start;
        else requestAnimationFrame(poll);
      };
      poll();
    }, { capture: true, once: true })`);
    await page.getByRole('search').locator('.ant-select').first().click();
    await page.waitForFunction(() => (window as unknown as { __open?: number }).__open !== undefined, undefined, { timeout: 10_000 });
    times.push((await page.evaluate('window.__open')) as number);
    await context.close();
  }
  return median(times);
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
    const auth = `access_token=${token}&tenantId=${data.tenantId}&userId=${data.userId}`;
    const targets: Target[] = [
      { name: 'ljszy vehicles list  /modules/ljszy/#/cars', path: `/modules/ljszy/?${auth}#/cars`, ready: DATA },
      { name: 'wtsb cases list      /modules/wtsb/#/cases', path: `/modules/wtsb/?${auth}#/cases`, ready: DATA },
      { name: 'ljszy board          /modules/ljszy/#/kanban', path: `/modules/ljszy/?${auth}#/kanban`, ready: DATA },
      { name: 'host login           /#/', path: '/#/', ready: '#username:not([disabled])' },
    ];
    console.log(`pages bench (Chromium, ${RUNS} runs each, medians; pages from ${process.env.URBANOPS_DIST ?? 'dist'})`);
    const only = process.env.BENCH_ONLY; // 'weight', 'tabs' or 'select' runs one part
    const select = async () =>
      console.log(`3. ljszy vehicles list, cold page: press on a filter select → its first option drawn: ${ms(await selectOpen(browser, server.url, targets[0]!.path))}`);
    if (only === 'select') return await select();
    if (only !== 'tabs') console.log('1. cold cache: compressed JS before first data | all JS once the network is quiet | navigation → first data');
    for (const target of only === 'tabs' ? [] : targets) {
      const r = await coldWeight(browser, server.url, target);
      console.log(`  ${target.name}: ${kb(r.before)} | ${kb(r.settled)} | ${ms(r.time)}`);
    }
    if (only === 'weight') return;
    const t = await tabAgainstAlone(browser, server);
    console.log('2. ljszy vehicles list: first data row');
    console.log(`  menu click → row in a tab, first open: ${ms(t.firstTab)}`);
    console.log(`  menu click → row in a tab, re-opened (shared chunks cached): ${ms(t.tab)}`);
    console.log(`  page alone, fresh browser context (navigation → row): ${ms(t.fresh)}`);
    console.log(`  page alone, warm cache (navigation → row): ${ms(t.warm)}`);
    console.log(`  tab first open / alone fresh: ${(t.firstTab / t.fresh).toFixed(2)}×; tab re-opened / alone warm: ${(t.tab / t.warm).toFixed(2)}×`);
    await select();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
