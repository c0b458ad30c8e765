// 系统管理 over real HTTP: users, roles and grants, role staff, menu settings, password parameters
// (server/http/routes/admin.ts). Each call: its happy path, bad input, another tenant, no right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { call, snapshot } from '../../server/helpers';

const NP = '/cloud/management/rest/np';
let server: TestServer;
let admin: string;
let admin2: string;
let viewer: string;

beforeAll(async () => {
  server = await startServer({ demoDevices: false });
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  viewer = (await signIn(server.url, 'viewer', 'Viewer@2026')).token;
});
afterAll(async () => server.close());

type Menu = { id: string; icon: string; openModeCode: string; isWelcomeMenu: boolean; children: Menu[] };
const ids = (nodes: Menu[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
const post = (path: string, token: string, json: unknown) => call(server.url, path, { token, json });

describe('roles and grants', () => {
  it('creates a role, grants it one menu and one function, and its user sees exactly that menu and holds exactly that function', async () => {
    const role = await post(`${NP}/role/save`, admin, { code: 'demo_clerk', name: '学生文员', dataScope: 'dept' });
    expect(role.body.result).toBe(0);
    const roleId = (role.body.data as { id: string }).id;
    const grants = await post(`${NP}/role/saveGrants`, admin, { roleId, menus: ['zhgl:demo.students'], functions: ['demo.student.update'] });
    expect(grants.body.data).toEqual({ menus: [{ systemCode: 'zhgl', menuId: 'demo.students' }], functions: ['demo.student.update'] });
    const user = await post(`${NP}/user/save`, admin, { username: 'clerk1', name: '钱文员', deptId: 'd102', password: 'Clerk@2026', roleIds: [roleId] });
    expect(user.body).toMatchObject({ result: 0, data: { username: 'clerk1', deptName: '综合办公室', status: 'active' } });
    const clerk = (await signIn(server.url, 'clerk1', 'Clerk@2026')).token;
    const menu = await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=zhgl`, { token: clerk });
    expect(ids(menu.body.data as Menu[])).toEqual(['demo.students']);
    const held = await post(`${NP}/user/hasFunctions`, clerk, { functionCodes: 'demo.student.update,demo.student.create' });
    expect(held.body.data).toEqual({ 'demo.student.update': true, 'demo.student.create': false });
    const create = await post('/cloud/demo/web/student/create', clerk, { studentNo: 'S209901', name: '测', gender: 'male', gradeId: 1 });
    expect(create.status).toBe(403);
    expect(create.body.msg).toBe('无权执行该操作（需要功能 demo.student.create）');

    // A change of grants shows at the next menu load, without signing in again.
    await post(`${NP}/role/saveGrants`, admin, { roleId, menus: ['zhgl:demo.students', 'zhgl:welcome.home'], functions: ['demo.student.update'] });
    const again = await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=zhgl`, { token: clerk });
    expect(ids(again.body.data as Menu[]).sort()).toEqual(['demo.students', 'welcome.home']);

    // Role staff: the role's users, taken away and given back.
    const staff = await post(`${NP}/roleStaff/pageList`, admin, { roleId });
    expect(staff.body.data).toMatchObject({ total: 1, records: [{ username: 'clerk1' }] });
    const userId = (user.body.data as { id: string }).id;
    expect((await post(`${NP}/roleStaff/delete`, admin, { roleId, userIds: [userId] })).body.data).toEqual({ changed: 1 });
    const none = await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=zhgl`, { token: clerk });
    expect(none.body.result).not.toBe(0);
    expect((await post(`${NP}/roleStaff/save`, admin, { roleId, userIds: [userId] })).body.data).toEqual({ changed: 1 });

    // A role held by users is not deleted.
    const refused = await post(`${NP}/role/delete`, admin, { id: roleId });
    expect(refused.body).toMatchObject({ result: expect.not.stringMatching(/^0$/), msg: '角色「学生文员」仍有1个用户，请先移除这些用户再删除' });
  });

  it('refuses a taken role code, a bad menu entry, a role of another tenant and a user without the role function, changing nothing', async () => {
    const before = await snapshot(server);
    expect((await post(`${NP}/role/save`, admin, { code: 'tenant_admin', name: '重复' })).body.msg).toBe('code：角色编码 tenant_admin 已存在');
    expect((await post(`${NP}/role/save`, admin, { code: '1bad', name: 'x' })).body.result).not.toBe(0);
    const badMenu = await post(`${NP}/role/saveGrants`, admin, { roleId: 'r103', menus: ['nosuch:x'], functions: [] });
    expect(badMenu.body.result).not.toBe(0);
    expect(badMenu.body.msg).toContain('menus：');
    const badFn = await post(`${NP}/role/saveGrants`, admin, { roleId: 'r103', menus: [], functions: ['drop table'] });
    expect(badFn.body.msg).toMatch(/^functions/);
    const other = await post(`${NP}/role/saveGrants`, admin2, { roleId: 'r103', menus: ['zhgl:*'], functions: ['*'] });
    expect(other.body.msg).toBe('角色不存在');
    expect((await post(`${NP}/role/getGrants`, admin2, { roleId: 'r101' })).body.msg).toBe('角色不存在');
    expect((await post(`${NP}/role/save`, admin, { tenantId: '2', code: 'x_y', name: 'x' })).status).toBe(403);
    const noRight = await post(`${NP}/role/save`, viewer, { code: 'sneaky', name: '越权' });
    expect([noRight.status, noRight.body.msg]).toEqual([403, '无权执行该操作（需要功能 sys:role:manage）']);
    expect((await post(`${NP}/roleStaff/save`, viewer, { roleId: 'r101', userIds: ['1005'] })).status).toBe(403);
    expect(await snapshot(server)).toEqual(before);
  });

  it('lists roles, their grants and the functions of a system', async () => {
    const roles = await post(`${NP}/role/pageList`, admin, {});
    expect((roles.body.data as { records: { code: string; userCount: number }[] }).records.find((r) => r.code === 'readonly')).toMatchObject({ userCount: 1 });
    expect((await post(`${NP}/role/pageList`, admin2, {})).body.data).toMatchObject({ total: 3 });
    expect((await post(`${NP}/role/getGrants`, admin, { roleId: 'r104' })).body.data).toMatchObject({ menus: [{ systemCode: 'hwyy', menuId: '*' }] });
    const fns = (await post(`${NP}/function/list`, admin, { systemCode: 'zhgl' })).body.data as { code: string; group: string }[];
    expect(fns.map((f) => f.code)).toEqual(expect.arrayContaining(['demo.student.create', 'demo.student.export', 'sys:role:manage']));
    expect(fns.find((f) => f.code === 'demo.student.create')?.group).toBe('学生');
    const systems = (await post(`${NP}/system/tenantSystems`, viewer, {})).body.data as { code: string }[];
    expect(systems.map((s) => s.code)).toEqual(['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl']);
  });
});

describe('users', () => {
  it('creates, edits, disables, resets the password of and unlocks a user', async () => {
    const created = await post(`${NP}/user/save`, admin, { username: 'temp.worker', name: '临时工', password: 'Temp@2026', roleIds: ['r103'] });
    const id = (created.body.data as { id: string }).id;
    expect((await post(`${NP}/user/roleIds`, admin, { id })).body.data).toEqual(['r103']);
    const edited = await post(`${NP}/user/save`, admin, { id, username: 'temp.worker', name: '临时保洁员', deptId: 'd104', phone: '13805719999', roleIds: [] });
    expect(edited.body.msg).toBe('操作成功');
    expect(edited.body.data).toMatchObject({ name: '临时保洁员', deptName: '道路保洁一队', phone: '13805719999' });
    expect((await post(`${NP}/user/roleIds`, admin, { id })).body.data).toEqual([]);
    expect((await post(`${NP}/user/disable`, admin, { id })).body.result).toBe(0);
    const listed = await post(`${NP}/user/pageList`, admin, { keyword: 'temp.worker' });
    expect(listed.body.data).toMatchObject({ total: 1, records: [{ status: 'disabled' }] });
    await expect(signIn(server.url, 'temp.worker', 'Temp@2026')).rejects.toThrow();
    await post(`${NP}/user/enable`, admin, { id });
    expect((await post(`${NP}/user/resetPassword`, admin, { id, password: 'short' })).body.msg).toBe('password：密码至少8位，且必须同时包含字母、数字和特殊符号');
    expect((await post(`${NP}/user/resetPassword`, admin, { id, password: 'Reset@2026' })).body.result).toBe(0);
    expect((await signIn(server.url, 'temp.worker', 'Reset@2026')).token).toBeTruthy();
    const unlocked = await post(`${NP}/user/unlock`, admin, { id });
    expect(unlocked.body).toMatchObject({ result: 0, msg: '账号 temp.worker 已解锁' });
    expect((await post(`${NP}/user/lockedList`, admin, { usernames: 'temp.worker' })).body.data).toEqual([]);
  });

  it('refuses a taken username, a password against the rule, a department or user of another tenant and a user without the user function', async () => {
    const before = await snapshot(server);
    expect((await post(`${NP}/user/save`, admin, { username: 'admin2', name: '重名', password: 'Admin@2026' })).body.msg).toBe('username：用户名 admin2 已存在');
    expect((await post(`${NP}/user/save`, admin, { username: 'nopass', name: '无密码' })).body.msg).toBe('password：不能为空');
    expect((await post(`${NP}/user/save`, admin, { username: 'weakone', name: '弱', password: 'abc' })).body.msg).toBe('password：密码至少8位，且必须同时包含字母、数字和特殊符号');
    expect((await post(`${NP}/user/save`, admin, { username: 'x1', name: 'x', password: 'Admin@2026', deptId: 'd201' })).body.msg).toBe('deptId：部门不存在');
    expect((await post(`${NP}/user/save`, admin, { username: 'x1', name: 'x', password: 'Admin@2026', roleIds: ['r201'] })).body.msg).toBe('roleIds：角色不存在');
    expect((await post(`${NP}/user/resetPassword`, admin2, { id: '1005', password: 'Admin@2026' })).body.msg).toBe('用户不存在');
    expect((await post(`${NP}/user/unlock`, admin2, { id: '1005' })).body.msg).toBe('用户不存在');
    expect((await post(`${NP}/user/save`, admin, { tenantId: '2', username: 'yy', name: 'y', password: 'Admin@2026' })).status).toBe(403);
    const noRight = await post(`${NP}/user/resetPassword`, viewer, { id: '1002', password: 'Hacked@2026' });
    expect([noRight.status, noRight.body.msg]).toEqual([403, '无权执行该操作（需要功能 sys:user:manage）']);
    expect((await post(`${NP}/user/unlock`, viewer, { id: '1002' })).status).toBe(403);
    expect((await post(`${NP}/user/save`, admin, { username: '', name: '' })).body.result).not.toBe(0);
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('menus and parameters', () => {
  it('orders a system’s entries, sets icon, open mode and the welcome entry per tenant', async () => {
    const tree = (await post(`${NP}/menu/systemTree`, admin, { systemCode: 'zhgl' })).body.data as Menu[];
    const last = tree[tree.length - 1]!.id;
    expect((await post(`${NP}/menu/saveSetting`, admin, { systemCode: 'zhgl', menuId: last, sort: 1, icon: 'star', openModeCode: 'window', isWelcomeMenu: true })).body.result).toBe(0);
    const menu = (await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=zhgl', { token: admin })).body.data as Menu[];
    expect(menu[0]).toMatchObject({ id: last, icon: 'star', openModeCode: 'window', isWelcomeMenu: true });
    expect(menu.slice(1).some((m) => m.isWelcomeMenu)).toBe(false);
    const other = (await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=zhgl', { token: admin2 })).body.data as Menu[];
    expect(other[0]!.id).not.toBe(last);
    const before = await snapshot(server);
    expect((await post(`${NP}/menu/saveSetting`, admin, { systemCode: 'zhgl', menuId: 'nosuch.menu' })).body.msg).toBe('menuId：系统 zhgl 的菜单 nosuch.menu 不存在');
    expect((await post(`${NP}/menu/saveSetting`, admin, { systemCode: 'zhgl', menuId: last, openModeCode: 'popup' })).body.msg).toMatch(/^openModeCode/);
    expect((await post(`${NP}/menu/saveSetting`, viewer, { systemCode: 'zhgl', menuId: last, sort: 2 })).status).toBe(403);
    expect((await post(`${NP}/menu/saveSetting`, admin, { tenantId: '2', systemCode: 'zhgl', menuId: last })).status).toBe(403);
    expect(await snapshot(server)).toEqual(before);
  });

  it('reads and saves the tenant’s password rule and expiry, which the password checks then use', async () => {
    expect((await post(`${NP}/param/passwordRule`, admin, {})).body.data).toMatchObject({ passwordMaxAgeDays: 90, enablePasswordPolicy: true, tip: '密码至少8位，且必须同时包含字母、数字和特殊符号' });
    expect((await post(`${NP}/param/passwordRule`, admin2, {})).body.data).toMatchObject({ regex: '', passwordMaxAgeDays: null });
    const before = await snapshot(server);
    expect((await post(`${NP}/param/savePasswordRule`, admin2, { regex: '([a-', tip: 'x' })).body.msg).toBe('regex：不是有效的正则表达式');
    expect((await post(`${NP}/param/savePasswordRule`, admin2, { regex: '^.{10,}$' })).body.msg).toBe('tip：不能为空');
    expect((await post(`${NP}/param/savePasswordRule`, admin2, { passwordMaxAgeDays: 0 })).body.result).not.toBe(0);
    expect((await post(`${NP}/param/savePasswordRule`, viewer, { regex: '' })).status).toBe(403);
    expect((await post(`${NP}/param/savePasswordRule`, admin, { tenantId: '2', regex: '' })).status).toBe(403);
    expect(await snapshot(server)).toEqual(before);
    const saved = await post(`${NP}/param/savePasswordRule`, admin2, { regex: '^.{10,}$', tip: '密码至少10位', passwordMaxAgeDays: 30, enablePasswordPolicy: true });
    expect(saved.body.data).toMatchObject({ regex: '^.{10,}$', tip: '密码至少10位', passwordMaxAgeDays: 30 });
    const params = await post(`${NP}/param/getByParamTypeCode`, admin2, { paramTypeCode: 'param_password_validate', tenantId: '2' });
    expect((params.body.data as { parmCode: string; parmName: string }[]).map((p) => [p.parmCode, p.parmName])).toEqual([['regex', '^.{10,}$'], ['tip', '密码至少10位']]);
    expect((await post(`${NP}/user/save`, admin2, { username: 'xh.short', name: '短', password: 'Short@1' })).body.msg).toBe('password：密码至少10位');
  });
});

describe('the ums area', () => {
  it('lists departments by the caller’s data scope and the demo city’s regions under a parent', async () => {
    const ops = (await signIn(server.url, 'ops', 'Ops@2026')).token;
    const depts = await call(server.url, '/cloud/ums/deptOrg/mini/getDeptList', { token: ops });
    expect((depts.body.data as { name: string }[]).map((d) => d.name)).toEqual(['环卫运营部', '道路保洁一队', '道路保洁二队']);
    const other = await call(server.url, '/cloud/ums/deptOrg/mini/getDeptList', { token: admin2 });
    expect((other.body.data as { name: string }[])[0]!.name).toBe('西湖区环境卫生服务有限公司');
    const regions = await call(server.url, '/cloud/ums/region/getList?parentCode=330100', { token: viewer });
    expect((regions.body.data as { name: string }[]).map((r) => r.name)).toContain('西湖区');
    expect((await call(server.url, '/cloud/ums/region/getList?parentCode=%27%20or%201', { token: viewer })).body.result).not.toBe(0);
    expect((await call(server.url, '/cloud/ums/deptOrg/mini/getDeptList?tenantId=2', { token: admin })).status).toBe(403);
    expect((await call(server.url, '/cloud/ums/region/getList')).status).toBe(401);
  });
});
