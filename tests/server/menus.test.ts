import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSql } from '../support/pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from './helpers';

type MenuNode = { id: string; key: string; parentId: string | null; name: string; uri: string; openModeCode: string; moduleId: string; children: MenuNode[] };

const walk = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

describe('menus of the real modules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.close());

  it('builds every node from its manifest: id <moduleId>.<key>, uri /modules/<id>/#<route>, children linked to their parent', async () => {
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    for (const code of ['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl']) {
      const tree = (await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=${code}`, { token })).body.data as MenuNode[];
      for (const node of walk(tree)) {
        expect(node.id.startsWith(`${node.moduleId}.`)).toBe(true);
        expect(node.key).toBe(node.id);
        if (node.uri) expect(node.uri.startsWith(`/modules/${node.moduleId}/#`)).toBe(true);
        for (const child of node.children) expect(child.parentId).toBe(node.id);
        expect(['tab', 'window']).toContain(node.openModeCode);
      }
    }
  });

  it('names menu entries, systems, search results and the weather in the language the call asks for (Accept-Language), zh-CN without one', async () => {
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    const en = { 'accept-language': 'en-US,en;q=0.9' };
    const cjk = /[\u3400-\u9fff]/;
    for (const code of ['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl']) {
      const english = walk((await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=${code}`, { token, headers: en })).body.data as MenuNode[]);
      const chinese = walk((await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=${code}`, { token })).body.data as MenuNode[]);
      expect(english.length).toBeGreaterThan(0);
      expect(english.filter((n) => cjk.test(n.name)).map((n) => n.name)).toEqual([]);
      expect(chinese.every((n) => cjk.test(n.name))).toBe(true);
      expect(english.map((n) => n.id)).toEqual(chinese.map((n) => n.id));
    }
    const systems = (await call(server.url, '/cloud/management/rest/system/getSystemListByUserId', { token, headers: en })).body.data as { code: string; name: string }[];
    expect(systems.find((s) => s.code === 'clgl')?.name).toBe('Fleet management');
    const user = (await call(server.url, '/casServer/user', { token, method: 'POST', headers: en })).body.data as { systemList: string[] };
    expect(user.systemList).toContain('hwyy||Sanitation operations');
    const found = (await call(server.url, `/cloud/management/rest/np/menu/search?keyword=${encodeURIComponent('过磅')}`, { token, headers: en })).body.data as { name: string; attributes: { systemName: string } }[];
    expect(found[0]).toMatchObject({ name: 'Weighing records', attributes: { systemName: 'Sanitation operations' } });
    const weather = (await call(server.url, '/cloud/management/rest/np/weather/info', { headers: en })).body.data as Record<string, unknown>;
    expect(weather.city).toBe('Hangzhou');
    expect(Object.values(weather).filter((v) => typeof v === 'string' && cjk.test(v))).toEqual([]);
    const zh = (await call(server.url, '/cloud/management/rest/np/weather/info', { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } })).body.data as Record<string, unknown>;
    expect(zh.city).toBe('杭州');
  });
});

