// 系统管理's screens as they read at 1366×768, in Chromium on the built page (URBANOPS_DIST) and the
// real server, in both languages: 组织机构's 员工 tab names people under 姓名 and departments under 部门;
// 用户管理's row buttons stay on one line (删除 wrapped to a second); 操作记录's times stay on one line
// beside entries whose detail runs to several lines.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';

let server: TestServer;
let browser: Browser;
let token = '';

beforeAll(async () => {
  server = await startServer({ modules: ['xtgl', 'demo'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/xtgl/`);
  if (!built.ok) throw new Error(`the xtgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The module page as a shell tab shows it at 1366×768: beside the 232 px menu. */
async function open(route: string, locale: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366 - 232, height: 768 - 100 }, locale });
  if (locale === 'en-US') await context.addInitScript(`localStorage.setItem('urbanops.locale', 'en-US')`);
  const page = await context.newPage();
  page.setDefaultTimeout(45_000);
  await page.goto(`${server.url}/modules/xtgl/?access_token=${token}&tenantId=1&userId=1001#${route}`);
  return page;
}

/** How many lines each cell of the column at `index` (1-based) of the visible table's body takes. */
const linesOfColumn = (page: Page, index: number) =>
  page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${index})`).evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }),
  );

describe('系统管理 at 1366×768', { timeout: 180_000 }, () => {
  it('组织机构’s 员工 tab names the picked department’s people under 姓名 and its departments under 部门', async () => {
    for (const [locale, person, department] of [['zh-CN', '姓名', '部门'], ['en-US', 'Name', 'Department']] as const) {
      const page = await open('/org', locale);
      await page.locator('.ant-tree-title:visible', { hasText: '综合办公室' }).first().click();
      const pane = page.locator('[role=tabpanel]:visible').filter({ has: page.locator('.ant-table') });
      await expect.poll(() => pane.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      const tables = await pane.locator('.ant-table').evaluateAll((list) =>
        list.map((table) => ({ headers: [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? ''), rows: [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.textContent ?? '') })),
      );
      const departments = tables.filter((x) => x.rows.some((r) => r.includes('综合办公室')));
      const people = tables.filter((x) => x.rows.some((r) => r.includes('周晓燕')) && !departments.includes(x));
      expect(departments.length, locale).toBeGreaterThan(0);
      expect(people.length, locale).toBeGreaterThan(0);
      for (const x of departments) expect(x.headers, locale).toContain(department);
      for (const x of departments) expect(x.headers, locale).not.toContain(person);
      for (const x of people) expect(x.headers, locale).toContain(person);
      await page.context().close();
    }
  });

  it('用户管理 keeps every row’s buttons, 删除 included, on one line', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const page = await open('/users', locale);
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(3);
      const tops = await rows.evaluateAll((list) => list.map((tr) => new Set([...tr.querySelectorAll('td:last-child button')].map((b) => Math.round(b.getBoundingClientRect().top))).size));
      expect(tops, locale).toEqual(tops.map(() => 1));
      const buttons = await rows.first().locator('td:last-child button').count();
      expect(buttons, locale).toBe(5);
      await page.context().close();
    }
  });

  it('操作记录 keeps every time on one line, beside details of several lines', async () => {
    // An entry of the engine with its fields written one per line.
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const grades = (await (await fetch(`${server.url}/cloud/demo/web/grade/list`, { method: 'POST', headers, body: '{}' })).json()) as { data: { records: { id: number }[] } };
    const created = (await (await fetch(`${server.url}/cloud/demo/web/student/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ studentNo: 'S209901', name: '操作记录测试学生', gender: 'female', gradeId: grades.data.records[0]!.id, birthday: '2012-05-06' }),
    })).json()) as { result: number; msg: string };
    expect(created.result, created.msg).toBe(0);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const page = await open('/history', locale);
      await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await expect.poll(() => page.locator('.ant-table-tbody').innerText()).toContain('S209901');
      expect(await linesOfColumn(page, 1), locale).toEqual(expect.arrayContaining([1]));
      expect((await linesOfColumn(page, 1)).filter((n) => n !== 1), locale).toEqual([]);
      await page.context().close();
    }
  });
});
