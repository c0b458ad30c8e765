/**
 * What the first-hour browser tests share: one real server (all modules) and Debian Chromium per file,
 * and fresh pages (1366×768 in zh-CN unless asked otherwise) with room for a busy machine.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ModuleManifest, ModuleMenuEntry } from '../../kit/manifest';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

/** A page's language (the shell's remembered choice and the browser's) and window size; zh-CN at 1366×768 by default. */
export type PageOptions = { locale?: 'zh-CN' | 'en-US'; viewport?: { width: number; height: number } };
export type Suite = { readonly server: TestServer; newPage(options?: PageOptions): Promise<Page> };

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
    async newPage(options: PageOptions = {}) {
      const locale = options.locale ?? 'zh-CN';
      const context = await browser!.newContext({ viewport: options.viewport ?? { width: 1366, height: 768 }, locale });
      if (locale !== 'zh-CN') await context.addInitScript(`localStorage.setItem('urbanops.locale', ${JSON.stringify(locale)})`);
      const page = await context.newPage();
      page.setDefaultTimeout(45_000);
      return page;
    },
  };
}

/** Browser tests here may take minutes on a loaded machine. */
export const slow = { timeout: 240_000 };

/** A menu entry that opens a page: its module, key and route; `list` when it is a resource's list page. */
export type MenuPage = { module: string; key: string; route: string; list: boolean };

/** Every menu entry that opens a page, of every module under modules/, in menu order (groups walked). */
export async function menuPages(): Promise<MenuPage[]> {
  const modules = resolve(import.meta.dirname, '../../modules');
  const pages: MenuPage[] = [];
  for (const id of readdirSync(modules).filter((m) => existsSync(resolve(modules, m, 'manifest.ts')))) {
    const manifest = (await import(`../../modules/${id}/manifest.ts`)).default as ModuleManifest;
    const walk = (entries: ModuleMenuEntry[]) =>
      entries.forEach((e) => {
        if (e.route) pages.push({ module: id, key: e.key, route: e.route, list: Boolean(e.page) });
        walk(e.children ?? []);
      });
    walk(manifest.menu);
  }
  return pages;
}
