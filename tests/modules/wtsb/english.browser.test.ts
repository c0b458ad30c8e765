// 问题看板 and 问题分析 in English in Chromium, on the built page (URBANOPS_DIST) and the real server:
// case states are named from their codes by the page's catalogue — the overdue table's state column
// and the rings' slices (read from their tooltips) — whatever label the server's answer carries
// (here rewritten to Chinese on the way, as a zh-CN server or an older one would send it).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

const dist = resolve(import.meta.dirname, '../../..', process.env.URBANOPS_DIST ?? 'dist');
const built = existsSync(resolve(dist, 'modules/wtsb/index.html'));
if (!built) console.warn(`wtsb English test skipped: no ${dist}/modules/wtsb/index.html (URBANOPS_DIST=dist-wtsb npx vite build)`);

let server: TestServer;
let browser: Browser;
let token: string;
const CJK = /[\u3400-\u9fff]/;
const STATES = ['Reported', 'Accepted', 'At command center', 'Dispatched', 'Handling', 'Delay pending', 'Awaiting review', 'Closed'];

beforeAll(async () => {
  if (!built) return;
  server = await startServer({ modules: ['wtsb'] });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The page in English at 1366×768, the server's state labels replaced by Chinese ones on the way. */
async function englishPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  await context.addInitScript(`localStorage.setItem('urbanops.locale', 'en-US')`);
  const page = await context.newPage();
  page.setDefaultTimeout(45_000);
  await page.route(/\/cloud\/wtsb\/(mlxc\/kanbanManage\/(alarmPage|kanbanProblemStat|jxzyStat)|minan\/analysis\/listByState)/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: unknown };
    const chinese = (x: Record<string, unknown>) => ({ ...x, ...('stateName' in x ? { stateName: '处置中' } : {}), ...('state' in x && 'name' in x ? { name: '处置中' } : {}) });
    const data = body.data as { records?: Record<string, unknown>[] } | Record<string, unknown>[];
    body.data = Array.isArray(data) ? data.map(chinese) : { ...data, records: (data.records ?? []).map(chinese) };
    await route.fulfill({ response: answer, json: body });
  });
  return page;
}

const pageUrl = (route: string) => `${server.url}/modules/wtsb/?access_token=${token}&tenantId=1&userId=1001#${route}`;

/** The texts a chart's tooltip shows while the pointer sweeps its ring. */
async function ringTooltips(page: Page, chart: Locator): Promise<string[]> {
  await chart.locator('canvas').waitFor();
  await page.waitForTimeout(800);
  const box = (await chart.boundingBox())!;
  const seen = new Set<string>();
  for (const r of [0.22, 0.3]) {
    for (let a = 0; a < 360; a += 20) {
      const x = box.x + box.width / 2 + Math.cos((a * Math.PI) / 180) * r * Math.min(box.width, box.height);
      const y = box.y + box.height / 2 + Math.sin((a * Math.PI) / 180) * r * Math.min(box.width, box.height);
      await page.mouse.move(x, y);
      await page.waitForTimeout(120);
      const tip = (await chart.innerText()).trim();
      if (tip) seen.add(tip);
    }
  }
  return [...seen];
}

describe.skipIf(!built)('问题看板 and 问题分析 in English', { timeout: 180_000 }, () => {
  it('names the overdue cases’ states and the board’s ring slices from the page’s catalogue', async () => {
    const page = await englishPage();
    await page.goto(pageUrl('/kanban'));
    const states = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)');
    await expect.poll(() => states.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const texts = await states.allInnerTexts();
    expect(texts.filter((s) => !STATES.includes(s.trim()))).toEqual([]);
    const tips = await ringTooltips(page, page.getByTestId('kanban-problem'));
    expect(tips.some((tip) => STATES.some((s) => tip.includes(s)))).toBe(true);
    expect(tips.filter((tip) => CJK.test(tip))).toEqual([]);
    await page.context().close();
  });

  it('names the states of 问题分析’s ring from the page’s catalogue', async () => {
    const page = await englishPage();
    await page.goto(pageUrl('/analysis'));
    const tips = await ringTooltips(page, page.getByTestId('chart-state'));
    expect(tips.some((tip) => STATES.some((s) => tip.includes(s)))).toBe(true);
    expect(tips.filter((tip) => CJK.test(tip))).toEqual([]);
    await page.context().close();
  });
});
