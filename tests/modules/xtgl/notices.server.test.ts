// Push records as notices over real HTTP (server/http/routes/notices.ts): the caller's own records,
// unread count, mark read one and all, subscriptions, the category enum and the administrators' push.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { call, snapshot } from '../../server/helpers';

const APP = '/cloud/app/subscribeManage';
let server: TestServer;
let admin: string;
let admin2: string;
let viewer: string;
type Page = { records: { id: string; title: string; read: boolean; createdAt: number }[]; total: number; unread: number };

beforeAll(async () => {
  server = await startServer({ demoDevices: false });
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  viewer = (await signIn(server.url, 'viewer', 'Viewer@2026')).token;
});
afterAll(async () => server.close());
const post = (path: string, token: string, json: unknown) => call(server.url, path, { token, json });

describe('push records as notices', () => {
  it('pages the caller’s own records, newest first, with the unread count (demo data dated before today)', async () => {
    const page = (await post(`${APP}/loadPushRecordPage`, admin, { pageNo: 1, pageSize: 10 })).body.data as Page;
    expect(page.records.map((r) => r.title)).toEqual(['拱墅区3号公厕氨气浓度超标', '工单WX-002待派单', '密码策略已启用']);
    expect([page.total, page.unread]).toEqual([3, 2]);
    expect(page.records[0]!.createdAt).toBeLessThan(Date.now());
    const other = (await post(`${APP}/loadPushRecordPage`, admin2, {})).body.data as Page;
    expect(other.records.map((r) => r.title)).toEqual(['西湖区车队车辆离线']);
    const unread = (await post(`${APP}/loadPushRecordPage`, admin, { unreadOnly: true })).body.data as Page;
    expect(unread.total).toBe(2);
  });

  it('marks one read, refuses another user’s record and bad ids, then marks all read', async () => {
    const page = (await post(`${APP}/loadPushRecordPage`, admin, {})).body.data as Page;
    const one = await post(`${APP}/saveReaded`, admin, { ids: [page.records[0]!.id] });
    expect(one.body.data).toEqual({ changed: 1, unread: 1 });
    const before = await snapshot(server);
    const theirs = (await post(`${APP}/loadPushRecordPage`, admin2, {})).body.data as Page;
    expect((await post(`${APP}/saveReaded`, admin, { ids: [theirs.records[0]!.id] })).body.msg).toBe('通知不存在或不是发给您的');
    expect((await post(`${APP}/saveReaded`, admin, { ids: ['not-a-uuid'] })).body.msg).toMatch(/^ids/);
    expect((await post(`${APP}/saveReaded`, admin, {})).body.msg).toBe('ids：不能为空');
    expect((await post(`${APP}/saveReaded`, admin, { tenantId: '2', all: true })).status).toBe(403);
    expect(await snapshot(server)).toEqual(before);
    expect((await post(`${APP}/saveReaded`, admin, { all: true })).body.data).toEqual({ changed: 1, unread: 0 });
    expect(((await post(`${APP}/loadPushRecordPage`, admin2, {})).body.data as Page).unread).toBe(1);
  });

  it('pushes to a role’s users who subscribe to the category, and refuses without the push function', async () => {
    const info = await post(`${APP}/loadInfo`, viewer, {});
    expect(info.body.data).toMatchObject({ unread: 1, categories: [{ code: 'system', subscribed: true }, { code: 'workOrder' }, { code: 'alarm' }, { code: 'approval' }] });
    expect((await post(`${APP}/saveRss`, viewer, { categories: ['system'] })).body.data).toEqual(['system']);
    expect((await post(`${APP}/saveRss`, viewer, { categories: ['spam'] })).body.result).not.toBe(0);
    const sent = await post('/cloud/management/rest/np/notice/push', admin, { roleId: 'r103', category: 'alarm', title: '测试告警' });
    expect(sent.body.data).toEqual({ sent: 0 });
    const sys = await post('/cloud/management/rest/np/notice/push', admin, { roleId: 'r103', category: 'system', title: '请更新通讯录', content: '本周内完成' });
    expect(sys.body.data).toEqual({ sent: 1 });
    expect(((await post(`${APP}/loadPushRecordPage`, viewer, {})).body.data as Page).records[0]).toMatchObject({ title: '请更新通讯录', read: false });
    const before = await snapshot(server);
    const noRight = await post('/cloud/management/rest/np/notice/push', viewer, { userIds: ['1001'], title: 'x' });
    expect([noRight.status, noRight.body.msg]).toEqual([403, '无权执行该操作（需要功能 sys:notice:push）']);
    expect((await post('/cloud/management/rest/np/notice/push', admin2, { userIds: ['1001'], title: 'x' })).body.msg).toBe('用户不存在');
    expect((await post('/cloud/management/rest/np/notice/push', admin, { title: 'x' })).body.msg).toBe('userIds：不能为空');
    expect((await post('/cloud/management/rest/np/notice/push', admin, { userIds: ['1001'], title: '' })).body.result).not.toBe(0);
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers the push categories as the app’s enum', async () => {
    const enums = await post('/cloud/app/common/loadEnumValue', viewer, { enumName: 'pushCategory' });
    expect((enums.body.data as { pushCategory: { value: string; label: string }[] }).pushCategory.map((o) => o.label)).toEqual(['系统通知', '工单提醒', '告警', '审批']);
  });
});
