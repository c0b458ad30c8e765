// The chat across two server instances on one PostgreSQL database (`npm run test:pg`), two browsers
// on 调度群聊, one on each instance: a message sent in one appears live in the other (each instance's
// hub polls the database); a browser that goes offline and reconnects to the OTHER instance (its
// calls and stream routed there, as nginx would after a failover) gets what it missed, in order, and
// its unread and mention counts are right, while A has stopped.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { freshDatabase, onPostgres, testCluster } from '../support/pg';
import { launchBrowser } from '../support/browser';
import { client, type Client } from '../modules/clgl/support';

type Channel = { id: string; title: string; unread: number; mentions: number };

describe.skipIf(!onPostgres())('chat across two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let browsers: Browser[] = [];
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  let adminOnA: Client;
  let opsOnB: Client;
  let team: Channel;
  let area: Channel;
  let stopped = false;

  const open = async (page: Page, server: TestServer, who: { token: string; tenantId: string; userId: string }) => {
    const query = `access_token=${who.token}&tenantId=${who.tenantId}&userId=${who.userId}&name=x`;
    await page.goto(`${server.url}/modules/chat/?${query}#/room`);
    await page.waitForSelector('[data-testid="chat-channel"]', { timeout: 60_000 });
    await page.locator(`[data-testid="chat-channel"][data-title="${team.title}"]`).click();
    await page.locator('[data-testid="chat-title"]', { hasText: team.title }).waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="chat-live"]', { hasText: '实时连接正常' }).waitFor({ timeout: 30_000 });
  };
  const texts = (page: Page) => page.locator('[data-testid="chat-message"]').allTextContents();

  beforeAll(async () => {
    const cluster = await testCluster();
    const database = await freshDatabase(cluster.url, cluster.template);
    [a, b] = await Promise.all([startServer({ databaseUrl: database, modules: ['chat'], demoDevices: false }), startServer({ databaseUrl: database, modules: ['chat'], demoDevices: false })]);
    const [admin, ops] = await Promise.all([signIn(a.url, 'admin', 'Admin@2026'), signIn(b.url, 'ops', 'Ops@2026')]);
    adminOnA = client(a.url, admin.token);
    opsOnB = client(b.url, ops.token);
    await adminOnA.json('/cloud/chat/read/mark', { all: true });
    const list = (await adminOnA.json<{ channels: Channel[] }>('/cloud/chat/channel/list')).data.channels;
    team = list.find((c) => c.title === '道路保洁一队')!;
    area = list.find((c) => c.title === '上城区片区')!;
    browsers = await Promise.all([launchBrowser(), launchBrowser()]);
    contexts = await Promise.all(browsers.map((x) => x.newContext({ viewport: { width: 1400, height: 900 } })));
    pages = await Promise.all(contexts.map((c) => c.newPage()));
    await open(pages[0]!, a, { token: admin.token, tenantId: admin.data.tenantId, userId: admin.data.userId });
    await open(pages[1]!, b, { token: ops.token, tenantId: ops.data.tenantId, userId: ops.data.userId });
  }, 300_000);
  afterAll(async () => {
    for (const x of browsers) await x.close().catch(() => undefined);
    await Promise.all([stopped ? undefined : a?.close(), b?.close()]);
  });

  it('shows a message sent in the browser on instance B live in the browser on instance A', async () => {
    const input = pages[1]!.locator('[data-testid="chat-input"] textarea, textarea[data-testid="chat-input"]').first();
    await input.fill('B 实例发出：清泰街积水已处理');
    await pages[1]!.getByTestId('chat-send').click();
    await expect.poll(async () => (await texts(pages[0]!)).some((t) => t.includes('B 实例发出：清泰街积水已处理')), { timeout: 30_000 }).toBe(true);
  });

  it('gives a browser that was offline and reconnects to the other instance what it missed, in order, with its counts right', { timeout: 180_000 }, async () => {
    // The first browser loses the network (its calls fail) and instance A stops (its stream ends):
    // the page keeps trying to reconnect while three messages are posted on B.
    const routed: string[] = [];
    let network: 'down' | 'to B' = 'down';
    await contexts[0]!.route(`${a.url}/cloud/**`, (route) => {
      if (network === 'down') return route.abort('internetdisconnected');
      routed.push(new URL(route.request().url()).pathname);
      return route.continue({ url: route.request().url().replace(a.url, b.url) });
    });
    await a.close();
    stopped = true;
    await pages[0]!.locator('[data-testid="chat-live"]', { hasText: '正在重连' }).waitFor({ timeout: 20_000 });
    for (const n of [1, 2, 3]) expect((await opsOnB.json('/cloud/chat/message/post', { channelId: team.id, text: `离线期间 ${n}` })).result).toBe(0);
    expect((await opsOnB.json('/cloud/chat/message/post', { channelId: area.id, text: '@张建国 离线期间的片区提醒' })).result).toBe(0);
    // The network is back, and what nginx reaches is instance B.
    network = 'to B';
    await expect.poll(async () => (await texts(pages[0]!)).filter((t) => t.includes('离线期间')).map((t) => /离线期间 \d/.exec(t)?.[0]), { timeout: 60_000 }).toEqual(['离线期间 1', '离线期间 2', '离线期间 3']);
    const areaRow = pages[0]!.locator(`[data-testid="chat-channel"][data-title="${area.title}"]`);
    await expect.poll(() => areaRow.locator('[data-testid="chat-channel-mentions"]').textContent(), { timeout: 30_000 }).toBe('@1');
    await expect.poll(() => areaRow.locator('[data-testid="chat-channel-unread"]').textContent(), { timeout: 30_000 }).toBe('1');
    // The stream was opened again on B, with a ticket of B.
    expect(routed).toContain('/cloud/chat/live/ticket');
    expect(routed).toContain('/cloud/chat/live/stream');
    // Every message once: no duplicate from the replay and the per-channel fetch.
    const all = await texts(pages[0]!);
    expect(all.filter((t) => t.includes('离线期间 2')).length).toBe(1);
    // Still live after the switch: a message from A's side reaches it through B.
    expect((await client(b.url, adminOnA.token).json('/cloud/chat/message/post', { channelId: team.id, text: 'A 侧补充：收运车已出发' })).result).toBe(0);
    await expect.poll(async () => (await texts(pages[1]!)).some((t) => t.includes('A 侧补充')), { timeout: 30_000 }).toBe(true);
  });
});
