// What the kit's charts draw, in Chromium against the real server, on the test page
// tests/kit/chartsPage (built here with Vite; issue 23, items 6 and 7): read from each chart's scene
// graph (window.drawn), not from its option. Today's bucket is drawn as partial and said so; a ring's
// labels stay inside a quarter-row card; labels that would run into each other in a narrow card turn;
// places are on the map; a big screen keeps its text at 12 px or more at 1366×768 and beside a menu
// (laid out narrower, scrolling down), shows the design as drawn at 1920×1080, and fits again 288 ms
// after resizing stops.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';
import { buildTestPage } from '../support/testPage';

type Box = { x: number; y: number; width: number; height: number };
type Drawn =
  | { kind: 'text'; text: string; box: Box; fontSize: number; rotation: number; anchor: [number, number] }
  | { kind: 'line'; dashed: boolean; points: [number, number][] }
  | { kind: 'bar'; box: Box; opacity: number; dashed: boolean };
type Scene = { width: number; height: number; items: Drawn[] };
type Text = Extract<Drawn, { kind: 'text' }>;

const pageRoot = resolve(import.meta.dirname, 'chartsPage');
let distDir: string;
let server: TestServer;
let browser: Browser;
let address: string;
const errors: string[] = [];

beforeAll(async () => {
  distDir = await buildTestPage(pageRoot, 'kitcharts');
  server = await startServer({ distDir });
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  address = `${server.url}/modules/kitcharts/?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}`;
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

async function open(route: string, width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${address}#${route}`);
  return page;
}

/** The scene of a chart once it has drawn its texts. */
async function scene(page: Page, testId: string): Promise<Scene> {
  await expect.poll(() => page.evaluate((id) => (window as unknown as { drawn(id: string): Scene | null }).drawn(id)?.items.some((i) => i.kind === 'text') ?? false, testId), { timeout: 30_000 }).toBe(true);
  return page.evaluate((id) => (window as unknown as { drawn(id: string): Scene }).drawn(id), testId);
}

const texts = (s: Scene) => s.items.filter((i): i is Text => i.kind === 'text');
const centre = (b: Box) => b.x + b.width / 2;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const mmdd = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('the kit’s charts as drawn', () => {
  it('draws today’s bucket as partial — the line’s own path stops the day before, a dashed step leads to today’s figure so far, its bar pale — and says so', async () => {
    const page = await open('/charts', 1400, 900);
    const s = await scene(page, 'trend');
    const today = mmdd(new Date());
    const yesterday = mmdd(new Date(Date.now() - 86_400_000));
    const label = (text: string) => texts(s).find((x) => x.text === text)!;
    const [x1, x0] = [centre(label(today).box), centre(label(yesterday).box)];
    const lines = s.items.filter((i): i is Extract<Drawn, { kind: 'line' }> => i.kind === 'line' && i.points.length > 0);
    const solid = lines.filter((l) => !l.dashed);
    const dashed = lines.filter((l) => l.dashed);
    expect(solid.length).toBeGreaterThan(0);
    for (const l of solid) expect(Math.max(...l.points.map(([x]) => x))).toBeLessThan(x1 - 5);
    expect(dashed).toHaveLength(1);
    const xs = dashed[0]!.points.map(([x]) => x);
    expect(Math.min(...xs)).toBeCloseTo(x0, 0);
    expect(Math.max(...xs)).toBeCloseTo(x1, 0);
    const bars = s.items.filter((i): i is Extract<Drawn, { kind: 'bar' }> => i.kind === 'bar' && i.box.y > 40 && i.box.height > 1);
    const todays = bars.filter((b) => Math.abs(centre(b.box) - x1) < 20);
    expect(todays.length).toBe(1);
    expect(todays[0]!.opacity).toBeLessThan(1);
    expect(bars.filter((b) => b !== todays[0]).every((b) => b.opacity === 1)).toBe(true);
    expect(await page.getByTestId('trend-note').innerText()).toBe(`${today}尚未结束：虚线、浅色为截至目前的数`);
    await page.close();
  });

  it('keeps a ring’s labels inside a quarter-row card: the long ones wrap, none is cut at the edge', async () => {
    const page = await open('/charts', 1400, 900);
    const s = await scene(page, 'states');
    // The legend is the row at the bottom (it pages what does not fit, clipped); the labels are above it.
    const labels = texts(s).filter((l) => l.box.y + l.box.height < s.height - 24);
    expect(labels.map((l) => l.text).join('')).toContain('指挥中');
    for (const l of labels) {
      expect(l.box.x, l.text).toBeGreaterThanOrEqual(0);
      expect(l.box.x + l.box.width, l.text).toBeLessThanOrEqual(s.width);
    }
    await page.close();
  });

  it('turns category labels that would run into each other in a narrow card (响应时长, 处置部门)', async () => {
    const page = await open('/charts', 1400, 900);
    for (const [id, names] of [
      ['buckets', ['1小时内', '1-4小时', '4-12小时', '12-24小时', '24-72小时', '72小时以上']],
      ['departments', ['未派单', '道路保洁一队', '城市管理指挥中心', '道路保洁二队', '垃圾分类指导中心', '环卫运营部']],
    ] as const) {
      const s = await scene(page, id);
      const labels = texts(s).filter((x) => (names as readonly string[]).includes(x.text)).sort((a, b) => a.anchor[0] - b.anchor[0]);
      expect(labels.map((l) => l.text).sort()).toEqual([...names].sort());
      for (let i = 1; i < labels.length; i++) {
        const [a, b] = [labels[i - 1]!, labels[i]!];
        if (Math.abs(a.rotation) < 0.01) {
          expect(overlap(a.box, b.box), `${a.text} / ${b.text}`).toBe(false);
        } else {
          // Turned labels are parallel slanted lines of text: apart when the distance across them,
          // their anchors' spacing times the sine of the turn, is at least a line of text.
          const across = Math.abs(b.anchor[0] - a.anchor[0]) * Math.abs(Math.sin(a.rotation));
          expect(across, `${a.text} / ${b.text}`).toBeGreaterThanOrEqual(a.fontSize);
        }
      }
    }
    await page.close();
  });

  it('draws places on the kit’s map, framed to show them all, coloured by kind and named under it — not on longitude/latitude axes', async () => {
    const page = await open('/charts', 1400, 900);
    const places = page.getByTestId('places');
    await places.locator('.uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => places.locator('.uo-map').getAttribute('data-marks')).toBe('4');
    expect(await places.locator('[data-chart]').count()).toBe(0);
    expect(await places.innerText()).toMatch(/转运站[\s\S]*垃圾房[\s\S]*焚烧厂/);
    expect(await places.innerText()).not.toMatch(/经度|纬度/);
    await page.close();
  });
});

/** The smallest text on the screen as the user sees it: DOM text at its scaled size, chart text likewise. */
async function smallestText(page: Page, charts: string[]): Promise<{ dom: number; domText: string; chart: number }> {
  const scale = await page.evaluate(() => {
    const design = document.querySelector('[data-testid="screen-board"]')!.querySelector<HTMLElement>('[style*="scale("]')!;
    return new DOMMatrix(getComputedStyle(design).transform).a;
  });
  const dom = await page.evaluate((s) => {
    let min = Infinity;
    let text = '';
    const root = document.querySelector('[data-testid="screen-board"]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent?.trim() || !el || !el.getClientRects().length) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * s;
      if (size < min) [min, text] = [size, n.textContent.trim()];
    }
    return { min, text };
  }, scale);
  let chart = Infinity;
  for (const id of charts) for (const t of texts(await scene(page, id))) chart = Math.min(chart, t.fontSize * scale);
  return { dom: dom.min, domText: dom.text, chart };
}

describe('a big screen', () => {
  const charts = ['screen-trend', 'screen-states', 'screen-buckets'];
  const board = (page: Page) => page.getByTestId('screen-board');
  const scaleOf = async (page: Page) => Number(await board(page).getAttribute('data-scale'));

  it('keeps its text at 12 px or more at 1366×768: held at 0.857, laid out on the width there is, scrolling down', async () => {
    const page = await open('/screen', 1366, 768);
    await board(page).waitFor();
    await page.locator('[data-testid="screen-places"] .uo-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    const small = await smallestText(page, charts);
    expect(small.dom, small.domText).toBeGreaterThanOrEqual(11.99);
    expect(small.chart).toBeGreaterThanOrEqual(11.99);
    expect(await scaleOf(page)).toBeCloseTo(12 / 14, 2);
    const scroll = await page.evaluate(() => {
      const el = document.querySelector('.kit-screen')!;
      return { x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight };
    });
    expect(scroll.x).toBe(0);
    expect(scroll.y).toBeGreaterThan(0);
    await page.close();
  });

  it('keeps its text at 12 px or more beside a menu (a 1100 px tab), where it was scaled to 57 %', async () => {
    const page = await open('/screen', 1100, 650);
    await board(page).waitFor();
    const small = await smallestText(page, charts);
    expect(small.dom, small.domText).toBeGreaterThanOrEqual(11.99);
    expect(small.chart).toBeGreaterThanOrEqual(11.99);
    await page.close();
  });

  it('shows the 1920×1080 design as drawn on a wall display, and fits again 288 ms after resizing stops', async () => {
    const page = await open('/screen', 1920, 1080);
    await board(page).waitFor();
    await scene(page, 'screen-trend');
    expect(await scaleOf(page)).toBe(1);
    expect(await page.evaluate(() => document.querySelector('.kit-screen')!.scrollHeight)).toBe(1080);
    await page.evaluate(() => {
      const w = window as unknown as { resizedAt: number; fittedAt: number };
      window.addEventListener('resize', () => (w.resizedAt = performance.now()));
      new MutationObserver(() => (w.fittedAt = performance.now())).observe(document.querySelector('[data-testid="screen-board"]')!, { attributeFilter: ['data-scale'] });
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(() => scaleOf(page)).toBeCloseTo(12 / 14, 2);
    const waited = await page.evaluate(() => {
      const w = window as unknown as { resizedAt: number; fittedAt: number };
      return w.fittedAt - w.resizedAt;
    });
    expect(waited).toBeGreaterThanOrEqual(280);
    expect(errors).toEqual([]);
    await page.close();
  });
});
