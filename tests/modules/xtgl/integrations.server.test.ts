// 系统管理's integrations over real HTTP: the tenant's messaging app (wechat), a staff member's
// messaging account bound by a one-time code (wechat-bind), income details (income) and the sister
// app ccx's sign-in by token exchange, and the HR (ehr) sync from the demo source or an upload. Each call: its happy path, bad input, another tenant, no right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { call, snapshot } from '../../server/helpers';

const WX = '/envcloud/hw/wechat/platform';
const WB = '/cloud/ljszy/wechat';
const IN = '/envcloud/incomeDetail';
const CCX = '/cloud/ccx/api';
const SECRET = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
let server: TestServer;
let admin: string;
let admin2: string;
let viewer: string;
let ops: string;

beforeAll(async () => {
  server = await startServer({ demoDevices: false });
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  viewer = (await signIn(server.url, 'viewer', 'Viewer@2026')).token;
  ops = (await signIn(server.url, 'ops', 'Ops@2026')).token;
});
afterAll(async () => server.close());

const post = (path: string, token: string, json: unknown = {}) => call(server.url, path, { token, json });
type App = { id: string; name: string; appId: string; appSecret: string; bound: boolean };

describe('the tenant messaging app (wechat)', () => {
  it('keeps app configurations with the secret answered only masked, binds one as the platform and refuses to delete it while bound', async () => {
    const saved = await post(`${WX}/appInfo/save`, admin, { name: '城市环境服务号', kind: 'official', appId: 'wx1234567890abcdef', appSecret: SECRET, remark: '推送' });
    expect(saved.body).toMatchObject({ result: 0, data: { name: '城市环境服务号', appId: 'wx1234567890abcdef', appSecret: 'a1b2****c5d6', bound: false } });
    expect(saved.text).not.toContain(SECRET);
    const app = saved.body.data as App;
    const listed = await post(`${WX}/appInfo/page`, admin, { keyword: 'wx1234' });
    expect(listed.body.data).toMatchObject({ total: 1, records: [{ id: app.id, appSecret: 'a1b2****c5d6' }] });
    expect(listed.text).not.toContain(SECRET);

    // An update without a secret keeps the stored one; with one, replaces it.
    const kept = await post(`${WX}/appInfo/update`, admin, { id: app.id, name: '环境服务号', kind: 'official', appId: 'wx1234567890abcdef', appSecret: '' });
    expect(kept.body.data).toMatchObject({ name: '环境服务号', appSecret: 'a1b2****c5d6' });
    const replaced = await post(`${WX}/appInfo/update`, admin, { id: app.id, name: '环境服务号', kind: 'official', appId: 'wx1234567890abcdef', appSecret: 'ZZZZ0000111122223333YYYY' });
    expect((replaced.body.data as App).appSecret).toBe('ZZZZ****YYYY');

    expect((await post(`${WX}/bindInfo`, admin)).body.data).toEqual({ bound: false, app: null });
    const bound = await post(`${WX}/bind`, admin, { id: app.id });
    expect(bound.body).toMatchObject({ result: 0, msg: '已绑定消息应用「环境服务号」', data: { bound: true, boundBy: 'admin' } });
    expect((await post(`${WX}/bindInfo`, admin)).body.data).toMatchObject({ bound: true, app: { id: app.id, appSecret: 'ZZZZ****YYYY' } });
    expect((await post(`${WX}/appInfo/delete`, admin, { ids: [app.id] })).body.msg).toBe('消息应用「环境服务号」已绑定为本租户的平台，请先解绑再删除');
    const second = (await post(`${WX}/appInfo/save`, admin, { name: '小程序', kind: 'mini', appId: 'wxmini000000000001', appSecret: SECRET })).body.data as App;
    expect((await post(`${WX}/bind`, admin, { id: second.id })).body.msg).toBe('本租户已绑定消息应用「环境服务号」，请先解绑');
    expect((await post(`${WX}/appInfo/delete`, admin, { ids: [second.id] })).body.data).toEqual({ deleted: 1 });
  });

  it('refuses bad fields, a taken appId, another tenant\'s app and a user without the right, changing nothing', async () => {
    const app = ((await post(`${WX}/appInfo/page`, admin)).body.data as { records: App[] }).records[0]!;
    const before = await snapshot(server);
    expect((await post(`${WX}/appInfo/save`, admin, { name: 'x', appId: 'wxshort', appSecret: 'short' })).body.msg).toMatch(/^appSecret：/);
    expect((await post(`${WX}/appInfo/save`, admin, { name: 'x', kind: 'sms', appId: 'wx0000000000000009', appSecret: SECRET })).body.msg).toMatch(/^kind：/);
    expect((await post(`${WX}/appInfo/save`, admin, { name: 'x', appId: 'wx 1; drop', appSecret: SECRET })).body.msg).toMatch(/^appId：/);
    expect((await post(`${WX}/appInfo/save`, admin, { name: '重复', appId: 'wx1234567890abcdef', appSecret: SECRET })).body.msg).toBe('appId：应用 wx1234567890abcdef 已配置');
    expect((await post(`${WX}/appInfo/update`, admin2, { id: app.id, name: '抢', appId: 'wx1234567890abcdef' })).body.msg).toBe('消息应用配置不存在');
    expect((await post(`${WX}/appInfo/delete`, admin2, { ids: [app.id] })).body.msg).toBe('消息应用配置不存在');
    expect((await post(`${WX}/unbind`, admin2)).body.msg).toBe('本租户尚未绑定消息应用');
    expect((await post(`${WX}/bindInfo`, admin2)).body.data).toEqual({ bound: false, app: null });
    expect((await post(`${WX}/appInfo/page`, admin2)).body.data).toMatchObject({ total: 0 });
    const noRight = await post(`${WX}/unbind`, viewer);
    expect([noRight.status, noRight.body.msg]).toEqual([403, '无权执行该操作（需要功能 sys:messaging:manage）']);
    expect((await post(`${WX}/appInfo/save`, viewer, { name: 'x', appId: 'wx0000000000000009', appSecret: SECRET })).status).toBe(403);
    expect((await post(`${WX}/appInfo/page`, admin, { tenantId: '2' })).status).toBe(403);
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('a staff member binds their messaging account by a one-time code (wechat-bind)', () => {
  it('issues a code, lets the messaging side check and spend it once, shows the binding masked and ends it', async () => {
    const issued = await post(`${WB}/issueCode`, ops);
    const { code } = issued.body.data as { code: string; expiresAt: number };
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await post(`${WB}/checkUserByCode`, admin, { code })).body.data).toMatchObject({ username: 'ops', name: '李明' });
    const bound = await post(`${WB}/bandUserByCode`, admin, { code, openId: 'oAbCdEfGhIjKlMnOp1234', nickname: '小李' });
    expect(bound.body).toMatchObject({ result: 0, data: { userId: '1002', openId: 'oAbC****1234', nickname: '小李', appName: '环境服务号' } });
    expect((await post(`${WB}/bandUserByCode`, admin, { code, openId: 'oOther000000000' })).body.msg).toBe('code：绑定码无效、已使用或已过期，请重新获取');
    expect((await post(`${WB}/getBandInfoByUserId`, ops)).body.data).toMatchObject({ userId: '1002', bound: true, binding: { openId: 'oAbC****1234' } });
    expect((await post(`${WB}/getBandInfoByUserId`, admin, { userId: '1002' })).body.data).toMatchObject({ bound: true });
    expect((await post(`${WB}/unBandUser`, ops)).body.result).toBe(0);
    expect((await post(`${WB}/getBandInfoByUserId`, ops)).body.data).toEqual({ userId: '1002', bound: false, binding: null });
  });

  it('refuses an expired code, a code of another tenant, a taken account and another user\'s binding without the right, changing nothing', async () => {
    const { code } = (await post(`${WB}/issueCode`, ops)).body.data as { code: string };
    const { code: adminCode } = (await post(`${WB}/issueCode`, admin)).body.data as { code: string };
    await post(`${WB}/bandUserByCode`, admin, { code: adminCode, openId: 'oAdmin0000000001' });
    const before = await snapshot(server);
    expect((await post(`${WB}/checkUserByCode`, admin2, { code })).body.msg).toBe('code：绑定码无效、已使用或已过期，请重新获取');
    expect((await post(`${WB}/bandUserByCode`, admin, { code, openId: 'oAdmin0000000001' })).body.msg).toBe('openId：该消息账号已绑定其他用户');
    expect((await post(`${WB}/bandUserByCode`, admin, { code, openId: 'bad id!' })).body.msg).toMatch(/^openId：/);
    expect((await post(`${WB}/checkUserByCode`, admin, { code: '12' })).body.msg).toMatch(/^code：/);
    expect((await post(`${WB}/issueCode`, admin2)).body.msg).toBe('本租户尚未绑定消息应用');
    expect((await post(`${WB}/getBandInfoByUserId`, viewer, { userId: '1001' })).status).toBe(403);
    expect((await post(`${WB}/unBandUser`, viewer, { userId: '1001' })).status).toBe(403);
    expect((await post(`${WB}/unBandUser`, viewer)).body.msg).toBe('该用户未绑定消息账号');
    server.advance(5 * 60 * 1000 + 1000);
    expect((await post(`${WB}/bandUserByCode`, admin, { code, openId: 'oNew00000000001' })).body.msg).toBe('code：绑定码无效、已使用或已过期，请重新获取');
    server.advance(-(5 * 60 * 1000 + 1000));
    expect(await snapshot(server)).toEqual(before);
  });
});

type Income = { id: string; amount: string; amountCents: number; incomeDate: string; deptName: string | null };

describe('income details (income)', () => {
  it('records, lists with the sum, updates (GET as the spec) and deletes amounts in exact cents', async () => {
    const a = await post(`${IN}/save`, admin, { incomeDate: '2020-03-20', category: 'recycling', amount: '1234.5', deptId: 'd103', payer: '杭州再生资源公司', remark: '废纸' });
    expect(a.body).toMatchObject({ result: 0, data: { amount: '1234.50', amountCents: 123450, deptName: expect.any(String) } });
    const b = await post(`${IN}/save`, admin, { incomeDate: '2020-03-21', category: 'service', amount: 0.1, payer: '西湖街道' });
    expect((b.body.data as Income).amount).toBe('0.10');
    const page = await post(`${IN}/pageList`, admin, { dateFrom: '2020-03-01', dateTo: '2020-03-31' });
    expect(page.body.data).toMatchObject({ total: 2, sum: '1234.60', records: [{ incomeDate: '2020-03-21' }, { incomeDate: '2020-03-20' }] });
    expect((await post(`${IN}/pageList`, admin, { category: 'recycling', keyword: '废纸', dateTo: '2020-12-31' })).body.data).toMatchObject({ total: 1, sum: '1234.50' });
    const all = (await post(`${IN}/pageList`, admin)).body.data as { total: number; records: { payer: string }[] };
    expect([all.total, all.records[0]!.payer]).toEqual([8, '杭州再生资源回收利用有限公司']);
    const id = (a.body.data as Income).id;
    const q = new URLSearchParams({ id, incomeDate: '2020-03-20', category: 'recycling', amount: '99999999.99', payer: '杭州再生资源公司' });
    const updated = await call(server.url, `${IN}/update?${q}`, { token: admin });
    expect(updated.body.data).toMatchObject({ amount: '99999999.99', amountCents: 9999999999, deptId: null });
    expect((await post(`${IN}/delete`, admin, { ids: [id, (b.body.data as Income).id] })).body.data).toEqual({ deleted: 2 });
  });

  it('refuses bad amounts and dates, another tenant\'s entry or department and a user without the right, changing nothing', async () => {
    const kept = (await post(`${IN}/save`, admin, { incomeDate: '2020-03-22', category: 'subsidy', amount: '500', payer: '区财政' })).body.data as Income;
    const before = await snapshot(server);
    const entry = { incomeDate: '2020-03-22', category: 'subsidy', payer: '区财政' };
    for (const amount of ['-1', '0', '1.234', 'abc', '100000000', 1e21]) {
      expect((await post(`${IN}/save`, admin, { ...entry, amount })).body.msg).toBe('amount：金额应为大于 0 的数字，最多两位小数，不超过 99999999.99');
    }
    expect((await post(`${IN}/save`, admin, { ...entry, amount: '1', incomeDate: '2026-02-30' })).body.msg).toBe('incomeDate：日期应为有效的 YYYY-MM-DD');
    expect((await post(`${IN}/save`, admin, { ...entry, amount: '1', category: 'gift' })).body.msg).toMatch(/^category：/);
    expect((await post(`${IN}/save`, admin, { ...entry, amount: '1', deptId: 'd201' })).body.msg).toBe('deptId：部门不存在');
    expect((await post(`${IN}/pageList`, admin, { dateFrom: '20261101' })).body.msg).toMatch(/^dateFrom：/);
    expect((await post(`${IN}/update`, admin2, { ...entry, id: kept.id, amount: '1' })).body.msg).toBe('收入明细不存在');
    expect((await post(`${IN}/delete`, admin2, { ids: [kept.id] })).body.msg).toBe('收入明细不存在');
    expect((await post(`${IN}/pageList`, admin2)).body.data).toMatchObject({ total: 0, sum: '0.00' });
    const noRight = await post(`${IN}/save`, viewer, { ...entry, amount: '1' });
    expect([noRight.status, noRight.body.msg]).toEqual([403, '无权执行该操作（需要功能 sys:income:manage）']);
    expect((await post(`${IN}/delete`, viewer, { ids: [kept.id] })).status).toBe(403);
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('the sister app ccx signs in by token exchange', () => {
  it('exchanges a one-time ticket from a signed-in user for a ccx session that reads the user and enumerations', async () => {
    const ticket = await post(`${CCX}/user/syncToken`, ops);
    expect(ticket.body.data).toMatchObject({ ticket: expect.stringMatching(/^[\w-]{40,}$/), expiresIn: 60 });
    const { ticket: t } = ticket.body.data as { ticket: string };
    const login = await call(server.url, `${CCX}/user/loginNew`, { json: { ticket: t } });
    expect(login.body).toMatchObject({ result: 0, data: { token_type: 'Bearer', user: { username: 'ops', name: '李明' } } });
    const token = (login.body.data as { access_token: string }).access_token;
    expect(token).not.toBe(ops);
    expect(JSON.parse(login.headers.get('access-token')!)).toMatchObject({ access_token: token });
    expect((await post(`${CCX}/common/user/getUser`, token)).body.data).toMatchObject({ id: '1002', username: 'ops' });
    const enums = await post(`${CCX}/common/enum/list`, token, { enumName: 'CarTypeEnum' });
    expect(enums.body.result).toBe(0);
    expect(Array.isArray(enums.body.data)).toBe(true);
    expect((await call(server.url, `${CCX}/user/loginNew`, { json: { ticket: t } })).body.msg).toBe('ticket：换取凭证无效、已使用或已过期，请在本平台重新获取');
  });

  it('refuses a password, a ticket or token in the URL, an expired ticket and a call without a session', async () => {
    const { ticket } = (await post(`${CCX}/user/syncToken`, ops)).body.data as { ticket: string };
    const noPassword = await call(server.url, `${CCX}/user/loginNew`, { json: { username: 'ops', password: 'Ops@2026' } });
    expect(noPassword.body.msg).toBe('password：城管通不接受密码登录，请用本平台的登录令牌换取凭证（syncToken）');
    expect((await call(server.url, `${CCX}/user/loginNew?ticket=${ticket}`, { json: {} })).body.msg).toBe('ticket：不能放在网址中，请放在请求体或 Authorization 请求头中');
    expect((await call(server.url, `${CCX}/user/loginNew?password=x`, { json: { ticket } })).body.msg).toMatch(/^password：不能放在网址中/);
    expect((await call(server.url, `${CCX}/user/syncToken?access_token=${ops}`, { json: {} })).body.msg).toMatch(/^access_token：不能放在网址中/);
    expect((await call(server.url, `${CCX}/user/loginNew`, { json: {} })).body.msg).toBe('ticket：不能为空');
    expect((await call(server.url, `${CCX}/user/loginNew`, { json: { ticket: 'x'.repeat(43) } })).body.result).not.toBe(0);
    expect((await call(server.url, `${CCX}/user/syncToken`, { json: {} })).status).toBe(401);
    expect((await call(server.url, `${CCX}/common/user/getUser`, { json: {} })).status).toBe(401);
    expect((await post(`${CCX}/common/enum/list`, ops, { enumName: "x'; --" })).body.msg).toMatch(/^enumName：/);
    server.advance(61_000);
    expect((await call(server.url, `${CCX}/user/loginNew`, { json: { ticket } })).body.msg).toBe('ticket：换取凭证无效、已使用或已过期，请在本平台重新获取');
    server.advance(-61_000);
  });
});

type Plan = { applied: boolean; total: number; added: number; updated: number; unchanged: number; missing: number; changes: { action: string; code: string; fields: { field: string; from: string | null; to: string | null }[] }[] };
const EHR = '/cloud/ehr/sync';

describe('the HR sync from the demo source or an uploaded document (ehr)', () => {
  it('previews what the demo source changes, writes it with apply, and finds nothing more to do afterwards', async () => {
    const before = await snapshot(server);
    const preview = (await post(`${EHR}/syncOrg`, admin)).body.data as Plan;
    expect(preview).toMatchObject({ applied: false, added: 1, updated: 0, changes: [{ action: 'add', code: 'HZHJ-ZS' }] });
    expect(await snapshot(server)).toEqual(before);

    expect((await post(`${EHR}/syncOrg`, admin, { apply: true })).body).toMatchObject({ msg: '同步完成：新增 1 条，更新 0 条', data: { applied: true, total: 2 } });
    const depts = (await post(`${EHR}/syncDepartment`, admin, { apply: true })).body.data as Plan;
    expect(depts).toMatchObject({ added: 1, updated: 1, unchanged: 6, total: 8 });
    expect(depts.changes.find((c) => c.code === 'HZHJ-BJ2')!.fields).toEqual([{ field: 'phone', from: '0571-87010005', to: '0571-87010015' }]);
    const staff = (await post(`${EHR}/syncStaff`, admin, { apply: 'true' })).body.data as Plan;
    expect(staff).toMatchObject({ added: 2, updated: 1, unchanged: 11, missing: 0, total: 14 });
    expect(staff.changes.find((c) => c.code === 'HJ0009')!.fields).toEqual([{ field: 'job', from: '保洁员', to: '保洁班长' }]);

    const tree = await post(`${EHR}/dept/loadDepartmentEhr`, admin);
    expect(JSON.stringify(tree.body.data)).toContain('道路保洁三队');
    expect(JSON.stringify((await post(`${EHR}/dept/loadOrgTreeByPermissionEhr`, admin)).body.data)).toContain('杭州城环再生资源有限公司');
    for (const kind of ['Org', 'Department', 'Staff']) expect((await post(`${EHR}/sync${kind}`, admin)).body.data).toMatchObject({ added: 0, updated: 0 });
    expect((await post('/cloud/management/rest/np/operationHistory/pageList', admin, { operation: 'syncStaff' })).body.data).toMatchObject({ total: 1 });
  });

  it('syncs an uploaded document for a tenant without a demo source', async () => {
    const document = JSON.stringify({ departments: [{ code: 'XHHW-ZY3', name: '作业三部', parentCode: 'XHHW', type: 'dept', leader: '周强', phone: '0571-86020006' }] });
    const plan = (await post(`${EHR}/syncDepartment`, admin2, { source: 'upload', document, apply: true })).body.data as Plan;
    expect(plan).toMatchObject({ applied: true, added: 1, unchanged: 0, missing: 4, total: 5 });
    expect(JSON.stringify((await post(`${EHR}/dept/loadDepartmentEhr`, admin2)).body.data)).toContain('作业三部');
  });

  it('refuses a bad document, a missing parent or department, no demo source, another tenant and no right, changing nothing', async () => {
    const before = await snapshot(server);
    const upload = (document: unknown, token = admin2, kind = 'Department') => post(`${EHR}/sync${kind}`, token, { source: 'upload', document, apply: true });
    expect((await upload('{"departments": [')).body.msg).toMatch(/^document：/);
    expect((await upload(undefined)).body.msg).toBe('document：不能为空');
    expect((await upload({ departments: [{ code: 'X1', name: '新部', parentCode: 'HZHJ', type: 'dept' }] })).body.msg).toBe('document：上级部门 HZHJ 不存在（先同步单位，或检查上级编码）');
    expect((await upload({ staff: [{ code: 'P1', name: '某人', deptCode: 'XHHW', gender: '其他', entryDate: '2026-01-01' }] }, admin2, 'Staff')).body.msg).toMatch(/^document\.staff\.0\.gender|^document/);
    expect((await upload({ staff: [{ code: 'P1', name: '某人', deptCode: 'NOPE', gender: '女', entryDate: '2026-01-01' }] }, admin2, 'Staff')).body.msg).toBe('document：员工「某人」的部门 NOPE 不存在，请先同步部门');
    expect((await upload({ departments: [{ code: "x'; drop", name: 'x', type: 'dept' }] })).body.result).not.toBe(0);
    expect((await post(`${EHR}/syncDepartment`, admin2, { apply: true })).body.msg).toBe('source：本租户没有演示人事数据，请上传人事系统导出的 JSON 文件');
    expect((await post(`${EHR}/syncStaff`, admin2, { tenantId: '1', apply: true })).status).toBe(403);
    const noRight = await post(`${EHR}/syncStaff`, viewer, { apply: true });
    expect([noRight.status, noRight.body.msg]).toEqual([403, '无权执行该操作（需要功能 sys:user:manage）']);
    expect(await snapshot(server)).toEqual(before);
  });
});
