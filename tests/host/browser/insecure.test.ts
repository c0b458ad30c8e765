// A municipal intranet often serves the suite over plain HTTP on a host name or address: the page is
// then no secure context and browsers hide WebCrypto's `subtle`. Sign-in must still encrypt the
// password (the plain-TypeScript RSA-OAEP fallback) and work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { startServer, type TestServer } from '../../support/server';
import { fixtureModules, submitLogin } from './harness';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ modulesDir: fixtureModules });
  // intranet.test resolves to this machine; unlike localhost it is not a secure context.
  browser = await launchBrowser({ args: ['--host-resolver-rules=MAP intranet.test 127.0.0.1'] });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('signing in over plain HTTP on an intranet host name', () => {
  it('encrypts the password without WebCrypto and reaches the layout', async () => {
    const port = new URL(server.url).port;
    const page = await browser.newPage();
    await page.goto(`http://intranet.test:${port}/#/`);
    await page.getByLabel('用户名').waitFor();
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof crypto.subtle }))).toEqual({ secure: false, subtle: 'undefined' });
    const login = page.waitForRequest((r) => r.url().endsWith('/cas/login'));
    await submitLogin(page, 'ops', 'Ops@2026');
    const body = new URLSearchParams((await login).postData() ?? '');
    expect(body.get('password')).not.toContain('Ops@2026');
    expect(Buffer.from(body.get('password') ?? '', 'base64')).toHaveLength(256);
    await page.waitForURL((u) => u.hash.startsWith('#/layout'));
    await page.getByTestId('layout').waitFor();
  });
});
