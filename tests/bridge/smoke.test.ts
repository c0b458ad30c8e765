import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { buildFixtures, serveDir, type FixtureServer } from './support/fixtures';
import { frameOf, waitFor } from './support/pages';

let browser: Browser;
let built: { dir: string; remove(): void };
let a: FixtureServer;
let b: FixtureServer;

beforeAll(async () => {
  built = await buildFixtures();
  a = await serveDir(built.dir, '127.0.0.1');
  b = await serveDir(built.dir, 'localhost');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await a?.close();
  await b?.close();
  built?.remove();
});

describe('smoke', () => {
  it('cross origin context', async () => {
    const page = await browser.newPage();
    const moduleUrl = b.url(`/tests/bridge/fixtures/module.html?hosts=${encodeURIComponent(a.origin)}`);
    await page.goto(a.url(`/tests/bridge/fixtures/host.html?origins=${encodeURIComponent(b.origin)}&module=${encodeURIComponent(moduleUrl)}`));
    const frame = await frameOf(page, b.origin);
    const ctx = await waitFor(frame, () => (window as unknown as { __module: { context?: unknown; error?: unknown } }).__module.context ?? (window as unknown as { __module: { error?: unknown } }).__module.error);
    expect(ctx).toMatchObject({ token: 'tok-123' });
  });
});
