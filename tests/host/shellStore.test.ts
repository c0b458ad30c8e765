import { describe, expect, it, vi } from 'vitest';
import { createShell } from '../../host/store/shellStore';
import { encodeSystemInfo } from '../../bridge/systemInfo';
import { tabsStorageKey } from '../../host/core/tabModel';
import { fakeApi, fakeDeps } from './fakes';

async function signedIn(params = 'systemCode=clgl', extra = {}) {
  const api = fakeApi();
  const deps = fakeDeps(api, extra);
  deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token: 'tk' }));
  const shell = createShell(deps);
  await shell.bootstrap(new URLSearchParams(params));
  return { api, deps, shell, state: () => shell.store.getState() };
}

describe('the shell store', () => {
  it('redirects to the configured login address when no token is found, else stays', async () => {
    const api = fakeApi({ appConfig: vi.fn(async () => ({ loginUrl: 'https://sso.example/login', allowedOrigins: { hosts: [], modules: [] }, menuClearCache: true, maxTabs: 20 })) });
    const deps = fakeDeps(api);
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams());
    expect(deps.assign).toHaveBeenCalledWith('https://sso.example/login');
    expect(shell.store.getState().status).toBe('noToken');
    expect(api.user).not.toHaveBeenCalled();

    const quiet = fakeDeps(fakeApi());
    const other = createShell(quiet);
    await other.bootstrap(new URLSearchParams());
    expect(quiet.assign).not.toHaveBeenCalled();
  });

  it('fetches user info, then the menu of the system, and opens the welcome menu', async () => {
    const { api, state } = await signedIn();
    expect(vi.mocked(api.user).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(api.menu).mock.invocationCallOrder[0] ?? 0);
    expect(api.menu).toHaveBeenCalledWith({ tenantId: '1', userId: 'u1', token: 'tk', systemCode: 'clgl' });
    expect(state().status).toBe('ready');
    expect(state().loginInfo?.userName).toBe('管理员');
    expect(state().systemName).toBe('车辆管理');
    expect(state().openKeys).toEqual(['fleet']);
    expect(state().tabs.tabs.map((t) => t.key)).toEqual(['welcome.home']);
  });

  it('re-reads the systems, the menu and the open menu tabs’ titles after a language switch (the server names them)', async () => {
    const { api, shell, state } = await signedIn();
    await shell.openMenu('fleet.cars');
    vi.mocked(api.user).mockImplementation(() => Promise.resolve({ result: 0, data: { tenantId: '1', userId: 'u1', name: '管理员', photoId: null, systemList: ['hwyy||Sanitation operations', 'clgl||Fleet management'] }, status: 200, headers: null }) as never);
    const english = [
      { id: 'welcome.home', name: 'Home', uri: '/modules/welcome/#/', isWelcomeMenu: true, children: [] },
      { id: 'fleet', name: 'Fleet', uri: '', children: [{ id: 'fleet.cars', name: 'Vehicles', uri: '/modules/fleet/#/cars', children: [] }] },
    ];
    vi.mocked(api.menu).mockImplementation(() => Promise.resolve({ result: 0, data: english, status: 200, headers: null }) as never);
    await shell.relocalize();
    expect(state().systemName).toBe('Fleet management');
    expect(state().systemMenu.map((n) => n.name)).toEqual(['Home', 'Fleet']);
    expect(Object.fromEntries(state().tabs.tabs.map((t) => [t.key, t.title]))).toEqual({ 'fleet.cars': 'Vehicles', 'welcome.home': 'Home' });
  });

  it('uses a token from the address when no session is stored once the user confirms whose it is, and falls back to the first system for an unknown code', async () => {
    const api = fakeApi();
    const deps = fakeDeps(api);
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams('token=urltk&systemCode=zzz'));
    expect(shell.store.getState().status).toBe('confirmLink');
    expect(shell.store.getState().linkIdentity).toMatchObject({ name: '管理员' });
    expect(api.user).toHaveBeenCalledWith('urltk');
    expect(shell.store.getState().loginInfo).toBeNull();
    expect(deps.local.getItem('access_token')).toBeNull();
    await shell.confirmLink();
    expect(shell.store.getState().loginInfo?.token).toBe('urltk');
    expect(shell.store.getState().currentSystem?.code).toBe('hwyy');
    expect(deps.local.getItem('access_token')).toBe('urltk');
  });

  it('opens a menuId deep link as the first tab with its parents expanded', async () => {
    const api = fakeApi();
    const deps = fakeDeps(api);
    deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token: 'tk' }));
    deps.session.setItem(tabsStorageKey('u1', deps.host), JSON.stringify({ activeKey: 'welcome.home', tabs: [{ key: 'welcome.home', url: '/modules/welcome/', title: '首页' }] }));
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams('menuId=fleet.cars'));
    const s = shell.store.getState();
    expect(s.tabs.tabs.map((t) => t.key)).toEqual(['fleet.cars', 'welcome.home']);
    expect(s.tabs.activeKey).toBe('fleet.cars');
    expect(s.openKeys).toContain('fleet');
  });

  it('keeps a stored session over a link token of another, and tells the user', async () => {
    const api = fakeApi();
    const deps = fakeDeps(api);
    deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token: 'mine' }));
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams('token=theirs&systemCode=clgl'));
    expect(shell.store.getState().status).toBe('ready');
    expect(shell.store.getState().loginInfo?.token).toBe('mine');
    expect(deps.local.getItem('access_token')).toBe('mine');
    expect(deps.notify.warning).toHaveBeenCalledWith(expect.stringContaining('链接中的登录凭证属于其他会话'));
  });

  it('drops a link token the user refuses and goes to the login page, storing nothing', async () => {
    const deps = fakeDeps(fakeApi());
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams('token=urltk'));
    shell.cancelLink();
    expect(shell.store.getState().loginInfo).toBeNull();
    expect(deps.local.getItem('access_token')).toBeNull();
    expect(deps.routes).toEqual(['/']);
  });

  it('gives restored tabs frame addresses without any token before they load', async () => {
    const api = fakeApi();
    const deps = fakeDeps(api);
    deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token: 'new' }));
    deps.session.setItem(
      tabsStorageKey('u1', deps.host),
      JSON.stringify({
        activeKey: 'fleet.cars',
        tabs: [
          { key: 'fleet.cars', menuId: 'fleet.cars', url: '/modules/fleet/?token=old&access_token=old#/cars', title: '车辆档案' },
          { key: '/modules/x/', url: '/modules/x/?token=old&access_token=old', title: 'X' },
        ],
      }),
    );
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams());
    const urls = shell.store.getState().tabs.tabs.map((t) => t.url);
    expect(urls[0]).not.toContain('token=');
    expect(urls[0]).toContain('menuId=fleet.cars');
    expect(urls[0]).toContain('#/cars');
    expect(urls[1]).toBe('/modules/x/');
  });

  it('opens a window for a menu whose openModeCode is window, with the context in its link', async () => {
    const { shell, deps, state } = await signedIn();
    await shell.openMenu('fleet.gps');
    expect(deps.opened).toHaveLength(1);
    expect(deps.opened[0]).toContain('menuId=fleet.gps');
    expect(deps.opened[0]).toContain('access_token=tk');
    expect(state().tabs.tabs.some((t) => t.key === 'fleet.gps')).toBe(false);
  });

  it('opens the system’s home affixed, so closing all tabs keeps it', async () => {
    const { shell, state } = await signedIn();
    await shell.openMenu('fleet.cars');
    await shell.openMenu('fleet.fuel');
    await shell.close('fleet.cars', 'all');
    expect(state().tabs.tabs.map((t) => t.key)).toEqual(['welcome.home']);
    expect(state().tabs.activeKey).toBe('welcome.home');
  });

  it('keeps the cap by closing the least recently used unpinned tab that may close', async () => {
    const { shell, state } = await signedIn();
    // The home tab opens affixed (pinned).
    expect(state().tabs.tabs.find((t) => t.key === 'welcome.home')?.pinned).toBe(true);
    await shell.openMenu('fleet.cars');
    await shell.openMenu('fleet.fuel');
    shell.registerFrame('fleet.cars', { canClose: async () => false, refresh: async () => undefined, reload: () => undefined });
    shell.show('welcome.home');
    await shell.openAddress({ uri: '/modules/other/', title: '其他' });
    expect(state().tabs.tabs.map((t) => t.key)).toEqual(['welcome.home', 'fleet.cars', '/modules/other/']);
  });

  it('asks before closing a tab with unsaved input and keeps it when the user declines', async () => {
    const confirm = vi.fn(async () => false);
    const { shell, state } = await signedIn('systemCode=clgl', { confirm });
    await shell.openMenu('fleet.cars');
    shell.registerFrame('fleet.cars', { canClose: async () => false, refresh: async () => undefined, reload: () => undefined });
    await shell.close('fleet.cars');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(state().tabs.tabs.map((t) => t.key)).toContain('fleet.cars');
    confirm.mockResolvedValueOnce(true);
    await shell.close('fleet.cars');
    expect(state().tabs.tabs.map((t) => t.key)).not.toContain('fleet.cars');
  });

  it('saves open tabs per user and host in session storage', async () => {
    const { shell, deps } = await signedIn();
    await shell.openMenu('fleet.cars');
    const saved = JSON.parse(deps.session.getItem(tabsStorageKey('u1', deps.host)) ?? '{}');
    expect(saved.activeKey).toBe('fleet.cars');
    expect(saved.tabs.map((t: { key: string }) => t.key)).toEqual(['welcome.home', 'fleet.cars']);
  });

  it('logs a visit when a menu opens, keeps its id, and reports the stay time on leaving', async () => {
    const { shell, api, state } = await signedIn();
    await shell.openMenu('fleet.cars');
    await Promise.resolve();
    expect(api.visitLog).toHaveBeenCalledWith('fleet.cars', expect.objectContaining({ systemCode: 'clgl' }));
    shell.show('welcome.home');
    expect(api.stayTime).toHaveBeenCalledWith('42', expect.any(Number));
    expect(state().prefs.recent[0]?.menuId).toBe('welcome.home');
    expect(state().prefs.pvuv['fleet.cars']?.pv).toBe(1);
  });

  it('rejects a module address that is not http(s) on an allowed origin', async () => {
    const { shell, deps, state } = await signedIn();
    expect(await shell.openAddress({ uri: 'javascript:alert(1)', title: 'x' })).toBe(false);
    expect(deps.notify.warning).toHaveBeenCalled();
    expect(state().tabs.tabs).toHaveLength(1);
  });

  it('replaces the single pane when multi-tab mode is off', async () => {
    const api = fakeApi();
    const deps = fakeDeps(api);
    deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token: 'tk' }));
    const shell = createShell(deps, { multipleTab: false });
    await shell.bootstrap(new URLSearchParams());
    expect(shell.store.getState().tabs.tabs.map((t) => t.key)).toEqual(['welcome.home']);
    await shell.openMenu('fleet.cars');
    expect(shell.store.getState().tabs.tabs.map((t) => t.key)).toEqual(['fleet.cars']);
  });

  it('logs out: the call, remember-me and session caches cleared, back to login', async () => {
    const { shell, api, deps } = await signedIn();
    deps.local.setItem('urbanops.rememberMe', '{"username":"admin"}');
    await shell.logout();
    expect(api.logout).toHaveBeenCalled();
    expect(deps.local.getItem('urbanops.rememberMe')).toBeNull();
    expect(deps.local.getItem('systemInfo')).toBeNull();
    expect(deps.routes.at(-1)).toBe('/');
  });

  it("rejects a second expired-login trigger as 'process already running'", async () => {
    vi.useFakeTimers();
    const { shell, deps, state } = await signedIn();
    shell.tokenInvalid();
    expect(state().expirySeconds).toBe(3);
    shell.tokenInvalid();
    expect(deps.notify.warning).toHaveBeenCalledWith('流程已在进行中');
    vi.advanceTimersByTime(3000);
    expect(state().expirySeconds).toBeNull();
    expect(deps.routes.at(-1)).toBe('/');
    vi.useRealTimers();
  });
});
