/**
 * What a module's Chromium test shares: the real server (all modules unless named), Debian Chromium,
 * one page signed in as tenant 1's admin, and `open(route)` loading the module alone in the window
 * (as a menu link opening it in a new window would: the token in the address, read and removed), then
 * waiting for what the route draws. Page errors are collected in `errors` (a test ends by expecting none).
 * Registers its own beforeAll/afterAll: call it at the top of the test file.
 *
 * @example
 *   const m = modulePage('rykq', { modules: ['rykq'], demoDevices: false });
 *   it('shows the daily report', async () => {
 *     await m.open('daily');                             // waits for the list's table body
 *     await m.page.getByText('考勤日报').waitFor();
 *     expect(m.errors).toEqual([]);
 *   });
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { launchBrowser } from './browser';
import { signIn, startServer, type TestServer } from './server';

export type ModulePageOptions = Partial<Pick<ServerConfig, 'modules' | 'demoDevices'>> & {
  /** The server's clock (e.g. workdayClock() for a page of the demo's today); the browser's clock then starts at the same time. */
  now?: () => number;
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
  /** Who signs in (default tenant 1's admin). */
  user?: { username: string; password: string };
};

export type ModulePage = {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly page: Page;
  /** The signed-in user's token, tenant and id. */
  readonly token: string;
  readonly tenantId: string;
  readonly userId: string;
  /** Page errors seen so far. */
  readonly errors: string[];
  /** Opens the module's `route` (no leading '/') alone in the window and waits for `ready` (default: a table body). */
  open(route: string, ready?: string, timeout?: number): Promise<void>;
};

export function modulePage(module: string, options: ModulePageOptions = {}): ModulePage {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let who = { token: '', tenantId: '', userId: '' };
  const errors: string[] = [];
  const must = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the module page has not started (modulePage registers beforeAll)');
    return value;
  };
  beforeAll(async () => {
    server = await startServer({
      ...(options.modules ? { modules: options.modules } : {}),
      ...(options.demoDevices === undefined ? {} : { demoDevices: options.demoDevices }),
      ...(options.now ? { now: options.now } : {}),
    });
    const user = options.user ?? { username: 'admin', password: 'Admin@2026' };
    const s = await signIn(server.url, user.username, user.password);
    who = { token: s.token, tenantId: s.data.tenantId, userId: s.data.userId };
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: options.viewport ?? { width: 1600, height: 1000 }, acceptDownloads: options.acceptDownloads ?? false });
    page.on('pageerror', (e) => errors.push(e.message));
    // The page's "today" is the server's: the browser's clock starts at the server's time and runs on.
    if (options.now) await page.clock.install({ time: server.now() });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return must(server);
    },
    get browser() {
      return must(browser);
    },
    get page() {
      return must(page);
    },
    get token() {
      return who.token;
    },
    get tenantId() {
      return who.tenantId;
    },
    get userId() {
      return who.userId;
    },
    errors,
    async open(route, ready = '.ant-table-tbody', timeout = 60_000) {
      const p = must(page);
      const query = `access_token=${who.token}&tenantId=${who.tenantId}&userId=${who.userId}&name=${encodeURIComponent('管理员')}`;
      await p.goto('about:blank');
      await p.goto(`${must(server).url}/modules/${module}/?${query}#/${route}`);
      await p.waitForSelector(ready, { timeout });
    },
  };
}
