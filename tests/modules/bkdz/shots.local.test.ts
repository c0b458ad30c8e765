import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
let server: TestServer; let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.close(); });
it('shots', async () => {
  const s = await signIn(server.url, 'admin', 'Admin@2026');
  const q = `access_token=${s.token}&tenantId=${s.data.tenantId}&userId=${s.data.userId}&name=x`;
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  for (const [m, r] of [['bkdz', 'rates'], ['bkdz', 'accuracyBoard'], ['bkdz', 'facilities'], ['bkdz', 'estateBinding'], ['bkdz', 'regions'], ['bkdz', 'accuracyConfig'], ['bkdz', 'allocation'], ['es', 'map'], ['es', 'staff']]) {
    await page.goto('about:blank');
    await page.goto(`${server.url}/modules/${m}/?${q}#/${r}`);
    await page.waitForTimeout(5000);
    await page.screenshot({ path: `/tmp/shot-${m}-${r}.png`, fullPage: true });
  }
}, 180_000);
