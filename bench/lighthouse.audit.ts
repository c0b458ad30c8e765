/**
 * `npm run audit:lighthouse`: Lighthouse (the npm package, desktop preset) driving Debian's Chromium
 * against the real server on the built pages (URBANOPS_DIST, default dist): the login page, the shell's
 * layout with the sanitation system open, one list page and one board, each opened alone. Writes each
 * report as HTML and JSON under `test-results/lighthouse/` and prints the performance, accessibility
 * and best-practices scores (targets ≥ 90 / ≥ 95 / ≥ 95).
 *
 * The layout needs a signed-in browser: a first page of the same Chromium signs in with 自动登录
 * ticked, and Lighthouse keeps the browser's storage (`disableStorageReset`), so its own tab signs in
 * from the remembered token as a returning user would.
 *
 * Lighthouse 12.8.2: Lighthouse 13 needs Node ≥ 22.19 and this project runs on Node 20.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer } from '../tests/support/server';

const OUT = 'test-results/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** A free loopback port for Chromium's DevTools endpoint, which Lighthouse connects to. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const port = await freePort();
  const browser = await launchBrowser({ args: [`--remote-debugging-port=${port}`] });
  try {
    // Sign in once with 自动登录, so the layout opens from the remembered token in Lighthouse's tab.
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
    await page.getByText('自动登录').click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: '进入 环卫运营' }).click();
    await page.getByTestId('layout').waitFor();

    const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
    const auth = `access_token=${token}&tenantId=${data.tenantId}&userId=${data.userId}`;
    const targets = [
      { name: 'login', path: '/#/' },
      { name: 'layout', path: '/#/layout?systemCode=hwyy' },
      { name: 'list', path: `/modules/ljszy/?${auth}#/cars` },
      { name: 'board', path: `/modules/ljszy/?${auth}#/kanban` },
    ];
    const rows: string[] = [];
    for (const target of targets) {
      const result = await lighthouse(
        `${server.url}${target.path}`,
        { port, output: ['html', 'json'], logLevel: 'error', disableStorageReset: true, onlyCategories: [...CATEGORIES] },
        desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${target.name}`);
      const [html, json] = result.report as string[];
      writeFileSync(join(OUT, `${target.name}.html`), html!);
      writeFileSync(join(OUT, `${target.name}.json`), json!);
      const scores = CATEGORIES.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      const shown = target.path.replace(/access_token=[^&]+/, 'access_token=…');
      rows.push(`${target.name.padEnd(7)} ${scores.map((s) => String(s).padStart(3)).join(' / ')}   ${shown}`);
    }
    console.log(`Lighthouse ${result()} desktop preset, scores performance / accessibility / best practices (reports in ${OUT}/):`);
    for (const row of rows) console.log(`  ${row}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The Lighthouse version that ran. */
function result(): string {
  return (process.env.npm_package_dependencies_lighthouse ?? '12.8.2').replace(/^\D*/, '');
}

await main();
