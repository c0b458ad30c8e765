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
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

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
