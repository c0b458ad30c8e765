import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from './helpers';

let server: TestServer;
let admin: string;
let ops: string;
let admin2: string;
beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  ops = (await signIn(server.url, 'ops', 'Ops@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(async () => server.close());

const NP = '/cloud/management/rest/np';
const EHR = '/cloud/ehr/sync/dept';
type Tree = { id: string; name: string; type: string; children: Tree[] };
const names = (nodes: Tree[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children)]);

describe('management calls', () => {
  it('answers the caller’s tenant', async () => {
    const response = await call(server.url, `${NP}/tenant/getTenant`, { token: admin, json: { tenantId: '1' } });
    expect(response.body.data).toMatchObject({ id: '1', name: '杭州城市环境集团有限公司', enablePasswordPolicy: true });
    const second = await call(server.url, `${NP}/tenant/getById`, { token: admin2 });
    expect(second.body.data).toMatchObject({ id: '2', name: '西湖区环境卫生服务有限公司' });
  });

  it('answers departments and the organisation tree by the caller’s data scope', async () => {
    const all = await call(server.url, `${EHR}/loadDepartmentEhr`, { token: admin, json: {} });
    expect((all.body.data as unknown[]).length).toBe(8);
    const tree = await call(server.url, `${EHR}/loadOrgTreeByPermissionEhr`, { token: admin, form: { tenantId: '1' } });
    const roots = tree.body.data as Tree[];
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ name: '杭州城市环境集团有限公司', type: 'company' });
    expect(names(roots)).toContain('道路保洁一队');
    const scoped = await call(server.url, `${EHR}/loadOrgTreeByPermissionEhr`, { token: ops });
    expect(names(scoped.body.data as Tree[])).toEqual(['环卫运营部', '道路保洁一队', '道路保洁二队']);
    const under = await call(server.url, `${EHR}/loadDepartmentEhr?parentId=d103`, { token: admin });
    expect((under.body.data as Array<{ name: string }>).map((d) => d.name)).toEqual(['环卫运营部', '道路保洁一队', '道路保洁二队']);
  });

  it('answers the department, staff and organisation lists at the spec’s paths', async () => {
    const depts = await call(server.url, `${NP}/dept/loadDepartmentList`, { token: ops });
    expect((depts.body.data as Array<{ name: string }>).map((d) => d.name)).toEqual(['环卫运营部', '道路保洁一队', '道路保洁二队']);
    const staff = await call(server.url, `${NP}/staff/loadStaffList?deptId=d106`, { token: admin });
    expect((staff.body.data as Array<{ name: string }>).map((p) => p.name)).toEqual(['赵磊', '杨卫东', '何建华']);
    const orgs = await call(server.url, `${NP}/org/loadOrgList`, { token: admin2 });
    expect((orgs.body.data as Array<{ name: string }>).map((o) => o.name)).toEqual(['西湖区环境卫生服务有限公司']);
    const orgPage = await call(server.url, `${NP}/org/pageList`, { token: admin, json: { pageNo: 1, pageSize: 10 } });
    expect(orgPage.body.data).toMatchObject({ total: 1, records: [{ name: '杭州城市环境集团有限公司', type: 'company' }] });
  });

  it('pages users by role with their staff records', async () => {
    const response = await call(server.url, `${NP}/roleStaff/pageList`, { token: admin, json: { roleCode: 'hwyy_operator' } });
    expect(response.body.data).toMatchObject({ total: 2 });
    const records = (response.body.data as { records: Array<{ username: string; roleName: string; job: string }> }).records;
    expect(records.map((r) => [r.username, r.roleName, r.job])).toEqual([
      ['ops', '环卫运营调度员', '运营部经理'],
      ['expired', '环卫运营调度员', '车管主任'],
    ]);
  });

  it('answers the EHR sync calls with a preview of the demo HR source, writing nothing', async () => {
    for (const [what, total, added] of [['syncDepartment', 7, 1], ['syncOrg', 1, 1]] as const) {
      const response = await call(server.url, `/cloud/ehr/sync/${what}`, { token: admin, json: {} });
      expect(response.body).toMatchObject({ result: 0, data: { applied: false, total, added } });
    }
    const staff = await call(server.url, '/cloud/ehr/sync/syncStaff', { token: admin, json: {} });
    expect(staff.body.msg).toBe('document：员工「钱丽」的部门 HZHJ-BJ3 不存在，请先同步部门');
  });

  it('answers the staff tree and the user tree', async () => {
    const staff = await call(server.url, `${NP}/staff/loadStaffTree`, { token: admin });
    expect(names(staff.body.data as Tree[])).toEqual(expect.arrayContaining(['刘桂英', '杨卫东', '车辆管理中心']));
    const users = await call(server.url, `${NP}/user/loadUserTree`, { token: admin2 });
    const userNames = names(users.body.data as Tree[]);
    expect(userNames).toContain('陈静');
    expect(userNames).not.toContain('张建国');
  });

  it('answers a user and a staff member by id, without the password hash', async () => {
    const user = await call(server.url, `${NP}/user/getById?id=1002`, { token: admin });
    expect(user.body.data).toMatchObject({ id: '1002', username: 'ops', name: '李明', deptName: '环卫运营部', status: 'active' });
    expect(JSON.stringify(user.body)).not.toContain('scrypt');
    const staff = await call(server.url, `${NP}/staff/getById`, { token: admin, json: { id: 's1011' } });
    expect(staff.body.data).toMatchObject({ name: '杨卫东', job: '驾驶员', deptName: '车辆管理中心', userId: null });
  });

  it('pages users with a keyword', async () => {
    // tenant 1's demo users: root, admin, ops, weak, expired and viewer.
    const page = await call(server.url, `${NP}/user/pageList`, { token: admin, json: { pageNo: 1, pageSize: 2 } });
    expect(page.body.data).toMatchObject({ total: 6, pageNo: 1, pageSize: 2 });
    expect((page.body.data as { records: unknown[] }).records).toHaveLength(2);
    const search = await call(server.url, `${NP}/user/pageList`, { token: admin, form: { keyword: '王', pageNo: '1', pageSize: '10' } });
    expect((search.body.data as { records: Array<{ username: string }> }).records.map((r) => r.username)).toEqual(['weak']);
  });

  it('pages departments and staff within the caller’s data scope', async () => {
    const depts = await call(server.url, `${NP}/dept/pageList`, { token: admin, json: { pageNo: 1, pageSize: 5 } });
    expect(depts.body.data).toMatchObject({ total: 8, pageNo: 1, pageSize: 5 });
    const staff = await call(server.url, `${NP}/staff/pageList`, { token: ops, json: { pageSize: 50 } });
    const names = (staff.body.data as { records: Array<{ name: string }> }).records.map((r) => r.name);
    expect(names).toEqual(['李明', '王芳', '孙立伟', '刘桂英', '陈德顺']);
    const search = await call(server.url, `${NP}/staff/pageList`, { token: admin, form: { keyword: '驾驶' } });
    expect(search.body.data).toMatchObject({ total: 0 });
    const byName = await call(server.url, `${NP}/staff/pageList`, { token: admin, form: { keyword: '杨' } });
    expect((byName.body.data as { records: Array<{ job: string }> }).records[0]?.job).toBe('驾驶员');
  });

  it('answers the administrative divisions of the demo city', async () => {
    const response = await call(server.url, `${NP}/division/loadDivisionTree`, { token: admin });
    expect(names(response.body.data as Tree[]).slice(0, 3)).toEqual(['浙江省', '杭州市', '上城区']);
  });

  it('answers an enum by name', async () => {
    const response = await call(server.url, `${NP}/enum/getByName?enumName=WasteTypeEnum`, { token: admin });
    expect((response.body.data as Array<{ label: string }>).map((e) => e.label)).toEqual(['可回收物', '有害垃圾', '厨余垃圾', '其他垃圾']);
  });

  it('tells which functions the user holds', async () => {
    const response = await call(server.url, `${NP}/user/hasFunctions`, { token: ops, json: { functionCodes: ['hwyy:view', 'clgl:edit'] } });
    expect(response.body.data).toEqual({ 'hwyy:view': true, 'clgl:edit': false });
    const adminAnswer = await call(server.url, `${NP}/function/hasFunctions`, { token: admin, form: { functionCodes: 'clgl:edit,zhgl:admin' } });
    expect(adminAnswer.body.data).toEqual({ 'clgl:edit': true, 'zhgl:admin': true });
  });

  it('reads and updates a constant, and records it in the operation history', async () => {
    const before = await call(server.url, `${NP}/constant/getByName?name=platformTitle`, { token: admin });
    expect(before.body.data).toMatchObject({ name: 'platformTitle', value: '城市公共服务MES管理平台' });
    expect((await call(server.url, `${NP}/constant/update`, { token: admin, json: { name: 'noticeEnabled', value: 'false' } })).body.result).toBe(0);
    expect((await call(server.url, `${NP}/constant/getByName`, { token: admin, json: { name: 'noticeEnabled' } })).body.data).toMatchObject({ value: 'false' });
    const history = await call(server.url, `${NP}/operationHistory/pageList`, { token: admin, json: { operation: 'updateConstant' } });
    expect(history.body.data).toMatchObject({ total: 1, records: [{ userName: 'admin', target: 'noticeEnabled', detail: 'false' }] });
    expect((await call(server.url, `${NP}/constant/update`, { token: admin, json: { name: 'missing', value: 'x' } })).body.result).toBe(1);
  });

  it('uploads a photo, sets it as the user’s photo, and serves it', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${server.url}${NP}/file/uploadPhoto`, { method: 'POST', headers: { authorization: `Bearer ${ops}` }, body: form });
    const uploaded = (await upload.json()) as { result: number; data: { id: string } };
    expect(uploaded.result).toBe(0);
    const change = await call(server.url, `${NP}/user/changePhoto?photoId=${uploaded.data.id}`, { token: ops });
    expect(change.body.result).toBe(0);
    const user = await call(server.url, '/casServer/user', { token: ops, json: {} });
    expect(user.body.data).toMatchObject({ photoId: uploaded.data.id });
    const image = await fetch(`${server.url}${NP}/file/photo/${uploaded.data.id}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    expect((await call(server.url, `${NP}/user/changePhoto?photoId=${uploaded.data.id}`, { token: admin2 })).body.result).toBe(1);

    // The batch download takes users' photos out: the user administration's function (ops has none).
    const refused = await call(server.url, `${NP}/file/batchDownload`, { token: ops, json: { ids: [uploaded.data.id] } });
    expect(refused.status).toBe(403);
    const download = await fetch(`${server.url}${NP}/file/batchDownload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [uploaded.data.id], fileName: '照片' }),
    });
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('照片.zip')}`);
    const archive = Buffer.from(await download.arrayBuffer());
    expect(archive.subarray(0, 4).toString('hex')).toBe('504b0304');
    const { mkdtempSync, writeFileSync, readFileSync } = await import('node:fs');
    const { execFileSync } = await import('node:child_process');
    const dir = mkdtempSync(`${(await import('node:os')).tmpdir()}/urbanops-zip-`);
    writeFileSync(`${dir}/a.zip`, archive);
    execFileSync('unzip', ['-q', `${dir}/a.zip`, '-d', dir]);
    expect(readFileSync(`${dir}/${uploaded.data.id}.png`)).toEqual(png);
    const foreign = await call(server.url, `${NP}/file/batchDownload`, { token: admin2, json: { ids: [uploaded.data.id] } });
    expect(foreign.body.result).toBe(1);
  });

  it('refuses an upload that is not an image', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<script>'], { type: 'text/html' }), 'x.html');
    const upload = await fetch(`${server.url}${NP}/file/uploadPhoto`, { method: 'POST', headers: { authorization: `Bearer ${ops}` }, body: form });
    expect(((await upload.json()) as { result: number }).result).toBe(1);
  });
});

