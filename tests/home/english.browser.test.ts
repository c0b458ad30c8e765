// The shell in en-US in Chromium against the real server and modules: sign-in, the system pick, in
// every system the header, the whole menu, the tab bar and the 首页 tab, then every menu entry's page of
// every module (each module page loaded once, alone, in the language the shell remembered, and its other
// pages reached by their routes: a tab would show the same page), with no Chinese text outside data. What counts as data, and is left out of the check (the demo city is Chinese):
// - table body cells (tbody): seeded rows such as plate numbers, names and addresses;
// - a value already chosen in a select (.ant-select-content-has-value, .ant-select-selection-item): a
//   page that opens on its first route or vehicle shows that record's name;
// - records listed in a transfer (.ant-transfer-list-content-item) or a tree (.ant-tree-treenode: the
//   title, and the title attribute antd repeats it in): seeded collection points, problem types,
//   material types, departments;
// - notices on the home page (.ant-list-items under data-testid="notices"): push records an administrator
//   wrote, seeded in Chinese;
// - the signed-in person's name (张建国, seeded), taken out of every text, e.g. "Hello, 张建国";
// - anything marked lang="zh-CN": the language switch names Chinese in Chinese (中文);
// - anything marked translate="no": values as stored shown outside a table (an address, a map legend's
//   departments), which no translation of the page may change.
// Text drawn on a chart's canvas is not read here. On every page, data or not, no `undefined`, `NaN`,
// `[object Object]` or `Invalid Date` may show.
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { enterLayout, tab, tabFrame } from '../host/browser/harness';
import { signIn } from '../support/server';
import { browserSuite, menuPages, slow } from './support';

const suite = browserSuite();
const PERSON = '张建国';
const DATA = 'tbody, .ant-select-content-has-value, .ant-select-selection-item, .ant-transfer-list-content-item, .ant-tree-treenode, [data-testid="notices"] .ant-list-items, [lang="zh-CN"], [translate="no"]';

/** The visible Chinese texts of a document outside data: text nodes, placeholders, aria-labels and titles. */
async function chineseOutsideData(target: Page | Frame): Promise<string[]> {
  return target.evaluate(
    ([data, person]) => {
      const cjk = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
      const found = new Set<string>();
      const keep = (el: Element, text: string | null) => {
        const clean = (text ?? '').split(person).join('').trim();
        if (clean && cjk.test(clean) && !el.closest(data) && el.checkVisibility()) found.add(clean);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement) keep(node.parentElement, node.textContent);
      for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title]')) {
        for (const name of ['placeholder', 'aria-label', 'title']) keep(el, el.getAttribute(name));
      }
      return [...found];
    },
    [DATA, PERSON] as const,
  );
}

/** Text anywhere on the page, data included, that shows a value went wrong on its way to the screen. */
async function brokenText(target: Page | Frame): Promise<string[]> {
  return target.evaluate(() => {
    const broken = /\bundefined\b|\bNaN\b|\[object Object\]|Invalid Date/;
    return document.body.innerText.split('\n').filter((line) => broken.test(line)).map((line) => line.slice(0, 120));
  });
}

/** Waits until the frame's page has drawn: no spinner left, then a moment for late labels. */
async function settled(frame: Frame): Promise<void> {
  await frame.waitForLoadState('load');
  await frame.waitForFunction(() => document.body && document.body.children.length > 0 && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 45_000 });
  await frame.waitForTimeout(300);
}

