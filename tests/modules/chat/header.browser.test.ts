// The shell header's chat entry in Chromium: the signed-in user's unread and @me counts over every
// channel, live (a mention posted elsewhere raises it without a reload), and a click opens 调度群聊 in a tab.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { activeFrame, openShell } from '../../support/shell';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client } from '../clgl/support';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ modules: ['chat'], demoDevices: false });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the header’s chat entry', () => {
  it('shows the unread and mention counts, follows a new mention live, and opens the chat in a tab', async () => {
    const { page, close } = await openShell(browser, server.url, '城市管理');
    try {
      const entry = page.getByTestId('chat-entry');
      await entry.waitFor({ timeout: 30_000 });
      const mentions = Number(await entry.getAttribute('data-mentions'));
      expect(Number(await entry.getAttribute('data-unread'))).toBeGreaterThan(0);
      expect(mentions).toBeGreaterThan(0);
      const ops = client(server.url, (await signIn(server.url, 'ops', 'Ops@2026')).token);
      const list = (await ops.json<{ channels: { id: string; title: string }[] }>('/cloud/chat/channel/list')).data.channels;
      await ops.json('/cloud/chat/message/post', { channelId: list.find((c) => c.title === '上城区片区')!.id, text: '@张建国 请看片区照片' });
      await expect.poll(async () => Number(await entry.getAttribute('data-mentions')), { timeout: 30_000 }).toBe(mentions + 1);
      await entry.click();
      await activeFrame(page).getByTestId('chat-title').waitFor({ timeout: 60_000 });
    } finally {
      await close();
    }
  });
});
