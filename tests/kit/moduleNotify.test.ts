// store.notify: module code pushes notices to the shell's bell — to users and to every holder of a role,
// in the caller's tenant only, under the pushing module's business with a link to act on, held until
// their time when dated later (quiet hours) — over a real SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import { moduleStore, readingStore } from '../../server/resources/moduleStore';
import { NoticeService } from '../../server/services/notices';
import { defineModuleResources, defineResource, text, type ModuleStore } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';

const messages = catalogueFromPairs({ 't.alarm': ['告警', 'Alarm'], 't.alarm.code': ['编号', 'Code'] });
const alarm = defineResource({ id: 'alarm', title: 't.alarm', api: { list: '/x/alarm/pageList' }, fields: { code: text({ max: 10 }) } });
const loaded = { resources: defineModuleResources({ module: 'tnf', messages, resources: [alarm] }), server: {} };

let dir: string;
let db: Store;
let store: ModuleStore;
let clock = Date.UTC(2026, 10, 28, 14, 0);
const notices = () => new NoticeService(db.db, () => clock);
const page = (userId: string, tenantId = 't1') => notices().page({ tenantId, userId }, { pageNo: 1, pageSize: 50 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-module-notify-'));
  db = await openDatabase(join(dir, 'test.db'));
  const user = (id: string, tenant_id: string) => ({
    id, tenant_id, username: id, name: id, staff_id: null, dept_id: null, password_hash: 'x', password_changed_at: 0,
    password_expires_at: null, photo_id: null, is_super: 0, status: 'active', phone: '', created_at: 0,
  });
  const tenant = (id: string) => ({ id, code: id, name: id, short_name: id, address: '', contact: '', phone: '', password_max_age_days: null, enable_password_policy: 0, created_at: 0 });
  await db.db.insertInto('tenants').values([tenant('t1'), tenant('t2')]).execute();
  await db.db.insertInto('roles').values([{ id: 'r1', tenant_id: 't1', code: 'r1', name: '调度员', data_scope: 'all' }, { id: 'r2', tenant_id: 't2', code: 'r2', name: '调度员', data_scope: 'all' }]).execute();
  await db.db.insertInto('users').values([user('u1', 't1'), user('u2', 't1'), user('u3', 't1'), user('x1', 't2')]).execute();
  await db.db.insertInto('user_roles').values([{ tenant_id: 't1', user_id: 'u2', role_id: 'r1' }, { tenant_id: 't1', user_id: 'u3', role_id: 'r1' }, { tenant_id: 't2', user_id: 'x1', role_id: 'r2' }]).execute();
  const resourceStore = (await prepareModules(db.db, [loaded], false)).get('tnf')!;
  resourceStore.deviceSettings = { now: () => clock, offlineSeconds: 300 };
  store = moduleStore(resourceStore, { tenantId: 't1', userId: 'u1', userName: '张三' });
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('store.notify', () => {
  it('reaches the named users and the role’s holders once each, in the caller’s tenant only, under the module’s business with its link', async () => {
    const link = { module: 'tnf', path: 'orders', query: { alarm: '12' }, title: '派单' };
    const sent = await store.notify({ userIds: ['u1', 'u2', 'x1', 'nobody'], roleIds: ['r1'] }, { category: 'alarm', title: '压缩箱满溢', content: '一号箱 95 %', link });
    expect(sent).toBe(3);
    for (const u of ['u1', 'u2', 'u3']) {
      const { records, unread } = await page(u);
      expect(records.map((r) => [r.title, r.business, r.link, r.createdAt])).toEqual([['压缩箱满溢', 'tnf', link, clock]]);
      expect(unread).toBe(1);
    }
    expect((await page('x1', 't2')).total).toBe(0);
  });

  it('holds a notice dated later until its time: not listed, not counted, not marked read by "all"', async () => {
    const morning = clock + 3 * 3_600_000;
    await store.notify({ userIds: ['u1'] }, { category: 'alarm', title: '夜间告警', content: '', business: 'ljszydd', at: morning });
    expect((await page('u1')).records.map((r) => r.title)).toEqual(['压缩箱满溢']);
    await notices().markRead({ tenantId: 't1', userId: 'u1' }, 'all');
    clock = morning;
    const after = await page('u1');
    expect(after.records.map((r) => [r.title, r.business, r.read])).toEqual([['夜间告警', 'ljszydd', false], ['压缩箱满溢', 'tnf', true]]);
    expect(after.unread).toBe(1);
  });

  it('refuses a category the bell does not know, and a reading handler’s store refuses to push', async () => {
    await expect(store.notify({ userIds: ['u1'] }, { category: 'gossip' as 'alarm', title: 't', content: '' })).rejects.toThrow(/no category "gossip"/);
    expect(() => readingStore(store, 'tnf GET /x').notify({ userIds: ['u1'] }, { category: 'alarm', title: 't', content: '' })).toThrow(/must name its function/);
    expect((await page('u1')).total).toBe(2);
  });
});
