/**
 * What the first-hour browser tests share: one real server (all modules) and Debian Chromium per file,
 * and fresh pages at 1366×768 in zh-CN with room for a busy machine.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

export type Suite = { readonly server: TestServer; newPage(): Promise<Page> };

/** Starts the server and the browser for the calling test file (closed after its tests). */
export function browserSuite(): Suite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the suite has not started');
      return server;
    },
    async newPage() {
      const context = await browser!.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
      const page = await context.newPage();
      page.setDefaultTimeout(45_000);
      return page;
    },
  };
}

/** Browser tests here may take minutes on a loaded machine. */
export const slow = { timeout: 240_000 };