async function expandMenu(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const closed = page.locator('.uo-side .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

describe('the shell in English', () => {
  it('shows no Chinese outside data from sign-in through every page of every system', { timeout: 900_000 }, async () => {
    const page = await suite.newPage({ locale: 'en-US' });
    const url = suite.server.url;
    const found: string[] = [];
    const check = async (where: string, target: Page | Frame) => {
      for (const text of await chineseOutsideData(target)) found.push(`${where}: ${text}`);
      for (const text of await brokenText(target)) found.push(`${where}: broken value: ${text}`);
    };
    await page.goto(`${url}/#/`);
    await page.getByLabel('Username').fill('admin');
    await check('sign-in', page);
    await page.getByLabel('Password', { exact: true }).fill('Admin@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/#\/navigation/);
    await page.locator('.uo-nav-card').nth(4).waitFor();
    await check('system pick', page);
    const codes = await page.locator('.uo-nav-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.code ?? ''));
    expect(codes).toHaveLength(5);
    let pages = 0;
    for (const code of codes) {
      await page.goto(`${url}/#/navigation`);
      await page.locator(`.uo-nav-card[data-code="${code}"] h2`).click();
      await page.waitForURL(new RegExp(`systemCode=${code}`));
      await page.getByTestId('weather').waitFor();
      await expandMenu(page);
      await check(`${code} shell`, page);
      // The first tab (首页) as the shell shows it.
      const home = await (await page.locator('.uo-frame[data-tab-key="welcome.home"] iframe').elementHandle())?.contentFrame();
      if (!home) throw new Error(`${code}: no 首页 tab`);
      await settled(home);
      await check(`${code} / home`, home);
    }
    // Every menu entry's page, each module loaded once (as the shell's tab or window would load it, in
    // the language the shell remembered) and its other pages reached by their routes, as its menu does.
    const { token } = await signIn(url, 'admin', 'Admin@2026');
    const modulePage = await suite.newPage({ locale: 'en-US' });
    const byModule = new Map<string, string[]>();
    for (const p of await menuPages()) {
      const routes = byModule.get(p.module) ?? [];
      if (!routes.includes(p.route)) byModule.set(p.module, [...routes, p.route]);
    }
    for (const [module, routes] of byModule) {
      await modulePage.goto(`${url}/modules/${module}/#${routes[0]}?token=${token}`);
      // The kit has its context: the document takes the page's language.
      await modulePage.waitForFunction(() => document.documentElement.lang === 'en-US', undefined, { timeout: 30_000 }).catch(() => undefined);
      let previous = '';
      for (const [i, route] of routes.entries()) {
        if (i > 0) {
          await modulePage.evaluate((r) => (location.hash = r), route);
          // The next page has drawn: other text than the page before (a page the same as the one before
          // goes on after the wait).
          await modulePage.waitForFunction((before) => document.body.innerText !== before, previous, { timeout: 20_000 }).catch(() => undefined);
        }
        await settled(modulePage.mainFrame());
        // In English (a page left in zh-CN would be all data by the rule above, and pass unread).
        expect(await modulePage.evaluate(() => document.documentElement.lang), `${module}#${route}`).toBe('en-US');
        await check(`${module}#${route}`, modulePage);
        previous = await modulePage.evaluate(() => document.body.innerText);
        pages += 1;
      }
    }
    await modulePage.context().close();
    expect(pages).toBeGreaterThan(40);
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('renames the menu, the open tabs, the system and the weather when the language is switched in the layout', slow, async () => {
    const page = await suite.newPage();
    await enterLayout(page, suite.server.url);
    await page.locator('.uo-side').getByRole('menuitem', { name: '过磅记录' }).or(page.locator('.uo-side').getByRole('menuitem', { name: '称重管理' })).first().click();
    await page.locator('.uo-side').getByRole('menuitem', { name: '过磅记录' }).click();
    await tab(page, 'ljszy.weighing').waitFor();
    await page.getByTestId('weather').getByText('杭州').waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await tab(page, 'ljszy.weighing').getByText('Weighing records').waitFor();
    await tab(page, 'welcome.home').getByText('Home').waitFor();
    await page.locator('.uo-side').getByRole('menuitem', { name: 'Weighing records' }).waitFor();
    await page.getByTestId('weather').getByText('Hangzhou').waitFor();
    await page.locator('.uo-tabbar [data-node-key="welcome.home"]').click();
    await tabFrame(page, 'welcome.home').getByText('System: Sanitation operations').waitFor();
    await page.context().close();
  });
});
