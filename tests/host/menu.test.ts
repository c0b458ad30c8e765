import { describe, expect, it } from 'vitest';
import {
  buildMenuLink,
  findMenu,
  fuzzyMenu,
  initialOpenKeys,
  isAllowedAddress,
  menuLeaves,
  normalizeMenu,
  parseMenuSearch,
  welcomeMenu,
} from '../../host/core/menu';
import { buildModuleContext } from '../../host/core/moduleContext';

const raw = [
  { id: 'welcome.home', parentId: null, name: '首页', uri: '/modules/welcome/#/', isWelcomeMenu: true, children: [] },
  {
    id: 'fleet',
    name: '车辆管理',
    uri: '',
    children: [
      { id: 'fleet.cars', parentId: 'fleet', name: '车辆档案', uri: '/modules/fleet/#/cars', children: [] },
      { id: 'fleet.gps', parentId: 'fleet', name: 'GPS 轨迹', uri: 'http://{host}/modules/fleet/#/gps', openModeCode: 'window' },
    ],
  },
  { id: 'ops', name: '运营', children: [{ id: 'ops.daily', name: '日报', uri: '/modules/ops/#/daily' }] },
  'junk',
];

/** The module context of user u1 of tenant 1 (token tk) in system clgl, placed on a menu entry. */
const context = (systemTitle: string, menuId: string) =>
  buildModuleContext(
    { loginInfo: { tenantId: '1', userId: 'u1', userName: '管理员', token: 'tk' }, currentSystem: { code: 'clgl', name: systemTitle } },
    { menuId, locale: 'zh-CN', theme: 'ClassicBlue' },
  );

describe('the menu', () => {
  const tree = normalizeMenu(raw);

  it('reads the server tree, keyed by id, dropping what is not a menu record', () => {
    expect(tree.map((n) => n.key)).toEqual(['welcome.home', 'fleet', 'ops']);
    expect(tree[1]?.children[1]?.openModeCode).toBe('window');
    expect(tree[2]?.children[0]?.parentId).toBe('ops');
    expect(normalizeMenu({ not: 'an array' })).toEqual([]);
  });

  it('finds a menu with its ancestors for a menuId deep link', () => {
    expect(findMenu(tree, 'fleet.cars')?.ancestors).toEqual(['fleet']);
    expect(findMenu(tree, 'nope')).toBeNull();
  });

  it('lists the leaves with their parent names', () => {
    expect(menuLeaves(tree).map((l) => [l.id, l.parentNames.join('/')])).toEqual([
      ['welcome.home', ''],
      ['fleet.cars', '车辆管理'],
      ['fleet.gps', '车辆管理'],
      ['ops.daily', '运营'],
    ]);
  });

  it('takes the marked welcome menu, else the first leaf', () => {
    expect(welcomeMenu(tree)?.id).toBe('welcome.home');
    expect(welcomeMenu(normalizeMenu([raw[2]]))?.id).toBe('ops.daily');
  });

  it("opens the first submenu with menuExpandType 'first'", () => {
    expect(initialOpenKeys(tree, 'first')).toEqual(['fleet']);
    expect(initialOpenKeys(tree, 'all')).toEqual(['fleet', 'ops']);
    expect(initialOpenKeys(tree, 'none')).toEqual([]);
  });

  it('appends systemCode, title, menuId, tenantId, userId, token, access_token and a clearcache timestamp to menu links', () => {
    const link = buildMenuLink(
      '/modules/fleet/#/cars',
      context('车辆管理', 'fleet.cars'),
      { clearCache: true, now: 1700000000000, host: 'example.com', origin: 'http://example.com' },
    );
    const url = new URL(link, 'http://example.com');
    expect(url.pathname).toBe('/modules/fleet/');
    expect(url.hash).toBe('#/cars');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      systemCode: 'clgl',
      title: '车辆管理',
      menuId: 'fleet.cars',
      tenantId: '1',
      userId: 'u1',
      token: 'tk',
      access_token: 'tk',
      clearcache: '1700000000000',
    });
  });

  it('leaves out clearcache when configuration disables it and replaces the host placeholder', () => {
    const link = buildMenuLink(
      'http://{host}/modules/fleet/#/gps',
      context('x', 'fleet.gps'),
      { clearCache: false, now: 1, host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' },
    );
    expect(link.startsWith('/modules/fleet/?')).toBe(true);
    expect(link).not.toContain('clearcache');
  });

  it('allows only http(s) addresses of allowed origins', () => {
    expect(isAllowedAddress('/modules/a/', 'http://h', [])).toBe(true);
    expect(isAllowedAddress('javascript:alert(1)', 'http://h', [])).toBe(false);
    expect(isAllowedAddress('https://evil.example/', 'http://h', [])).toBe(false);
    expect(isAllowedAddress('https://ok.example/x', 'http://h', ['https://ok.example'])).toBe(true);
  });

  it('fuzzy matches names and parent paths, best first', () => {
    const leaves = menuLeaves(tree);
    expect(fuzzyMenu(leaves, '档案').map((l) => l.id)).toEqual(['fleet.cars']);
    expect(fuzzyMenu(leaves, 'gps')[0]?.id).toBe('fleet.gps');
    expect(fuzzyMenu(leaves, '车管档').map((l) => l.id)).toContain('fleet.cars');
    expect(fuzzyMenu(leaves, 'zzz')).toEqual([]);
  });

  it('reads menu search answers and ignores one that is not an array', () => {
    expect(parseMenuSearch({ data: [] })).toBeNull();
    const parsed = parseMenuSearch([
      { key: 'fleet.cars', name: '车辆档案', attributes: { uri: '/m', parentNames: ['车辆管理'], systemCode: 'clgl', systemName: '车辆', openModeCode: 'tab' } },
    ]);
    expect(parsed).toEqual([
      { key: 'fleet.cars', name: '车辆档案', uri: '/m', parentNames: ['车辆管理'], systemCode: 'clgl', systemName: '车辆', openModeCode: 'tab' },
    ]);
  });
});
