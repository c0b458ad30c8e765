/**
 * `npx tsx scripts/walk.ts [module …]` — looks at pages as a user would: starts the real server (a
 * temporary SQLite file, the demo seeded, the built pages of `URBANOPS_DIST`, default dist/), signs in
 * as admin and opens every menu page of the named modules (all when none is named) in Debian Chromium,
 * in zh-CN and en-US at 1366×768 and 1920×1080 (WALK_LOCALES, WALK_SIZES narrow it: `zh-CN`, `1366`),
 * saves a screenshot of each (WALK_OUT, default /tmp/urbanops-walk/<module>/<route>.<locale>.<width>.png)
 * and prints, per page, the rows shown in its first table, and what reads as broken: `undefined`, `NaN`,
 * `null`, `[object Object]`, `Invalid Date`, an empty table ("暂无数据" / "No data") — to look at, not
 * to pass or fail (tests/home/english.browser.test.ts checks the text of every page).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer } from '../tests/support/server';
import { menuPages } from '../tests/home/support';

const only = process.argv.slice(2);
const locales = (process.env.WALK_LOCALES ?? 'zh-CN,en-US').split(',') as ('zh-CN' | 'en-US')[];
const sizes = (process.env.WALK_SIZES ?? '1366,1920').split(',').map(Number);
const out = process.env.WALK_OUT ?? '/tmp/urbanops-walk';
const BROKEN = /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]|Invalid Date/;

const server = await startServer();
const browser = await launchBrowser();
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const pages = (await menuPages()).filter((p) => !only.length || only.includes(p.module));
  for (const locale of locales) {
    for (const width of sizes) {
      const context = await browser.newContext({ viewport: { width, height: width === 1920 ? 1080 : 768 }, locale });
      if (locale !== 'zh-CN') await context.addInitScript(`localStorage.setItem('urbanops.locale', ${JSON.stringify(locale)})`);
      const page = await context.newPage();
      page.setDefaultTimeout(45_000);
      // A page that throws leaves the module's later routes blank: name the page where it happened.
      const thrown: string[] = [];
      page.on('pageerror', (e) => thrown.push(e.message.slice(0, 120)));
      for (const p of pages) {
        await page.goto(`${server.url}/modules/${p.module}/#${p.route}?token=${token}`);
        await page.waitForFunction(() => document.body.children.length > 0 && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 45_000 }).catch(() => undefined);
        await page.waitForTimeout(800);
        const seen = await page.evaluate((broken) => {
          const text = document.body.innerText;
          const rows = document.querySelectorAll('.ant-table-tbody > tr.ant-table-row').length;
          const empty = document.querySelector('.ant-table-placeholder .ant-empty') !== null;
          const bad = text.split('\n').filter((l) => new RegExp(broken).test(l)).slice(0, 3);
          return { rows, empty, bad };
        }, BROKEN.source);
        mkdirSync(join(out, p.module), { recursive: true });
        await page.screenshot({ path: join(out, p.module, `${p.route.replace(/\W+/g, '_')}.${locale}.${width}.png`) });
        const marks = [seen.empty ? 'EMPTY TABLE' : '', ...seen.bad.map((b) => `BROKEN: ${b.slice(0, 80)}`), ...thrown.splice(0).map((e) => `PAGE ERROR: ${e}`)].filter(Boolean);
        console.log(`${locale} ${width} ${p.module}#${p.route}  rows ${seen.rows}${marks.length ? '  ' + marks.join(' | ') : ''}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
