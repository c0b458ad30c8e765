// store.chat: module code opens a channel (idempotent per kind + ref, members added, the tenant's users
// only) and posts in it as the caller without being a member, numbered like any post; both join the
// store's transaction (a throw rolls them back); a handler that only reads is refused. Over a real
// SQLite database with the chat's migration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import { moduleStore, provideModuleChat, readingStore } from '../../server/resources/moduleStore';
import { moduleChatBackend } from '../../server/http/routes/chat';
import { ChatService } from '../../server/services/chat';
import { defineModuleResources, defineResource, text, type ModuleStore } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';

const messages = catalogueFromPairs({ 't.order': ['工单', 'Order'], 't.order.code': ['编号', 'Code'] });
const order = defineResource({ id: 'order', title: 't.order', api: { list: '/x/order/pageList' }, fields: { code: text({ max: 10 }) } });
const loaded = { resources: defineModuleResources({ module: 'tch', messages, resources: [order] }), server: {} };

let dir: string;
let db: Store;
let store: ModuleStore;
const clock = Date.UTC(2026, 10, 28, 14, 0);
const chat = () => new ChatService(db.db, { now: () => clock, tokenIdleSeconds: 3600 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chat-module-store-'));
  db = await openDatabase(join(dir, 'test.db'));
  const user = (id: string, tenant_id: string) => ({
    id, tenant_id, username: id, name: id, staff_id: null, dept_id: null, password_hash: 'x', password_changed_at: 0,
    password_expires_at: null, photo_id: null, is_super: 0, status: 'active', phone: '', created_at: 0,
  });
  const tenant = (id: string) => ({ id, code: id, name: id, short_name: id, address: '', contact: '', phone: '', password_max_age_days: null, enable_password_policy: 0, created_at: 0 });
  await db.db.insertInto('tenants').values([tenant('t1'), tenant('t2')]).execute();
  await db.db.insertInto('users').values([user('u1', 't1'), user('u2', 't1'), user('x1', 't2')]).execute();
  const resourceStore = (await prepareModules(db.db, [loaded], false)).get('tch')!;
  resourceStore.deviceSettings = { now: () => clock, offlineSeconds: 300 };
  store = moduleStore(resourceStore, { tenantId: 't1', userId: 'u1', userName: '调度台' });
  provideModuleChat(moduleChatBackend);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('store.chat', () => {
  it('opens a work order’s channel once per kind and ref, with the tenant’s users among the members', async () => {
    const first = await store.chat.open({ kind: 'workOrder', ref: '12', title: '工单 12', memberIds: ['u2', 'x1'] });
    const again = await store.chat.open({ kind: 'workOrder', ref: '12', title: '工单 12', memberIds: ['u1'] });
    expect(again.channelId).toBe(first.channelId);
    const members = await chat().members('t1', 'u2', first.channelId);
    expect(members.members.map((m) => m.id).sort()).toEqual(['u1', 'u2']);
  });

  it('posts as the caller without being a member, under the channel’s next number, with its link', async () => {
    const { channelId } = await store.chat.open({ kind: 'workOrder', ref: '13', title: '工单 13', memberIds: ['u2'] });
    expect(await store.chat.post(channelId, { text: '工单已派发', link: { kind: 'workOrder', id: '13', title: '清泰街积水' } })).toEqual({ seq: 1 });
    expect(await store.chat.post(channelId, { text: '已到场' })).toEqual({ seq: 2 });
    const list = await chat().messages('t1', 'u2', channelId, { after: 0 });
    expect(list.records.map((m) => [m.seq, m.senderName, m.text, m.link?.title ?? null])).toEqual([[1, '调度台', '工单已派发', '清泰街积水'], [2, '调度台', '已到场', null]]);
    expect((await chat().channels('t1', 'u2')).find((c) => c.id === channelId)!.unread).toBe(2);
  });

  it('joins the store’s transaction: a throw rolls the channel and its message back', async () => {
    await expect(
      store.transaction(async (tx) => {
        const { channelId } = await tx.chat.open({ kind: 'workOrder', ref: '14', title: '工单 14', memberIds: ['u2'] });
        await tx.chat.post(channelId, { text: '不会留下' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await chat().channels('t1', 'u2')).some((c) => c.ref === '14')).toBe(false);
  });

  it('is refused to a handler that only reads', async () => {
    const reading = readingStore(store, 'tch.test');
    expect(() => reading.chat.open({ kind: 'team', ref: 'x', title: 'x', memberIds: [] })).toThrow(/must name its function/);
  });
});
