// examples/portal.html works: a portal on another origin embeds the welcome module served by the real
// server, gives it a token, and the module uses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPortal } from '../../examples/serve-portal.mjs';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { buildFixtures } from './support/fixtures';
import { frameOf } from './support/pages';

let browser: Browser;
let built: { dir: string; remove(): void };
let server: TestServer | undefined;
let portal: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  built = await buildFixtures();
  portal = await startPortal({ suiteUrl: () => server!.url });
  server = await startServer({ distDir: built.dir, portalOrigins: [portal.origin] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await portal?.close();
  built?.remove();
});

describe('examples/portal.html', () => {
  it('embeds the welcome module from the suite, gives it a token, and follows its overlay', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${portal.origin}/`);
      const frame = await frameOf(page, server!.url);
      expect(await frame.locator('[data-testid="user-name"]').textContent({ timeout: 10_000 })).toBe('admin');
      expect(await frame.locator('[data-testid="server-user"]').textContent({ timeout: 10_000 })).toBe('张建国');
      expect(await page.locator('#status').textContent()).toBe('connected');
      await frame.getByRole('button', { name: '打开对话框' }).click();
      await page.waitForFunction(() => document.body.classList.contains('module-overlay'));
    } finally {
      await page.close();
    }
  });
});
