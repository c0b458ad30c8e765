// A module's own screens ask for the same functions as the kit's pages (kit/ui/useScreenCalls.ts
// useFunctions, a definition's action functions): the read-only demo user sees no button the server
// would refuse, the admin sees each of them. In Chromium, each page alone with its token in the address.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ modules: ['welcome', 'ljszy', 'clgl', 'xtgl'], demoDevices: false });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a module page alone as a user, once its screen has had the answer of hasFunctions. */
async function open(user: [string, string], path: string): Promise<Page> {
  const s = await signIn(server.url, user[0], user[1]);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const asked = page.waitForResponse((r) => r.url().endsWith('/user/hasFunctions'), { timeout: 30_000 });
  await page.goto(`${server.url}${path.replace('#', `?access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}#`)}`);
  await asked;
  return page;
}

/** antd puts a space between the two characters of a two-character button label. */
const button = (page: Page, text: string) => page.locator('button').filter({ hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*(\\(\\d+\\))?\\s*$`) });

const admin: [string, string] = ['admin', 'Admin@2026'];
const viewer: [string, string] = ['viewer', 'Viewer@2026'];

/** Each screen, the thing that shows it has loaded, and the button only a user with the function sees. */
const screens = [
  { what: '线路点位 保存', path: '/modules/ljszy/#/routeFacilities', loaded: '.ant-transfer-list-content-item', text: '保存' },
  { what: '用户管理 下载照片', path: '/modules/xtgl/#/users', loaded: '.ant-table-tbody tr.ant-table-row', text: '下载照片' },
  { what: '车辆档案 新车组编号', path: '/modules/clgl/#/r/car', loaded: '.ant-table-tbody tr.ant-table-row', text: '新车组编号' },
];

describe('buttons of a module’s own screens by the user’s functions', { timeout: 120_000 }, () => {
  for (const s of screens) {
    it(`shows ${s.what} to the admin and not to the read-only user`, async () => {
      const a = await open(admin, s.path);
      await a.locator(s.loaded).first().waitFor({ timeout: 30_000 });
      await expect.poll(() => button(a, s.text).count(), { timeout: 10_000 }).toBe(1);
      await a.close();
      const v = await open(viewer, s.path);
      await v.locator(s.loaded).first().waitFor({ timeout: 30_000 });
      // hasFunctions has answered (open waited for it) and the rows are drawn: the button would be there.
      await v.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await button(v, s.text).count()).toBe(0);
      await v.close();
    });
  }
});