describe('menus of a module added later', () => {
  let server: TestServer;
  let modulesDir: string;
  beforeAll(async () => {
    modulesDir = mkdtempSync(join(tmpdir(), 'urbanops-modules-'));
    mkdirSync(join(modulesDir, 'demo'));
    writeFileSync(
      join(modulesDir, 'demo', 'manifest.ts'),
      `export default {
        id: 'demo', title: { 'zh-CN': '演示', 'en-US': 'Demo' }, systems: ['hwyy', 'clgl'], order: 5,
        menu: [
          { key: 'group', title: { 'zh-CN': '作业管理', 'en-US': 'Work' }, icon: 'tool', children: [
            { key: 'plans', title: { 'zh-CN': '作业计划', 'en-US': 'Plans' }, route: '/plans' },
            { key: 'dispatch', title: { 'zh-CN': '调度指挥', 'en-US': 'Dispatch' }, route: '/dispatch', functions: ['hwyy:dispatch'] },
            { key: 'screen', title: { 'zh-CN': '大屏', 'en-US': 'Screen' }, route: '/screen', openMode: 'window' },
          ] },
        ],
      };\n`,
    );
    // A second module of clgl with a group of the same key: one group in the menu, both modules' entries.
    mkdirSync(join(modulesDir, 'extra'));
    writeFileSync(
      join(modulesDir, 'extra', 'manifest.ts'),
      `export default {
        id: 'extra', title: { 'zh-CN': '附加', 'en-US': 'Extra' }, systems: ['clgl'], order: 6,
        menu: [
          { key: 'group', title: { 'zh-CN': '作业', 'en-US': 'Work' }, children: [
            { key: 'reports', title: { 'zh-CN': '作业报表', 'en-US': 'Reports' }, route: '/reports' },
          ] },
          { key: 'other', title: { 'zh-CN': '其他', 'en-US': 'Other' }, children: [
            { key: 'notes', title: { 'zh-CN': '作业备注', 'en-US': 'Notes' }, route: '/notes' },
          ] },
        ],
      };\n`,
    );
    mkdirSync(join(modulesDir, 'broken'));
    writeFileSync(join(modulesDir, 'broken', 'manifest.ts'), 'export default { id: "other" };\n');
    server = await startServer({ modulesDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(modulesDir, { recursive: true, force: true });
  });

  const menu = async (username: string, password: string, systemCode: string) => {
    const { token } = await signIn(server.url, username, password);
    return (await call(server.url, `/cloud/management/util/getMenuJson.sa?systemCode=${systemCode}`, { token })).body;
  };

  it('shows the new module’s entries to users granted all menus of its systems, without a server change', async () => {
    const tree = (await menu('admin', 'Admin@2026', 'clgl')).data as MenuNode[];
    expect(tree.map((n) => n.id)).toEqual(['demo.group', 'extra.other']);
    expect(tree[0]).toMatchObject({ uri: '', parentId: null, name: '作业管理' });
    expect(tree[0]?.children.map((n) => [n.id, n.uri, n.openModeCode])).toEqual([
      ['demo.plans', '/modules/demo/#/plans', 'tab'],
      ['demo.dispatch', '/modules/demo/#/dispatch', 'tab'],
      ['demo.screen', '/modules/demo/#/screen', 'window'],
      ['extra.reports', '/modules/extra/#/reports', 'tab'],
    ]);
  });

  it('groups a system as its office works: top-level groups of several modules with one key are one group', async () => {
    const tree = (await menu('admin', 'Admin@2026', 'clgl')).data as MenuNode[];
    const shared = tree.find((n) => n.id === 'demo.group')!;
    expect(shared.children.find((n) => n.id === 'extra.reports')).toMatchObject({ parentId: 'demo.group', moduleId: 'extra' });
    expect(tree.filter((n) => n.id.endsWith('.group'))).toHaveLength(1);
  });

  it('hides an entry from a user without its functions', async () => {
    const ops = walk((await menu('ops', 'Ops@2026', 'hwyy')).data as MenuNode[]).map((n) => n.id);
    expect(ops).toContain('demo.dispatch');
    const weak = walk((await menu('weak', 'weak1234', 'hwyy')).data as MenuNode[]).map((n) => n.id);
    expect(weak).toEqual(['demo.group', 'demo.plans', 'demo.screen']);
  });

  it('gives one user one more entry through a per-user grant, and with it that system', async () => {
    await runSql(server, "insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) values ('1', null, '1003', 'clgl', 'demo.plans')");
    const { data } = await signIn(server.url, 'weak', 'weak1234');
    expect(data.systemList).toEqual(['hwyy||环卫运营', 'clgl||车辆管理', 'ljfl||垃圾分类']);
    const tree = (await menu('weak', 'weak1234', 'clgl')).data as MenuNode[];
    expect(walk(tree).map((n) => n.id)).toEqual(['demo.group', 'demo.plans']);
    expect((await menu('ops', 'Ops@2026', 'clgl')).result).toBe(1);
  });

  it('keeps the entries of a system the user does not hold away from them', async () => {
    expect((await menu('ops', 'Ops@2026', 'clgl')).result).toBe(1);
    expect((await menu('admin2', 'Admin@2026', 'clgl')).result).toBe(0);
  });

  it('finds the new entries in the menu search with their parent names', async () => {
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    const results = (await call(server.url, '/cloud/management/rest/np/menu/search', { token, json: { keyword: '计划' } })).body.data as Array<{
      key: string;
      attributes: { parentNames: string[]; systemCode: string };
    }>;
    expect(results.map((r) => [r.key, r.attributes.systemCode, r.attributes.parentNames])).toEqual([
      ['demo.plans', 'hwyy', ['作业管理']],
      ['demo.plans', 'clgl', ['作业管理']],
    ]);
  });
});

describe('a server serving only some modules (MODULES)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ modules: ['welcome', 'wtsb'] });
  });
  afterAll(async () => server.close());

  it('serves the named modules’ calls and menus, and neither the menus nor the calls of the others', async () => {
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    const cityMenu = walk((await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=csgl', { token })).body.data as MenuNode[]);
    expect(new Set(cityMenu.map((n) => n.moduleId))).toEqual(new Set(['welcome', 'wtsb']));
    const hwyyMenu = walk((await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=hwyy', { token })).body.data as MenuNode[]);
    expect(hwyyMenu.some((n) => n.moduleId === 'ljszy')).toBe(false);

    expect((await call(server.url, '/cloud/wtsb/web/problem/getProblemPage', { token, form: {} })).status).toBe(200);
    expect((await call(server.url, '/cloud/ljszy/carInfo/pageList', { token, form: {} })).status).toBe(404);
  });
});