describe('enabling, disabling and deleting users', () => {
  it('deletes a user with their roles and tokens, but never oneself', async () => {
    const s = await startServer();
    try {
      const boss = (await signIn(s.url, 'admin', 'Admin@2026')).token;
      const gone = (await signIn(s.url, 'expired', 'Expired@2026')).token;
      expect((await call(s.url, `${NP}/user/delete`, { token: boss, json: { id: '1001' } })).body.result).toBe(1);
      expect((await call(s.url, `${NP}/user/delete`, { token: boss, json: { id: '1004' } })).body.result).toBe(0);
      expect((await call(s.url, '/casServer/checkToken', { token: gone, json: {} })).status).toBe(401);
      expect((await call(s.url, `${NP}/user/getById?id=1004`, { token: boss })).body.result).toBe(1);
      await expect(signIn(s.url, 'expired', 'Expired@2026')).rejects.toThrow('用户名或密码错误');
      expect((await call(s.url, `${NP}/user/delete`, { token: boss, json: { id: '1004' } })).body.result).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('disables a user (their tokens end, they cannot sign in) and enables them again', async () => {
    const s = await startServer();
    try {
      const boss = (await signIn(s.url, 'admin', 'Admin@2026')).token;
      const worker = (await signIn(s.url, 'ops', 'Ops@2026')).token;
      expect((await call(s.url, `${NP}/user/disable`, { token: worker, json: { id: '1003' } })).status).toBe(403);
      expect((await call(s.url, `${NP}/user/disable`, { token: boss, json: { id: '1001' } })).body.result).toBe(1);
      expect((await call(s.url, `${NP}/user/disable`, { token: boss, json: { id: '2001' } })).body).toMatchObject({ result: 1, msg: '用户不存在' });
      expect((await call(s.url, `${NP}/user/disable`, { token: boss, json: { id: '1002' } })).body.result).toBe(0);
      expect((await call(s.url, '/casServer/checkToken', { token: worker, json: {} })).status).toBe(401);
      await expect(signIn(s.url, 'ops', 'Ops@2026')).rejects.toThrow('用户名或密码错误');
      expect((await call(s.url, `${NP}/user/getById?id=1002`, { token: boss })).body.data).toMatchObject({ status: 'disabled' });
      expect((await call(s.url, `${NP}/user/enable`, { token: boss, json: { id: '1002' } })).body.result).toBe(0);
      expect((await signIn(s.url, 'ops', 'Ops@2026')).data.userId).toBe('1002');
    } finally {
      await s.close();
    }
  });
});

describe('tenant isolation', () => {
  const crossTenant: Array<[string, string, Record<string, string>]> = [
    ['user by id', `${NP}/user/getById`, { tenantId: '1', id: '1001' }],
    ['staff by id', `${NP}/staff/getById`, { tenantId: '1', id: 's1001' }],
    ['menu', '/cloud/management/util/getMenuJson.sa', { tenantId: '1', userId: '1001', systemCode: 'hwyy' }],
    ['parameters', `${NP}/param/getByParamTypeCode`, { tenantId: '1', paramTypeCode: 'param_password_validate' }],
    ['departments', `${EHR}/loadDepartmentEhr`, { tenantId: '1' }],
    ['organisation tree', `${EHR}/loadOrgTreeByPermissionEhr`, { tenantId: '1' }],
    ['user page', `${NP}/user/pageList`, { tenantId: '1' }],
    ['tenant', `${NP}/tenant/getById`, { tenantId: '1' }],
    ['constant', `${NP}/constant/getByName`, { tenantId: '1', name: 'platformTitle' }],
    ['enum', `${NP}/enum/getByName`, { tenantId: '1', enumName: 'GenderEnum' }],
    ['operation history', `${NP}/operationLog/pageList`, { tenantId: '1' }],
    ['systems', '/cloud/management/rest/system/getSystemListByUserId', { tenantId: '1', userId: '1001' }],
    ['department page', `${NP}/dept/pageList`, { tenantId: '1' }],
    ['staff page', `${NP}/staff/pageList`, { tenantId: '1' }],
    ['user disabling', `${NP}/user/disable`, { tenantId: '1', id: '1002' }],
    ['user deletion', `${NP}/user/delete`, { tenantId: '1', id: '1002' }],
    ['role-staff page', `${NP}/roleStaff/pageList`, { tenantId: '1' }],
    ['organisation list', `${NP}/org/loadOrgList`, { tenantId: '1' }],
    ['staff list', `${NP}/staff/loadStaffList`, { tenantId: '1' }],
    ['department sync', '/cloud/ehr/sync/syncDepartment', { tenantId: '1' }],
  ];
  for (const [what, path, fields] of crossTenant) {
    it(`refuses tenant 2’s token asking for tenant 1’s ${what}`, async () => {
      const response = await call(server.url, path, { token: admin2, form: fields });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ result: 403, msg: '无权访问其他租户的数据', data: null });
    });
  }

  it('finds no tenant 1 user or staff by id with tenant 2’s token, even without naming the tenant', async () => {
    expect((await call(server.url, `${NP}/user/getById?id=1001`, { token: admin2 })).body).toMatchObject({ result: 1, msg: '用户不存在' });
    expect((await call(server.url, `${NP}/staff/getById?id=s1001`, { token: admin2 })).body).toMatchObject({ result: 1, msg: '员工不存在' });
  });

  it('gives tenant 2 only its own data in lists', async () => {
    const page = await call(server.url, `${NP}/user/pageList`, { token: admin2 });
    expect((page.body.data as { records: Array<{ tenantId: string }> }).records.every((r) => r.tenantId === '2')).toBe(true);
    const constant = await call(server.url, `${NP}/constant/getByName?name=platformTitle`, { token: admin2 });
    expect(constant.body.data).toMatchObject({ value: '西湖区智慧环卫平台' });
  });

  it('refuses a menu for another user of the same tenant', async () => {
    const response = await call(server.url, '/cloud/management/util/getMenuJson.sa?userId=1001&systemCode=hwyy', { token: ops });
    expect(response.status).toBe(403);
  });
});
