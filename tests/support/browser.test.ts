import { describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';

describe('the browser test harness', () => {
  it('launches Debian Chromium headless and runs script in a page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="x">UrbanOps</p>');
      expect(await page.evaluate(() => document.getElementById('x')?.textContent)).toBe('UrbanOps');
    } finally {
      await browser.close();
    }
  });
});
