// The dispatch chat end to end in Chromium (tenant 1's admin, the page alone in a window): the demo's
// unread and @me counts with the "new messages" line and the jump to a mention; a message with an
// @mention picked from the list (the mentioned user's count rises); a message posted elsewhere appears
// live; an image uploaded with its progress then sent; a work order's channel opened by the address's
// link; mark all read clears the counts.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { signIn } from '../../support/server';
import { client, type Client } from '../clgl/support';
import { demoPhoto } from '../../../server/services/chatDemo';

const m = modulePage('chat', { modules: ['chat'], demoDevices: false });
let page: Page;
let admin: Client;
let ops: Client;
type Channel = { id: string; title: string; unread: number; mentions: number };
const channels = async (who: Client) => (await who.json<{ channels: Channel[] }>('/cloud/chat/channel/list')).data.channels;

beforeAll(async () => {
  page = m.page;
  admin = client(m.server.url, m.token);
  ops = client(m.server.url, (await signIn(m.server.url, 'ops', 'Ops@2026')).token);
});

describe('chat in Chromium', () => {
  it('shows the channels with unread and @me counts, the new-messages line and the jump to a mention', async () => {
    await m.open('room', '[data-testid="chat-channel"]', 60_000);
    // The first channel with unread messages opens by itself; another keeps its counts.
    await expect.poll(() => page.getByTestId('chat-title').textContent(), { timeout: 20_000 }).toBe('道路保洁一队');
    const area = page.locator('[data-testid="chat-channel"][data-title="上城区片区"]');
    await expect.poll(() => area.locator('[data-testid="chat-channel-mentions"]').textContent(), { timeout: 20_000 }).toBe('@1');
    await expect.poll(() => area.locator('[data-testid="chat-channel-unread"]').textContent(), { timeout: 20_000 }).toBe('2');
    await page.getByTestId('chat-new-line').waitFor({ timeout: 20_000 });
    await page.getByTestId('chat-next-mention').click();
    await expect.poll(() => page.getByTestId('chat-link-card').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="chat-messages"] img').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Opening the channel marked it read.
    await expect.poll(async () => (await channels(admin)).find((c) => c.title === '道路保洁一队')!.unread, { timeout: 20_000 }).toBe(0);
  });

  it('posts a message mentioning a member picked after @, and the member’s mention count rises', async () => {
    const before = (await channels(ops)).find((c) => c.title === '道路保洁一队')!.mentions;
    const input = page.locator('[data-testid="chat-input"] textarea, textarea[data-testid="chat-input"]').first();
    await input.click();
    await input.pressSequentially('请 @');
    await page.locator('.ant-mentions-dropdown-menu-item', { hasText: '李明' }).first().click();
    await input.pressSequentially('到清泰街看一下');
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-messages').textContent(), { timeout: 20_000 }).toContain('@李明 到清泰街看一下');
    await expect.poll(async () => (await channels(ops)).find((c) => c.title === '道路保洁一队')!.mentions, { timeout: 20_000 }).toBe(before + 1);
  });

  it('shows a message posted by someone else live, without a reload', async () => {
    const team = (await channels(ops)).find((c) => c.title === '道路保洁一队')!;
    const r = await ops.json('/cloud/chat/message/post', { channelId: team.id, text: '收运车已到达清泰街' });
    expect(r.result).toBe(0);
    await expect.poll(() => page.getByTestId('chat-messages').textContent(), { timeout: 30_000 }).toContain('收运车已到达清泰街');
  });

  it('uploads an image with its progress, then sends it', async () => {
    await page.getByTestId('chat-file').setInputFiles({ name: '积水现场.png', mimeType: 'image/png', buffer: demoPhoto() });
    await page.getByTestId('chat-upload').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('[data-testid="chat-upload"] .ant-progress').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator('[data-testid="chat-upload"] .ant-progress-status-success').count(), { timeout: 30_000 }).toBe(1);
    const images = await page.locator('[data-testid="chat-messages"] img').count();
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-upload').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.locator('[data-testid="chat-messages"] img').count(), { timeout: 20_000 }).toBe(images + 1);
    await expect.poll(() => page.getByTestId('chat-upload').count()).toBe(0);
  });

  it('opens a work order’s channel from the address’s link, creating it', async () => {
    await m.open('room?link=workOrder:4242', '[data-testid="chat-title"]', 60_000);
    await expect.poll(() => page.getByTestId('chat-title').textContent(), { timeout: 20_000 }).toBe('工单 4242');
    expect((await channels(admin)).some((c) => c.title === '工单 4242')).toBe(true);
  });

  it('opens the channel of a work order from its card in a message', async () => {
    await m.open('room', '[data-testid="chat-channel"]', 60_000);
    await page.locator('[data-testid="chat-channel"][data-title="道路保洁一队"]').click();
    const card = page.getByTestId('chat-link-card').filter({ hasText: '清泰街口积水清理' }).first();
    await card.getByRole('button', { name: '进入对象频道' }).click();
    await expect.poll(() => page.getByTestId('chat-title').textContent(), { timeout: 20_000 }).toBe('清泰街口积水清理');
  });

  it('lets an administrator create a team channel with its members', async () => {
    await page.getByRole('button', { name: '新建频道' }).click({ timeout: 10_000 });
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
    await dialog.locator('input#title').fill('夜班巡查组', { timeout: 10_000 });
    await dialog.locator('.ant-select').last().click({ timeout: 10_000 });
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '李明' }).first().click({ timeout: 10_000 });
    await dialog.locator('.ant-modal-title').click({ timeout: 10_000 });
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('chat-title').textContent(), { timeout: 20_000 }).toBe('夜班巡查组');
    expect((await channels(ops)).some((c) => c.title === '夜班巡查组')).toBe(true);
  });

  it('marks every channel read', async () => {
    await m.open('room', '[data-testid="chat-channel"]', 60_000);
    await page.locator('[data-testid="chat-channel"][data-title="道路保洁一队"]').click();
    await expect.poll(() => page.getByTestId('chat-title').textContent(), { timeout: 20_000 }).toBe('道路保洁一队');
    await expect.poll(() => page.getByTestId('chat-live').textContent(), { timeout: 20_000 }).toBe('实时连接正常');
    const area = (await channels(ops)).find((c) => c.title === '上城区片区')!;
    await ops.json('/cloud/chat/message/post', { channelId: area.id, text: '@张建国 请复核' });
    await expect.poll(async () => page.locator('[data-testid="chat-channel"][data-title="上城区片区"] [data-testid="chat-channel-mentions"]').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('chat-mark-all').click();
    await expect.poll(() => page.locator('[data-testid="chat-channel-unread"]').count(), { timeout: 20_000 }).toBe(0);
    expect((await admin.json<{ unread: number; mentions: number }>('/cloud/chat/summary')).data).toEqual({ unread: 0, mentions: 0 });
    expect(m.errors).toEqual([]);
  });
});
