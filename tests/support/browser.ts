/**
 * Launches Debian's Chromium through playwright-core. Never downloads a browser: the executable is
 * /usr/bin/chromium, or whatever CHROMIUM_PATH names.
 *
 * @example
 *   const browser = await launchBrowser();
 *   const page = await browser.newPage();
 *   await page.goto(server.url);
 *   await browser.close();
 */
import { chromium, type Browser, type LaunchOptions, type Locator } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ...options,
    args: [...chromiumArgs, ...(options.args ?? [])],
  });
}

/**
 * Clicks a button of an antd confirm until the confirm has gone. A click that lands while antd's
 * confirm is still zooming in can be lost on a loaded machine; clicking again is what a user does.
 * `shown` is something only the confirm shows (its text or its root); `button` is the button to press.
 * It waits for the confirm first: a page's first confirm comes once its dialog code has arrived
 * (kit/ui/feedback), a moment after the click that asked for it.
 *
 * @example
 *   const confirm = page.locator('.ant-modal-confirm');
 *   await clickUntilGone(confirm, confirm.getByRole('button', { name: /删\s*除/ }));
 */
export async function clickUntilGone(shown: Locator, button: Locator, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  await shown.first().waitFor({ state: 'attached', timeout });
  for (;;) {
    try {
      if (await shown.count()) await button.click({ timeout: 2_000 });
      await shown.first().waitFor({ state: 'detached', timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
