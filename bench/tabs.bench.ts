/**
 * `npm run bench:tabs`: what open tabs cost in memory, measured in Debian Chromium against the real
 * server (all modules, seeded temporary SQLite) on the built pages (URBANOPS_DIST, default dist).
 *
 * The shell is signed in (admin, 环卫运营) with its home tab; then 20 list pages open one after the
 * other in tabs (the vehicles list /modules/ljszy/#/cars and the cases list /modules/wtsb/#/cases,
 * alternately, each a page of its own), each waited for until its first data row. The JS heap (V8's
 * used heap of the shell's renderer, which its same-origin frames share, after a forced garbage
 * collection: CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage) is read at the start, after
 * each tab, and after closing all 20 again: at once, and settled (Chromium frees a removed frame's
 * context seconds later; read each second until five readings agree). Run twice: with the keep-alive
 * cap (KEEP_ALIVE_TABS, default 8; older tabs are unloaded) and with every tab kept loaded (cap 21).
 * With the cap, the first tab (unloaded by then) is clicked and timed until its first data row is back.
 */
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { startServer } from '../tests/support/server';

const TABS = Number(process.env.BENCH_TABS ?? 20);
const ROW = '.ant-table-tbody tr.ant-table-row';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () => loadavg().map((v) => v.toFixed(1)).join(' ');

async function heap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Whether the frame of the tab `key` shows a data row. */
const frameHasRow = (page: Page, key: string) =>
  page.evaluate(
    ([k, row]) => {
      const frame = document.querySelector<HTMLIFrameElement>(`.uo-frame[data-tab-key="${CSS.escape(k!)}"] iframe`);
      return Boolean(frame?.contentDocument?.querySelector(row!));
    },
    [key, ROW],
  );

async function waitForRow(page: Page, key: string) {
  const deadline = Date.now() + 60_000;
  while (!(await frameHasRow(page, key))) {
    if (Date.now() > deadline) throw new Error(`no data row in tab ${key}`);
    await page.waitForTimeout(50);
  }
}

/** A click on the element itself: with 20 tabs most of the tab bar is scrolled out of view. */
const domClick = (page: Page, selector: string) => page.locator(selector).evaluate((node) => (node as HTMLElement).click());

async function run(keepAliveTabs: number) {
  const server = await startServer({ keepAliveTabs, maxTabs: TABS + 5 });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: '进入 环卫运营' }).click();
    await page.getByTestId('layout').waitFor();
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    const start = await heap(cdp);
    const keys: string[] = [];
    const after: number[] = [];
    for (let i = 0; i < TABS; i++) {
      const uri = i % 2 ? `/modules/wtsb/?n=${i}#/cases` : `/modules/ljszy/?n=${i}#/cars`;
      await page.evaluate(([u, t]) => window.postMessage({ type: 'openTab', uri: u, title: t }, location.origin), [uri, `tab ${i + 1}`]);
      await page.locator(`.uo-frame[data-tab-key="${uri}"]`).waitFor({ state: 'attached' });
      await waitForRow(page, uri);
      keys.push(uri);
      after.push(await heap(cdp));
    }
    const frames = await page.locator('.uo-frame').count();
    const full = after[after.length - 1]!;
    let back = NaN;
    if (frames < TABS) {
      const first = keys[0]!;
      const t0 = Date.now();
      await domClick(page, `.uo-tabbar [data-node-key="${first}"]`);
      await waitForRow(page, first);
      back = Date.now() - t0;
    }
    for (const key of keys) {
      await domClick(page, `.uo-tabbar [data-node-key="${key}"] .ant-tabs-tab-remove`);
      await page.locator(`.uo-tabbar [data-node-key="${key}"]`).waitFor({ state: 'detached' });
    }
    // Chromium frees a removed frame's JS context some seconds after it is gone, not at the next forced
    // collection: the heap is read each second until five readings in a row agree within 0.5 MB (at
    // most 40 s), and the last is the settled figure.
    const t1 = Date.now();
    const closedAt = await heap(cdp);
    const readings = [closedAt];
    const steady = () => readings.length >= 5 && Math.max(...readings.slice(-5)) - Math.min(...readings.slice(-5)) <= 0.5 * 1024 * 1024;
    while (!steady() && Date.now() - t1 < 40_000) {
      await page.waitForTimeout(1000);
      readings.push(await heap(cdp));
    }
    const closed = readings[readings.length - 1]!;
    const settle = Date.now() - t1;
    await context.close();
    return { start, after, full, frames, back, closedAt, closed, settle };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  console.log(`tabs bench (Chromium, ${TABS} list tabs; pages from ${process.env.URBANOPS_DIST ?? 'dist'}; load ${load()})`);
  const cap = Number(process.env.KEEP_ALIVE_TABS ?? 8);
  for (const [label, keepAlive] of [[`keep-alive cap ${cap}`, cap], [`every tab loaded (cap ${TABS + 1})`, TABS + 1]] as const) {
    const r = await run(keepAlive);
    const perTab = r.after.map((h, i) => h - (i ? r.after[i - 1]! : r.start));
    const sorted = [...perTab].sort((a, b) => a - b);
    console.log(`  ${label}: start ${mb(r.start)} | after ${TABS} tabs ${mb(r.full)} (${r.frames} frames loaded) | median per opened tab ${mb(sorted[Math.floor(sorted.length / 2)]!)} | all ${TABS} closed ${mb(r.closedAt)} at once, ${mb(r.closed)} settled (${(r.settle / 1000).toFixed(0)} s)`);
    console.log(`    heap after each tab: ${r.after.map((h) => (h / 1024 / 1024).toFixed(0)).join(' ')} MB`);
    if (!Number.isNaN(r.back)) console.log(`    unloaded first tab clicked → its first data row again: ${r.back} ms`);
  }
  console.log(`  load average after: ${load()}`);
}

await main();
