import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from './helpers';

let server: TestServer;
let admin: string;
let ops: string;
let root: string;
let admin2: string;
beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  ops = (await signIn(server.url, 'ops', 'Ops@2026')).token;
  root = (await signIn(server.url, 'root', 'Root@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(async () => server.close());

const NP = '/cloud/management/rest/np';

type MenuNode = { id: string; key: string; parentId: string | null; name: string; uri: string; isWelcomeMenu: boolean; openModeCode: string; icon: string; children: MenuNode[] };

describe('user and systems', () => {
  it('answers /casServer/user with tenantId, tenantName, userId, name, photoId and systemList', async () => {
    const response = await call(server.url, '/casServer/user', { token: admin, json: {} });
    expect(response.body).toMatchObject({ result: 0, data: { tenantId: '1', tenantName: '杭州城市环境集团有限公司', userId: '1001', name: '张建国', photoId: null } });
    expect((response.body.data as { systemList: string[] }).systemList).toHaveLength(5);
  });

  it('answers logininfo.sa with the login info in data', async () => {
    const response = await call(server.url, '/cloud/management/util/logininfo.sa', { token: ops });
    expect(response.body.data).toMatchObject({ tenantId: '1', userId: '1002', userName: 'ops', name: '李明', token: ops, photoUrl: '' });
  });

  it('lists a user’s systems as id, code, name', async () => {
    const response = await call(server.url, '/cloud/management/rest/system/getSystemListByUserId', { token: ops });
    expect(response.body.data).toEqual([{ id: 'hwyy', code: 'hwyy', name: '环卫运营', nameEn: 'Sanitation operations', icon: 'delete' }]);
    const all = await call(server.url, '/cloud/management/rest/system/getSystemListByUserId', { token: admin, json: {} });
    expect((all.body.data as Array<{ code: string }>).map((s) => s.code)).toEqual(['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl']);
  });
});

describe('menus', () => {
  it('answers a system’s menu tree assembled from the module manifests, with the welcome item', async () => {
    const response = await call(server.url, `/cloud/management/util/getMenuJson.sa?tenantId=1&userId=1001&systemCode=hwyy&token=${admin}`);
    expect(response.body.result).toBe(0);
    const tree = response.body.data as MenuNode[];
    const welcome = tree.find((n) => n.id === 'welcome.home');
    expect(welcome).toMatchObject({ key: 'welcome.home', parentId: null, name: '首页', uri: '/modules/welcome/#/', isWelcomeMenu: true, openModeCode: 'tab', icon: 'home', children: [] });
    for (const node of tree) expect(node.id).toMatch(/^[\w-]+\.[\w.-]+$/);
  });

  it('gives every system a welcome item for admin', async () => {
    for (const code of ['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl']) {
      const response = await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=${code}`, { token: admin });
      expect((response.body.data as MenuNode[]).some((n) => n.isWelcomeMenu)).toBe(true);
    }
  });

  it('refuses the menu of a system the user does not hold', async () => {
    const response = await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=clgl', { token: ops });
    expect(response.body.result).toBe(1);
    expect(response.body.msg).toContain('systemCode');
  });

  it('lets root see every system’s menu', async () => {
    const response = await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=zhgl', { token: root });
    expect(response.body.result).toBe(0);
  });

  it('searches menus across the user’s systems, the current system (systemCode) first', async () => {
    const response = await call(server.url, `${NP}/menu/search`, { token: admin, json: { keyword: '首页', userId: '1001', tenantId: '1' } });
    expect(response.body.result).toBe(0);
    const results = response.body.data as Array<{ key: string; name: string; attributes: { uri: string; parentNames: string[]; systemCode: string; systemName: string; openModeCode: string } }>;
    expect(results.map((r) => r.attributes.systemCode)).toEqual(['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl']);
    expect(results[0]).toMatchObject({ key: 'welcome.home', name: '首页', attributes: { uri: '/modules/welcome/#/', parentNames: [], systemName: '环卫运营', openModeCode: 'tab' } });
    const fromCityManagement = await call(server.url, `${NP}/menu/search`, { token: admin, json: { keyword: '首页', systemCode: 'csgl' } });
    const codes = (fromCityManagement.body.data as typeof results).map((r) => r.attributes.systemCode);
    expect(codes).toEqual(['csgl', 'hwyy', 'clgl', 'ljfl', 'zhgl']);
    const onlyOps = await call(server.url, `${NP}/menu/search`, { token: ops, json: { keyword: 'home' } });
    expect((onlyOps.body.data as unknown[]).length).toBe(1);
    const none = await call(server.url, `${NP}/menu/search`, { token: ops, json: { keyword: '不存在的菜单' } });
    expect(none.body.data).toEqual([]);
  });
});

describe('parameters', () => {
  it('answers tenant 1’s password rule records as shell.md §3 has them: parmCode regex or tip, parmName the value', async () => {
    const response = await call(server.url, `${NP}/param/getByParamTypeCode`, { token: admin, form: { tenantId: '1', paramTypeCode: 'param_password_validate' } });
    expect(response.body.result).toBe(0);
    const records = response.body.data as Array<Record<string, unknown>>;
    expect(records.map((r) => r.parmCode)).toEqual(['regex', 'tip']);
    for (const record of records) expect(record).not.toHaveProperty('parmKey');
    const regex = new RegExp(String(records[0]?.parmName ?? ''));
    expect(regex.test('Admin@2026')).toBe(true);
    expect(regex.test('weak1234')).toBe(false);
    expect(regex.test('Ab@1')).toBe(false);
    expect(records[1]).toMatchObject({ parmCode: 'tip', parmName: '密码至少8位，且必须同时包含字母、数字和特殊符号' });
  });

  it('answers an empty list for a type the tenant does not have', async () => {
    const response = await call(server.url, `${NP}/param/getByParamTypeCode`, { token: admin2, json: { paramTypeCode: 'param_password_validate' } });
    expect(response.body).toMatchObject({ result: 0, data: [] });
  });
});

describe('visit tracking', () => {
  it('saves a visit log and answers data.id, then records the stay time', async () => {
    const visit = await call(server.url, `${NP}/track/visitLog`, { token: admin, raw: JSON.stringify({ menuId: 'welcome.home', systemCode: 'hwyy' }) });
    const asText = await call(server.url, `${NP}/track/visitLog`, { token: admin, raw: JSON.stringify({ menuId: 'welcome.home' }), contentType: 'text/plain;charset=UTF-8' });
    expect(asText.body.result).toBe(0);
    expect(visit.body.result).toBe(0);
    const id = (visit.body.data as { id: string }).id;
    expect(id).toMatch(/^\d+$/);
    expect((await call(server.url, `${NP}/track/stayTime`, { token: admin, json: { id, stayTime: 5000 } })).body.result).toBe(0);
    expect((await call(server.url, `${NP}/track/stayTime`, { token: admin, json: { id } })).body.result).toBe(0);
  });

  it('refuses the stay time of someone else’s visit', async () => {
    const visit = await call(server.url, `${NP}/track/visitLog`, { token: admin, json: { menuId: 'welcome.home' } });
    const id = (visit.body.data as { id: string }).id;
    expect((await call(server.url, `${NP}/track/stayTime`, { token: admin2, json: { id } })).body.result).toBe(1);
  });

  it('counts page views and unique visitors', async () => {
    const first = await call(server.url, `${NP}/track/pvuv`, { token: ops, json: { menuId: 'welcome.home', systemCode: 'hwyy', url: '/modules/welcome/#/' } });
    const second = await call(server.url, `${NP}/track/pvuv`, { token: ops, json: { menuId: 'welcome.home', systemCode: 'hwyy' } });
    expect(first.body.result).toBe(0);
    const a = first.body.data as { pv: number; uv: number };
    const b = second.body.data as { pv: number; uv: number };
    expect(b.pv).toBe(a.pv + 1);
    expect(b.uv).toBe(a.uv);
  });
});

describe('public calls', () => {
  it('answers the runtime client configuration without a token, from the configuration only', async () => {
    const response = await call(server.url, '/app-config.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      loginUrl: '',
      allowedOrigins: { hosts: [], modules: [] },
      menuClearCache: true,
      map: null,
      maxTabs: 20,
      noticePollMs: 30000,
      keepAliveTabs: 8,
    });
    const forged = await call(server.url, '/app-config.json', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.text).not.toContain('evil.example');
  });

  it('answers the weather of the demo city offline, also as a script call', async () => {
    const response = await call(server.url, `${NP}/weather/info`);
    expect(response.body.result).toBe(0);
    expect(response.body.data).toMatchObject({ city: '杭州' });
    expect(typeof (response.body.data as { temperature: number }).temperature).toBe('number');
    const script = await fetch(`${server.url}${NP}/weather/info?callback=showWeather`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toMatch(/^\/\*\*\/showWeather\(\{"result":0/);
  });

  it('converts addresses and points of the demo city offline, without tenant or user', async () => {
    const forward = await call(server.url, `/vortexapi/rest/lbs/geoconvert/v2?address=${encodeURIComponent('杭州市西湖区文三路90号')}`);
    expect(forward.body).toMatchObject({ result: 0, data: { city: '杭州市', district: '西湖区', adcode: '330106' } });
    const reverse = await call(server.url, '/vortexapi/rest/lbs/geoconvert/v2?location=120.21,30.21');
    expect(reverse.body).toMatchObject({ result: 0, data: { district: '滨江区' } });
    const far = await call(server.url, '/vortexapi/rest/lbs/geoconvert/v2?location=116.40,39.90');
    expect(far.body.result).toBe(1);
    const unknown = await call(server.url, `/vortexapi/rest/lbs/geoconvert/v2?address=${encodeURIComponent('北京市海淀区')}`);
    expect(unknown.body.result).toBe(1);
  });
});
