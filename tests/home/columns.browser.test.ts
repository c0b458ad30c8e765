// Every list page of every module at the two screen sizes staff use, 1366×768 and 1920×1080, in
// Chromium against the real server: the page is opened alone at the size of a shell tab's content
// (measured in the shell at that window size), and on its first rows
// - no date, time, number, choice or yes/no cell and no column title is cut;
// - the key column (the first) and the action column stay in view, pinned, when the table scrolls;
// - the row buttons sit on one line.
// With UO_SCREENSHOTS=1, a screenshot of each page at each size is written to
// test-results/columns/<size>/<module>-<page>.png to be looked at.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../support/server';
import { browserSuite, menuPages } from './support';

const suite = browserSuite();
const repo = resolve(import.meta.dirname, '../..');
const out = resolve(repo, 'test-results/columns');
const screenshots = process.env.UO_SCREENSHOTS === '1';

/** The size of a tab's content in the shell at this window size. */
async function tabContentSize(window: { width: number; height: number }): Promise<{ width: number; height: number }> {
  const page = await suite.newPage({ viewport: window });
  await page.goto(`${suite.server.url}/#/`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/#\/navigation/);
  await page.goto(`${suite.server.url}/#/layout?systemCode=hwyy`);
  const frame = page.locator('.uo-frame iframe').first();
  await frame.waitFor();
  const box = (await frame.boundingBox())!;
  await page.context().close();
  return { width: Math.floor(box.width), height: Math.floor(box.height) };
}

type Problem = string;

/** What is wrong with the table on screen (an empty list when nothing is). */
function tableProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // Cut: the text inside is wider than the box it has (the cell's width less its padding).
    const cut = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const style = getComputedStyle(el);
      const room = el.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return range.getBoundingClientRect().width > room + 0.5;
    };
    const table = document.querySelector('.ant-table-wrapper');
    if (!table) return ['no table'];
    for (const th of table.querySelectorAll('thead th')) {
      const title = th.querySelector('.ant-table-column-title');
      if (title && cut(title)) problems.push(`title cut: ${th.textContent}`);
    }
    // Dates, times, numbers, one choice, yes/no: the kit marks their cells uo-col-whole.
    for (const td of [...table.querySelectorAll('td.uo-col-whole')].slice(0, 200)) {
      if (cut(td)) problems.push(`cell cut: ${td.className.match(/uo-col-\w+/)?.[0]} "${td.textContent}"`);
    }
    const view = document.documentElement.clientWidth;
    const row = table.querySelector('tbody tr.ant-table-row');
    if (row) {
      const cells = [...row.querySelectorAll('td')];
      const first = cells.find((c) => c.className.includes('uo-col-'));
      const last = cells.at(-1)!;
      const a = first?.getBoundingClientRect();
      const b = last.getBoundingClientRect();
      if (a && (a.left < 0 || a.right > view)) problems.push('key column out of view');
      if (b.left < 0 || b.right > view + 1) problems.push('action column out of view');
      const buttons = [...last.querySelectorAll('button')].map((x) => Math.round(x.getBoundingClientRect().top));
      if (new Set(buttons).size > 1) problems.push(`row buttons wrap: ${last.textContent}`);
    }
    return problems;
  });
}

describe('list columns at the sizes staff use', () => {
  it('cuts no date, time, number, choice or title, and keeps the key and action columns in view', { timeout: 600_000 }, async () => {
    const pages = (await menuPages()).filter((p) => p.list);
    expect(pages.length).toBeGreaterThan(20);
    const { token } = await signIn(suite.server.url, 'admin', 'Admin@2026');
    const found: string[] = [];
    const sizes: { name: string; size: { width: number; height: number } }[] = [];
    for (const window of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      const name = `${window.width}x${window.height}`;
      sizes.push({ name, size: await tabContentSize(window) });
      if (screenshots) mkdirSync(join(out, name), { recursive: true });
    }
    const page = await suite.newPage({ viewport: sizes[0]!.size });
    let checked = 0;
    let open = '';
    for (const p of pages) {
      // The module page is opened once with the token; its other pages by their route, as the menu does.
      const before = await page.evaluate(() => document.querySelector('.ant-table-thead')?.textContent ?? '');
      await page.setViewportSize(sizes[0]!.size);
      if (open !== p.module) await page.goto(`${suite.server.url}/modules/${p.module}/#${p.route}?token=${token}`);
      else await page.evaluate((route) => (location.hash = route), p.route);
      // A list page has drawn another table (other column titles) and its first rows, or says it has none.
      const drawn = await page
        .waitForFunction(
          (previous) => {
            const head = document.querySelector('.ant-table-thead')?.textContent ?? '';
            return head !== '' && head !== previous && document.querySelector('.ant-table-row, .ant-table-placeholder .ant-empty');
          },
          open === p.module ? before : '',
          { timeout: 15_000 },
        )
        .then(() => true, () => false);
      open = p.module;
      if (!drawn) continue;
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
      // The same rows at each size: the window resized, as a user does.
      for (const { name, size } of sizes) {
        await page.setViewportSize(size);
        await page.evaluate(() => document.querySelector('.ant-table-content, .ant-table-body')?.scrollTo({ left: 0 }));
        // Two frames: the table has laid out at this size.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        if (screenshots) await page.screenshot({ path: join(out, name, `${p.module}-${p.key}.png`) });
        for (const problem of await tableProblems(page)) found.push(`${name}: ${p.module}#${p.route} ${problem}`);
        // Scrolled to its far right, the key column stays pinned in view.
        await page.evaluate(() => document.querySelector('.ant-table-content, .ant-table-body')?.scrollTo({ left: 99_999 }));
        for (const problem of await tableProblems(page)) if (problem.includes('out of view')) found.push(`${name}: ${p.module}#${p.route} scrolled: ${problem}`);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(pages.length * 0.8);
    await page.context().close();
    expect(found).toEqual([]);
  });
});
